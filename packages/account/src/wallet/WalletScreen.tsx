'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  errorMessage,
  type BrandsResponse,
  type GiftCardOrder,
  type OrdersResponse,
} from '@giftcash/core';
import { useGiftcash, useResource } from '@giftcash/core/react';
import type { WalletTab } from '../logic/orderMappings';
import { runOptimistic, withArchived, withExpense } from '../logic/optimistic';
import { WalletView, type WalletViewProps, type WalletNotice } from './WalletView';
import type { OrderArtwork } from './OrderTile';
import { failureText } from '../shared/ResourceScreen';

/**
 * Props of {@link WalletScreen}: the view's props without the orders, their artwork and the writes
 * (expenses, archiving) with their notices, which the screen loads and sends through
 * `GiftcashProvider` itself.
 */
export interface WalletScreenProps extends Omit<
  WalletViewProps,
  | 'orders'
  | 'status'
  | 'error'
  | 'onRetry'
  | 'artwork'
  | 'busyOrderIds'
  | 'notice'
  | 'onDismissNotice'
  | 'onRecordExpense'
  | 'onArchive'
> {
  /** Clock for recorded transactions (tests). @default Date.now */
  now?: () => number;
}

interface Patches {
  base: OrdersResponse | undefined;
  orders: Record<string, GiftCardOrder>;
}

/**
 * The Gift Cards Wallet reading the orders call (reloaded on every tab change), decorated with
 * brand artwork. When the provider implements `recordExpense` / `archiveOrder`, Confirm and
 * Archive write through it optimistically and roll back with a message if the write fails.
 */
export function WalletScreen({
  tab: tabProp,
  defaultTab = 'active',
  onTabChange,
  now = Date.now,
  ...props
}: WalletScreenProps) {
  const { provider } = useGiftcash();
  const [innerTab, setInnerTab] = useState<WalletTab>(defaultTab);
  const tab = tabProp ?? innerTab;
  const orders = useResource<OrdersResponse>((p, signal) => p.getOrders({ signal }), [tab]);
  const brands = useResource<BrandsResponse>((p, signal) => p.getBrands({ signal }));
  const [patches, setPatches] = useState<Patches>({ base: undefined, orders: {} });
  const [busy, setBusy] = useState<string[]>([]);
  const [notice, setNotice] = useState<WalletNotice | null>(null);

  useEffect(() => {
    // Brand artwork is decoration: a failure is only logged (spec section 8).
    if (brands.status === 'error')
      console.warn('GiftCash wallet: brand artwork unavailable:', errorMessage(brands.error));
  }, [brands.status, brands.error]);

  const artwork = useMemo(() => {
    const map = Object.create(null) as Record<string, OrderArtwork>; // brand ids are data: `__proto__` is one like any other
    for (const brand of brands.data?.brands ?? []) {
      map[brand.id] = {
        giftCardUrl: brand.detail?.assets?.gift_card_url,
        logoUrl: brand.detail?.assets?.logo_url,
      };
    }
    return map;
  }, [brands.data]);

  const base = orders.data;
  const items = useMemo(() => {
    if (!base) return undefined;
    const current = patches.base === base ? patches.orders : {};
    return (Array.isArray(base.items) ? base.items : []).map(
      (order) =>
        (Object.prototype.hasOwnProperty.call(current, order.order_id)
          ? current[order.order_id]
          : undefined) ?? order,
    );
  }, [base, patches]);

  const show = useCallback(
    (order: GiftCardOrder) =>
      setPatches((previous) => ({
        base,
        orders: { ...(previous.base === base ? previous.orders : {}), [order.order_id]: order },
      })),
    [base],
  );

  const write = async (
    order: GiftCardOrder,
    optimistic: GiftCardOrder,
    run: () => Promise<GiftCardOrder>,
    failure: string,
    success: string,
  ) => {
    setNotice(null);
    setBusy((ids) => [...ids, order.order_id]);
    const result = await runOptimistic({ previous: order, optimistic, apply: show, write: run });
    setBusy((ids) => ids.filter((id) => id !== order.order_id));
    setNotice(
      result.ok
        ? { kind: 'info', message: success }
        : {
            kind: 'error',
            message: `${failure} ${failureText(result.error, 'Something went wrong.')}`,
          },
    );
  };

  const name = (order: GiftCardOrder) => order.brand || order.title;
  const recordExpense = provider.recordExpense
    ? (order: GiftCardOrder, pence: number) =>
        void write(
          order,
          withExpense(order, pence, now()),
          () => provider.recordExpense!(order.order_id, pence / 100),
          `Could not record the expense on your ${name(order)} card, so its balance has been restored.`,
          `Expense recorded on your ${name(order)} card.`,
        )
    : undefined;
  const archive = provider.archiveOrder
    ? (order: GiftCardOrder) =>
        void write(
          order,
          withArchived(order),
          () => provider.archiveOrder!(order.order_id),
          `Could not archive your ${name(order)} card, so it is back in your wallet.`,
          `Your ${name(order)} card has been archived.`,
        )
    : undefined;

  return (
    <WalletView
      {...props}
      orders={items}
      status={orders.status}
      error={orders.error}
      onRetry={orders.reload}
      tab={tab}
      onTabChange={(next) => {
        setInnerTab(next);
        setNotice(null);
        onTabChange?.(next);
      }}
      artwork={artwork}
      busyOrderIds={busy}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      {...(recordExpense ? { onRecordExpense: recordExpense } : {})}
      {...(archive ? { onArchive: archive } : {})}
    />
  );
}
