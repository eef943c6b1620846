import type { BalanceHistoryEntry, GiftCardOrder } from '@giftcash/core';

/** Where the sample provider keeps order changes between page loads. */
export const SAMPLE_ORDERS_STORAGE_KEY = 'giftcash:sample-orders';

/** The part of web storage the sample provider uses. */
export type SampleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Changes made to one order through the sample provider. */
export type OrderChanges = Partial<
  Pick<GiftCardOrder, 'archived' | 'balance_history' | 'balance_available' | 'balance_used'>
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Keeps only well-formed fields of stored changes (storage is editable by anyone). */
function cleanChanges(value: unknown): OrderChanges | undefined {
  if (!isRecord(value)) return undefined;
  const changes: OrderChanges = {};
  if (typeof value.archived === 'boolean') changes.archived = value.archived;
  const history = value.balance_history;
  const isEntry = (entry: unknown): entry is BalanceHistoryEntry =>
    isRecord(entry) && isAmount(entry.created_at) && isAmount(entry.amount);
  // A history with any malformed entry is ignored as a whole.
  if (Array.isArray(history) && history.every(isEntry)) {
    changes.balance_history = history.map(({ created_at, amount }) => ({ created_at, amount }));
  }
  if (isAmount(value.balance_available)) changes.balance_available = value.balance_available;
  if (isAmount(value.balance_used)) changes.balance_used = value.balance_used;
  return Object.keys(changes).length > 0 ? changes : undefined;
}

function browserStorage(): SampleStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // Storage blocked (private mode, sandboxed frame).
  }
}

/**
 * Order changes kept in memory and mirrored to storage under {@link SAMPLE_ORDERS_STORAGE_KEY}
 * as `{ [orderId]: changes }`. Storage is opened lazily on first use; a storage that throws,
 * or holds something unreadable, degrades to memory only.
 */
export class OrderChangeStore {
  private changes: Map<string, OrderChanges> | undefined;
  private storage: SampleStorage | null | undefined;

  /** `undefined`: the browser's localStorage when there is one; `null`: memory only. */
  constructor(storage?: SampleStorage | null) {
    this.storage = storage;
  }

  private resolveStorage(): SampleStorage | null {
    if (this.storage === undefined) this.storage = browserStorage();
    return this.storage;
  }

  private load(): Map<string, OrderChanges> {
    if (this.changes) return this.changes;
    const changes = new Map<string, OrderChanges>();
    try {
      const raw = this.resolveStorage()?.getItem(SAMPLE_ORDERS_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      if (isRecord(parsed)) {
        for (const [orderId, value] of Object.entries(parsed)) {
          const clean = cleanChanges(value);
          if (clean) changes.set(orderId, clean);
        }
      }
    } catch {
      // Unreadable storage: start with no changes.
    }
    this.changes = changes;
    return changes;
  }

  /** The changes recorded for `orderId`, if any. */
  get(orderId: string): OrderChanges | undefined {
    return this.load().get(orderId);
  }

  /** Merges `update` into the changes of `orderId` and writes them to storage. */
  update(orderId: string, update: OrderChanges): void {
    const changes = this.load();
    changes.set(orderId, { ...changes.get(orderId), ...update });
    try {
      this.resolveStorage()?.setItem(
        SAMPLE_ORDERS_STORAGE_KEY,
        JSON.stringify(Object.fromEntries(changes)),
      );
    } catch {
      // Quota exceeded or storage blocked: the change is kept in memory only.
    }
  }

  /** Applies the recorded changes to an order; a stored balance never exceeds the card's amount. */
  apply(order: GiftCardOrder): GiftCardOrder {
    const changes = this.get(order.order_id);
    if (!changes) return order;
    const changed = { ...order, ...changes };
    return changed.balance_available > order.amount
      ? { ...changed, balance_available: order.amount }
      : changed;
  }

  /** Forgets every change, in memory and in storage. */
  clear(): void {
    this.changes = new Map();
    try {
      this.resolveStorage()?.removeItem(SAMPLE_ORDERS_STORAGE_KEY);
    } catch {
      // Nothing more to do.
    }
  }
}
