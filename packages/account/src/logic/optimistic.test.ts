import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { GiftCardOrder } from '@giftcash/core';
import { penceArb } from '@giftcash/core/testing';
import { replaceOrder, runOptimistic, withArchived, withExpense } from './optimistic';

const order: GiftCardOrder = {
  order_id: 'ord_1',
  title: 'Tesco Gift Card',
  created_at: 1,
  status: 3,
  amount: 50,
  payment_type: 1,
  archived: false,
  balance_history: [{ created_at: 2, amount: 10.1 }],
  balance_available: 39.9,
  balance_used: 10.1,
};

describe('runOptimistic', () => {
  it('shows the optimistic value at once, then the stored one', async () => {
    const apply = vi.fn();
    let finish: (value: string) => void = () => {};
    const pending = runOptimistic({
      previous: 'a',
      optimistic: 'b',
      apply,
      write: () => new Promise<string>((r) => (finish = r)),
    });
    expect(apply).toHaveBeenLastCalledWith('b');
    finish('c');
    await expect(pending).resolves.toEqual({ ok: true, value: 'c' });
    expect(apply.mock.calls.map(([v]) => v)).toEqual(['b', 'c']);
  });

  it('rolls back to the previous value when the write fails', async () => {
    const apply = vi.fn();
    const error = new Error('Request failed with status code 500');
    const result = await runOptimistic({
      previous: 'a',
      optimistic: 'b',
      apply,
      write: () => Promise.reject(error),
    });
    expect(result).toEqual({ ok: false, error });
    expect(apply.mock.calls.map(([v]) => v)).toEqual(['b', 'a']);
  });
});

describe('withExpense', () => {
  it('moves the amount from available to used and adds a transaction', () => {
    const next = withExpense(order, 990, 99);
    expect(next.balance_available).toBe(30);
    expect(next.balance_used).toBe(20);
    expect(next.balance_history).toEqual([
      ...order.balance_history,
      { created_at: 99, amount: 9.9 },
    ]);
    expect(order.balance_available).toBe(39.9);
  });

  it('keeps pounds exact and never below zero (property)', () => {
    fc.assert(
      fc.property(penceArb(1_000_000), penceArb(2_000_000), (available, spend) => {
        const next = withExpense(
          { ...order, balance_available: available / 100, balance_used: 0 },
          spend,
          5,
        );
        const spent = Math.min(spend, available);
        expect(Math.round(next.balance_available * 100)).toBe(available - spent);
        expect(next.balance_available).toBeGreaterThanOrEqual(0);
        expect(next.balance_used).toBe(spent / 100);
      }),
    );
  });
});

describe('withArchived / replaceOrder', () => {
  it('archives a copy and replaces by id', () => {
    const archived = withArchived(order);
    expect(archived.archived).toBe(true);
    expect(order.archived).toBe(false);
    const other = { ...order, order_id: 'ord_2' };
    expect(replaceOrder([order, other], archived)).toEqual([archived, other]);
  });
});
