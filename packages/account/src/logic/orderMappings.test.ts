import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GiftCardOrder } from '@giftcash/core';
import {
  emptyTabText,
  isOnTab,
  orderCardState,
  orderMoneyText,
  orderStatusText,
  walletTabOf,
  WALLET_TABS,
  type WalletTab,
  ordersForTab,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusState,
} from './orderMappings';

const order = (over: Partial<GiftCardOrder>): GiftCardOrder => ({
  order_id: 'o',
  title: 'T',
  created_at: 0,
  status: 3,
  amount: 10,
  payment_type: 1,
  archived: false,
  balance_history: [],
  balance_available: 10,
  ...over,
});

describe('payment method', () => {
  it.each([
    [1, 'Paid by Cash Account'],
    [2, 'Paid by Bank'],
    [3, 'Paid by Cashback'],
    [4, 'Paid by Apple Pay'],
    [5, 'Paid by Google Pay'],
    [0, 'Unspecified'],
    [6, 'Unspecified'],
    [9, 'Unspecified'],
    [undefined, 'Unspecified'],
    ['1', 'Unspecified'],
  ])('%s → %s', (type, label) => expect(paymentMethodLabel(type)).toBe(label));
});

describe('an order status, as Payment Status and as what the card can do', () => {
  // One row a status: the payment label and badge, then the card's state and its plain words.
  it.each([
    [1, 'Processing', 'pending', 'issuing', 'Processing'],
    [2, 'Pending', 'pending', 'issuing', 'Pending'],
    [3, 'Completed (PAID)', 'paid', 'usable', 'Ready to use'],
    [4, 'Cancelled', 'cancelled', 'cancelled', 'Cancelled'],
    [7, 'Unknown', 'pending', 'unknown', 'Status unknown'],
    ['3', 'Unknown', 'pending', 'unknown', 'Status unknown'],
  ])('status %j: payment %s (%s); card %s: %s', (status, label, badge, state, text) => {
    expect(paymentStatusLabel(status)).toBe(label);
    expect(paymentStatusState(status)).toBe(badge);
    expect(orderCardState(status)).toBe(state);
    expect(orderStatusText(status)).toBe(text);
  });
});

describe('tabs', () => {
  const orders = [
    order({ order_id: 'paid', status: 3 }),
    order({ order_id: 'paid-archived', status: 3, archived: true }),
    order({ order_id: 'cancelled', status: 4 }),
    order({ order_id: 'cancelled-archived', status: 4, archived: true }),
    order({ order_id: 'pending', status: 2 }),
    order({ order_id: 'processing', status: 1 }),
    order({ order_id: 'unknown', status: 9 }),
  ];
  const ids = (tab: WalletTab) => ordersForTab(orders, tab).map((o) => o.order_id);
  it('Active is every order not archived and not cancelled: usable cards and cards on their way', () => {
    expect(ids('active')).toEqual(['paid', 'pending', 'processing', 'unknown']);
  });
  it('Archived is every archived order, whatever its status', () => {
    expect(ids('archived')).toEqual(['paid-archived', 'cancelled-archived']);
  });
  it('Failed is a cancelled order that is not archived: a cancelled, archived order shows once', () => {
    expect(ids('failed')).toEqual(['cancelled']);
    expect(isOnTab(order({ status: 1 }), 'failed')).toBe(false);
  });
  it('puts every order in exactly one tab', () => {
    const statuses = fc.oneof(
      fc.constantFrom<unknown>(1, 2, 3, 4, 0, 5, undefined, null, '3'),
      fc.integer(),
    );
    fc.assert(
      fc.property(
        statuses,
        fc.constantFrom<unknown>(true, false, undefined, 'true'),
        (status, archived) => {
          const one = order({ status, archived } as Partial<GiftCardOrder>);
          const tabs = WALLET_TABS.filter(({ value }) => isOnTab(one, value)).map(
            ({ value }) => value,
          );
          expect(tabs).toEqual([walletTabOf(one)]);
        },
      ),
    );
  });
  it('names the empty tab', () => {
    expect(emptyTabText('active')).toBe('No active gift cards found.');
    expect(emptyTabText('failed')).toBe('No failed gift cards found.');
  });
});

describe('what a card can do, in plain words', () => {
  it('a usable card needs no words about its money: its balance says it', () => {
    expect(orderMoneyText(order({ status: 3 }))).toBeNull();
  });
  it('a cancelled order says no card was issued and where the money goes back', () => {
    expect(orderMoneyText(order({ status: 4, amount: 200, payment_type: 4 }))).toBe(
      'No gift card was issued. The £200.00 you paid goes back to your Apple Pay card.',
    );
    expect(orderMoneyText(order({ status: 4, amount: 50, payment_type: 3 }))).toBe(
      'No gift card was issued. The £50.00 you paid goes back to your cashback balance.',
    );
    expect(orderMoneyText(order({ status: 4, amount: 50, payment_type: 8 }))).toBe(
      'No gift card was issued. The £50.00 you paid goes back to the way you paid.',
    );
  });
  it('a card on its way and a status the site does not know show no balance, and say why', () => {
    expect(orderMoneyText(order({ status: 1 }))).toMatch(/^Your gift card is on its way/);
    expect(orderMoneyText(order({ status: 2 }))).toMatch(/usually within 2 hours\.$/);
    expect(orderMoneyText(order({ status: 0 }))).toMatch(/no balance to show/);
  });
});
