import { fromPence, toPence, type GiftCardOrder } from '@giftcash/core';

/**
 * Optimistic writes: show the expected result at once, then keep the server's answer, or put
 * the previous value back when the write fails.
 */
export interface OptimisticOptions<T> {
  /** The value before the change (restored on failure). */
  previous: T;
  /** The value to show while the write is under way. */
  optimistic: T;
  /** Shows a value (called with `optimistic`, then with the server's answer or `previous`). */
  apply: (value: T) => void;
  /** The write; resolves with the stored value. */
  write: () => Promise<T>;
}

export type OptimisticResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Applies `optimistic`, runs `write`, then applies its result, or rolls back to `previous`.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export async function runOptimistic<T>({
  previous,
  optimistic,
  apply,
  write,
}: OptimisticOptions<T>): Promise<OptimisticResult<T>> {
  apply(optimistic);
  try {
    const value = await write();
    apply(value);
    return { ok: true, value };
  } catch (error) {
    apply(previous);
    return { ok: false, error };
  }
}

/**
 * The order after spending `pence`: available balance down, used balance up, and a new
 * transaction at `now`. Exact in pence; never goes below zero.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export function withExpense(order: GiftCardOrder, pence: number, now: number): GiftCardOrder {
  const available = toPence(order.balance_available) || 0;
  const spent = Math.max(0, Math.min(pence, available));
  const used = toPence(order.balance_used ?? 0) || 0;
  return {
    ...order,
    balance_available: fromPence(available - spent),
    balance_used: fromPence(used + spent),
    balance_history: [
      ...(order.balance_history ?? []),
      { created_at: now, amount: fromPence(spent) },
    ],
  };
}

/**
 * The order moved to the archive.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export const withArchived = (order: GiftCardOrder): GiftCardOrder => ({ ...order, archived: true });

/** `orders` with the order of the same id replaced by `next`. */
export const replaceOrder = (
  orders: readonly GiftCardOrder[],
  next: GiftCardOrder,
): GiftCardOrder[] => orders.map((order) => (order.order_id === next.order_id ? next : order));
