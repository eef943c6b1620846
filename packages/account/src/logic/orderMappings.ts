import type { GiftCardOrder } from '@giftcash/core';
import { ORDER_STATUS } from '@giftcash/core';

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

/** Whether an order belongs on a tab: Active = status 3 and not archived; Archived = archived; Failed = status 4. */
export function isOnTab(order: GiftCardOrder, tab: WalletTab): boolean {
  switch (tab) {
    case 'active':
      return order.status === ORDER_STATUS.completed && !order.archived;
    case 'archived':
      return order.archived === true;
    case 'failed':
      return order.status === ORDER_STATUS.cancelled;
  }
}

/** The orders of one tab, in the order given. */
export const ordersForTab = (orders: readonly GiftCardOrder[], tab: WalletTab): GiftCardOrder[] =>
  orders.filter((order) => isOnTab(order, tab));

/** The empty text of the spec: `No {tab} gift cards found.` */
export const emptyTabText = (tab: WalletTab): string => `No ${tab} gift cards found.`;
