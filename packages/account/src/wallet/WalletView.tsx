'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import type { GiftCardOrder } from '@giftcash/core';
import { AppDownloadDialog, Link, useControllableState, useRoutes, cx } from '@giftcash/core/react';
import { emptyTabText, ordersForTab, WALLET_TABS, type WalletTab } from '../logic/orderMappings';
import { Heading, sub, type HeadingLevel } from '../shared/Heading';
import { EmptyWalletArt } from '../shared/EmptyWalletArt';
import { ScreenStatus } from '../shared/ResourceScreen';
import { ExpenseDialog } from './ExpenseDialog';
import { OrderTile, type OrderArtwork } from './OrderTile';

/** A message above the orders, e.g. a failed write that was rolled back. */
export interface WalletNotice {
  /** `error` is announced as an alert; `info` politely. */
  kind: 'error' | 'info';
  /** The text shown (as text, never as markup). */
  message: string;
}

/**
 * Props of {@link WalletView}: a `<section>`'s attributes (spread on it, which takes the ref), plus
 * the orders and their load state, the tab (`tab` / `defaultTab` / `onTabChange`, replacing the
 * `<section>`'s own `defaultValue`), the writes under way and what the buttons do.
 */
export interface WalletViewProps extends Omit<HTMLAttributes<HTMLElement>, 'defaultValue'> {
  /** Every order (each tab shows its own); `undefined` while loading. */
  orders: readonly GiftCardOrder[] | undefined;
  /** Load state of `orders`. @default 'success' */
  status?: 'loading' | 'error' | 'success';
  /** The load failure (shown as `Error: {message}`, default `Failed to load orders`). */
  error?: unknown;
  /** Retry button on a load failure. */
  onRetry?: () => void;
  /** The selected tab (controlled). */
  tab?: WalletTab;
  /** The first tab when uncontrolled. @default 'active' */
  defaultTab?: WalletTab;
  /** Called when a tab is chosen. */
  onTabChange?: (tab: WalletTab) => void;
  /** Artwork and logos by `brand_id`. */
  artwork?: Readonly<Record<string, OrderArtwork>>;
  /** Orders with a write under way. */
  busyOrderIds?: readonly string[];
  /** A message above the orders. */
  notice?: WalletNotice | null;
  /** Dismisses `notice`. */
  onDismissNotice?: () => void;
  /** Records a confirmed expense (pence). Without it, Confirm sends the person to the app. */
  onRecordExpense?: (order: GiftCardOrder, pence: number) => void;
  /** Archives an order. Without it, Archive sends the person to the app. */
  onArchive?: (order: GiftCardOrder) => void;
  /** Level of the title. @default 1 */
  headingLevel?: HeadingLevel;
}

interface AppPrompt {
  title: string;
  description: string;
  params?: Record<string, string>;
}

/** The Gift Cards Wallet: tabs Active / Archived / Failed with an order tile per card. */
export const WalletView = forwardRef<HTMLElement, WalletViewProps>(function WalletView(
  {
    orders,
    status = 'success',
    error,
    onRetry,
    tab: tabProp,
    defaultTab = 'active',
    onTabChange,
    artwork = {},
    busyOrderIds = [],
    notice,
    onDismissNotice,
    onRecordExpense,
    onArchive,
    headingLevel = 1,
    className,
    ...rest
  },
  ref,
) {
  const [tab, setTab] = useControllableState<WalletTab>({
    value: tabProp,
    defaultValue: defaultTab,
    onChange: onTabChange,
    name: 'WalletView',
  });
  const catalogueHref = useRoutes().catalogue;
  const [expenseOrder, setExpenseOrder] = useState<GiftCardOrder | null>(null);
  const [prompt, setPrompt] = useState<AppPrompt | null>(null);
  const [lastPrompt, setLastPrompt] = useState<AppPrompt | null>(null);
  const openPrompt = (next: AppPrompt) => {
    setLastPrompt(next);
    setPrompt(next);
  };
  const shown = prompt ?? lastPrompt;

  const list = (value: WalletTab) => {
    if (status === 'loading' || (status !== 'error' && !orders))
      return <ScreenStatus kind="loading" text="Loading orders..." />;
    if (status === 'error')
      return (
        <ScreenStatus
          kind="error"
          error={error}
          fallback="Failed to load orders"
          {...(onRetry ? { onRetry } : {})}
        />
      );
    const items = ordersForTab(orders ?? [], value);
    if (items.length === 0) {
      return (
        <div className="gc-account-empty">
          <EmptyWalletArt />
          <ScreenStatus kind="empty" text={emptyTabText(value)} />
          {/* An empty wallet's next step: gift cards are chosen in the catalogue. */}
          {value === 'active' ? (
            <Link className="gc-button" data-variant="secondary" href={catalogueHref}>
              Browse gift cards
            </Link>
          ) : null}
        </div>
      );
    }
    return (
      <ul className="gc-wallet-list">
        {items.map((order) => (
          <li key={order.order_id}>
            <OrderTile
              order={order}
              headingLevel={sub(headingLevel, 1)}
              {...(order.brand_id && Object.prototype.hasOwnProperty.call(artwork, order.brand_id)
                ? { artwork: artwork[order.brand_id] }
                : {})}
              state={busyOrderIds.includes(order.order_id) ? 'busy' : 'idle'}
              onRecordTransaction={setExpenseOrder}
              onArchive={(target) =>
                onArchive
                  ? onArchive(target)
                  : openPrompt({
                      title: 'Archive in the GiftCash app',
                      description: 'Organise your gift cards in the GiftCash app.',
                    })
              }
              onBuyAgain={(target) =>
                openPrompt({
                  title: `Buy ${target.brand || target.title} again in the app`,
                  description: 'Gift cards are bought in the GiftCash app, with instant cashback.',
                  ...(target.brand_id ? { params: { brand: target.brand_id } } : {}),
                })
              }
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section ref={ref} className={cx('gc-screen gc-account-screen gc-wallet', className)} {...rest}>
      <Heading level={headingLevel} className="gc-screen-title gc-account-title">
        Gift Cards Wallet
      </Heading>
      {notice ? (
        <div
          className="gc-account-notice"
          data-kind={notice.kind}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{notice.message}</span>
          {onDismissNotice ? (
            <button
              type="button"
              className="gc-button"
              data-variant="secondary"
              onClick={onDismissNotice}
            >
              Dismiss
            </button>
          ) : null}
        </div>
      ) : null}
      <Tabs.Root
        className="gc-wallet-tabs"
        value={tab}
        onValueChange={(value) => setTab(value as WalletTab)}
      >
        <Tabs.List className="gc-wallet-tablist" aria-label="Gift card orders">
          {WALLET_TABS.map((entry) => (
            <Tabs.Trigger
              key={entry.value}
              value={entry.value}
              className="gc-button gc-wallet-tab"
              data-variant="plain"
            >
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {WALLET_TABS.map((entry) => (
          <Tabs.Content key={entry.value} value={entry.value} className="gc-wallet-panel">
            {entry.value === tab ? list(entry.value) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ExpenseDialog
        order={expenseOrder}
        onOpenChange={(open) => {
          if (!open) setExpenseOrder(null);
        }}
        onConfirm={(order, pence) => {
          if (onRecordExpense) onRecordExpense(order, pence);
          else
            openPrompt({
              title: 'Log expenses in the GiftCash app',
              description: 'Keep every gift card balance up to date in the GiftCash app.',
            });
        }}
      />
      <AppDownloadDialog
        open={prompt !== null}
        onOpenChange={(open) => {
          if (!open) setPrompt(null);
        }}
        {...(shown ? { title: shown.title, description: shown.description } : {})}
        {...(shown?.params ? { params: shown.params } : {})}
      />
    </section>
  );
});
