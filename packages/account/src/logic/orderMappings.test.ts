import { describe, expect, it } from 'vitest';
import type { GiftCardOrder } from '@giftcash/core';
import {
  emptyTabText,
  isOnTab,
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

describe('payment status', () => {
  it.each([
    [1, 'Processing', 'pending'],
    [2, 'Pending', 'pending'],
    [3, 'Completed (PAID)', 'paid'],
    [4, 'Cancelled', 'cancelled'],
    [7, 'Unknown', 'pending'],
  ])('%s → %s (%s)', (status, label, state) => {
    expect(paymentStatusLabel(status)).toBe(label);
    expect(paymentStatusState(status)).toBe(state);
  });
});

describe('tabs', () => {
  const orders = [
    order({ order_id: 'paid', status: 3 }),
    order({ order_id: 'paid-archived', status: 3, archived: true }),
    order({ order_id: 'cancelled', status: 4 }),
    order({ order_id: 'cancelled-archived', status: 4, archived: true }),
    order({ order_id: 'pending', status: 2 }),
  ];
  it('Active is status 3 and not archived', () => {
    expect(ordersForTab(orders, 'active').map((o) => o.order_id)).toEqual(['paid']);
  });
  it('Archived is every archived order', () => {
    expect(ordersForTab(orders, 'archived').map((o) => o.order_id)).toEqual([
      'paid-archived',
      'cancelled-archived',
    ]);
  });
  it('Failed is status 4', () => {
    expect(ordersForTab(orders, 'failed').map((o) => o.order_id)).toEqual([
      'cancelled',
      'cancelled-archived',
    ]);
    expect(isOnTab(order({ status: 1 }), 'failed')).toBe(false);
  });
  it('names the empty tab', () => {
    expect(emptyTabText('active')).toBe('No active gift cards found.');
    expect(emptyTabText('failed')).toBe('No failed gift cards found.');
  });
});
