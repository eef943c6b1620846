import { formatGBP, ORDER_STATUS, type GiftCardOrder } from '@giftcash/core';

/** The wallet's three tabs. */
export type WalletTab = 'active' | 'archived' | 'failed';

/** Tabs in display order with their labels. */
export const WALLET_TABS: ReadonlyArray<{ value: WalletTab; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'failed', label: 'Failed' },
];

/** Order status labels (spec section 4). */
export const ORDER_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'Processing',
  2: 'Pending',
  3: 'Completed (PAID)',
  4: 'Cancelled',
};

/** Payment method labels by `payment_type` (spec section 4). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<number, string>> = {
  1: 'Paid by Cash Account',
  2: 'Paid by Bank',
  3: 'Paid by Cashback',
  4: 'Paid by Apple Pay',
  5: 'Paid by Google Pay',
};

/** The payment status label; unknown numbers show `Unknown`. */
export const paymentStatusLabel = (status: unknown): string =>
  (typeof status === 'number' && ORDER_STATUS_LABELS[status]) || 'Unknown';

/** The badge state: `paid` (green) for status 3 only. */
export const paymentStatusState = (status: unknown): 'paid' | 'cancelled' | 'pending' =>
  status === ORDER_STATUS.completed
    ? 'paid'
    : status === ORDER_STATUS.cancelled
      ? 'cancelled'
      : 'pending';

/** The payment method label; anything but 1–5 is `Unspecified`. */
export const paymentMethodLabel = (paymentType: unknown): string =>
  (typeof paymentType === 'number' && PAYMENT_METHOD_LABELS[paymentType]) || 'Unspecified';

/**
 * The one tab an order lives in. Archived takes every archived order (archiving is how a person
 * puts a card away, whatever its status); Failed takes cancelled orders (status 4) that are not
 * archived; Active takes the rest: usable cards (status 3) and cards still being issued (1, 2,
 * or a status the site does not know), so no order is in two tabs or in none. The spec's lists
 * overlap (a cancelled, archived order was in Archived and Failed) and leave pending orders out.
 */
export function walletTabOf(order: Pick<GiftCardOrder, 'status' | 'archived'>): WalletTab {
  if (order.archived === true) return 'archived';
  return order.status === ORDER_STATUS.cancelled ? 'failed' : 'active';
}

/** Whether an order belongs on a tab: the one tab {@link walletTabOf} gives it. */
export const isOnTab = (order: GiftCardOrder, tab: WalletTab): boolean =>
  walletTabOf(order) === tab;

/**
 * What a person can do with the card an order bought: `usable` (status 3: it has a balance, its
 * code and PIN, and spending can be recorded), `issuing` (1 Processing, 2 Pending: not a card
 * yet), `cancelled` (4: no card was issued) or `unknown` (any other status). Only a usable card
 * shows a balance.
 */
export type OrderCardState = 'usable' | 'issuing' | 'cancelled' | 'unknown';

/** The {@link OrderCardState} of an order's status. */
export const orderCardState = (status: unknown): OrderCardState =>
  status === ORDER_STATUS.completed
    ? 'usable'
    : status === ORDER_STATUS.processing || status === ORDER_STATUS.pending
      ? 'issuing'
      : status === ORDER_STATUS.cancelled
        ? 'cancelled'
        : 'unknown';

/**
 * The status in plain words, for the badge on an order: `Ready to use` (3), `Processing` (1),
 * `Pending` (2), `Cancelled` (4), else `Status unknown`. The spec's own label (`Completed (PAID)`)
 * stays under Payment Status ({@link paymentStatusLabel}).
 */
export const orderStatusText = (status: unknown): string =>
  status === ORDER_STATUS.completed
    ? 'Ready to use'
    : (typeof status === 'number' && ORDER_STATUS_LABELS[status]) || 'Status unknown';

/** Where a cancelled order's money goes back to, by `payment_type`. */
const REFUND_TO: Readonly<Record<number, string>> = {
  1: 'your GiftCash cash account',
  2: 'your bank account',
  3: 'your cashback balance',
  4: 'your Apple Pay card',
  5: 'your Google Pay card',
};

/**
 * What happened to the money of an order that has no usable card, in one or two plain
 * sentences; `null` for a usable card (its balance says it).
 */
export function orderMoneyText(
  order: Pick<GiftCardOrder, 'status' | 'amount' | 'payment_type'>,
): string | null {
  switch (orderCardState(order.status)) {
    case 'usable':
      return null;
    case 'cancelled': {
      const to =
        (typeof order.payment_type === 'number' && REFUND_TO[order.payment_type]) ||
        'the way you paid';
      return `No gift card was issued. The ${formatGBP(order.amount)} you paid goes back to ${to}.`;
    }
    case 'issuing':
      return 'Your gift card is on its way, usually within 2 hours.';
    case 'unknown':
      return 'This order’s status is unknown, so it has no balance to show.';
  }
}

/** The orders of one tab, in the order given. */
export const ordersForTab = (orders: readonly GiftCardOrder[], tab: WalletTab): GiftCardOrder[] =>
  orders.filter((order) => isOnTab(order, tab));

/** The empty text of the spec: `No {tab} gift cards found.` */
export const emptyTabText = (tab: WalletTab): string => `No ${tab} gift cards found.`;
