import type { DataProvider, EndpointKey, EndpointResults, RequestOptions } from '@giftcash/core';
import { GiftcashError } from '@giftcash/core';
import { validatePlayResult, validateResponse } from '@giftcash/core';
import type { RandomSource } from '@giftcash/core/games';
import type { Brand, GiftCardOrder } from '@giftcash/core';
import { fromPence, toPence } from '@giftcash/core';
import { OrderChangeStore, type SampleStorage } from './orderChanges';
import { createSampleSource } from './responses';
import type { SampleArtAddress } from './artwork';
import { createPlayLedger } from './playLedger';

/** Options of {@link createSampleProvider}. */
export interface SampleProviderOptions {
  /**
   * Artificial delay of every call in milliseconds (the spec's mock delay is 200); the first
   * brands read is built in short slices while it waits. With none, every call answers on a
   * microtask, with no timer, so a server render that waits for no timer (Next.js prerendering
   * under `cacheComponents`) has the data. @default 0
   */
  delay?: number;
  /** How many sample brands. @default 168 */
  brandCount?: number;
  /** Seed of the sample data. @default DEFAULT_SEED */
  seed?: number;
  /** Clock, read at request time. @default Date.now */
  now?: () => number;
  /**
   * Where order changes (expenses, archiving) are kept between page loads.
   * @default window.localStorage when available; `null` keeps them in memory only
   */
  storage?: SampleStorage | null;
  /** Random source in [0, 1) for the plays' draw (`playGame`). @default crypto.getRandomValues */
  random?: RandomSource;
  /** The sample person's coins before their first play. @default 12,450,000 */
  coins?: number;
  /**
   * Where the sample art (brands' gift cards and logos, the prize cards) is served instead of
   * drawn in the data: called with each image's `key` (e.g. `brands/<id>.logo`) and its `svg()`,
   * it returns an absolute or root-relative (`/…`) address, or `undefined` to keep the drawn
   * SVG data URI. @default every image drawn as an SVG data URI
   */
  art?: SampleArtAddress;
}

/** The sample provider: every read (reviews too) plus the `recordExpense`, `archiveOrder` and `playGame` writes. */
export type SampleProvider = DataProvider &
  Required<Pick<DataProvider, 'getReviews' | 'recordExpense' | 'archiveOrder' | 'playGame'>>;

const abortedError = (endpoint: string) =>
  new GiftcashError('aborted', 'Request aborted', endpoint);

/**
 * Resolves after `ms`, or rejects with `Request aborted` as soon as `signal` aborts. With no
 * delay, no timer: it settles on a microtask.
 */
function wait(ms: number, signal: AbortSignal | undefined, endpoint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(endpoint));
      return;
    }
    if (ms <= 0) {
      resolve();
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(endpoint));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const BRANDS_SLICE = 12;

/**
 * What `validateResponse('brands', raw)` returns, worked out a slice of brands per task (the
 * browser can answer a tap in between). Equal to the one-go result: a brand is checked on its own,
 * an id seen in an earlier slice is dropped as one validation drops a repeated id, and a slice
 * that fails as a whole (every brand in it broken) hands over to one validation, which decides.
 */
export async function validateBrandsInSlices(
  raw: EndpointResults['brands'],
  slice = BRANDS_SLICE,
): Promise<EndpointResults['brands']> {
  if (!Array.isArray(raw.brands)) return validateResponse('brands', raw);
  try {
    const { categories } = validateResponse('brands', { brands: [], categories: raw.categories });
    const brands: Brand[] = [];
    const ids = new Set<string>();
    for (let start = 0; start < raw.brands.length; start += slice) {
      if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      for (const brand of validateResponse('brands', {
        brands: raw.brands.slice(start, start + slice),
      }).brands) {
        if (ids.has(brand.id)) continue;
        ids.add(brand.id);
        brands.push(brand);
      }
    }
    return { brands, categories };
  } catch {
    return validateResponse('brands', raw);
  }
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/**
 * A {@link DataProvider} over the built-in sample data: no network, optional delay. Reads go
 * through `validateResponse`, so they have exactly the shape the HTTP provider gives. Order
 * changes made with `recordExpense` and `archiveOrder` persist in storage. `playGame` plays
 * for one sample person in memory (draw, daily limits, free entries, coins, idempotency), as
 * the sample API does. `signIn`/`signOut`
 * are left out, so a site keeps the spec's local signed-in flag.
 */
export function createSampleProvider(options: SampleProviderOptions = {}): SampleProvider {
  const delay = Math.max(0, options.delay ?? 0);
  const now = options.now ?? (() => Date.now());
  const source = createSampleSource({
    brandCount: options.brandCount,
    seed: options.seed,
    art: options.art,
  });
  const store = new OrderChangeStore(options.storage);
  // Responses that do not change with the clock are validated once.
  const stable = new Map<EndpointKey, unknown>();
  const STABLE: readonly EndpointKey[] = ['brands', 'minigames', 'wheelConfig', 'scratchConfig'];
  // Answers built without the clock: reading them reads no clock either, so a server render that
  // may not read it while prerendering (Next.js under cacheComponents) can read them.
  const CLOCKLESS: readonly EndpointKey[] = ['brands', 'wheelConfig', 'scratchConfig'];
  const responseOf = <K extends EndpointKey>(key: K) =>
    source.response(key, CLOCKLESS.includes(key) ? 0 : now());
  const BUILT_FROM_BRANDS: readonly EndpointKey[] = ['brands', 'orders', 'profile'];

  let ledger: ReturnType<typeof createPlayLedger> | undefined;
  const ledgerOf = () =>
    (ledger ??= createPlayLedger({
      games: build('minigames'),
      now,
      random: options.random,
      coins: options.coins,
    }));

  function rawOrders() {
    const payload = source.response('orders', now());
    return { ...payload, items: payload.items.map((order) => store.apply(order)) };
  }

  function build<K extends EndpointKey>(key: K): EndpointResults[K] {
    if (stable.has(key)) return stable.get(key) as EndpointResults[K];
    const raw = key === 'orders' ? rawOrders() : responseOf(key);
    const value = validateResponse(key, raw);
    if (STABLE.includes(key)) stable.set(key, value);
    return value;
  }

  // The first brands read validates in slices too: all 168 in one go is a long task on a phone.
  let validatingBrands: Promise<void> | undefined;
  const validateBrands = () =>
    (validatingBrands ??= validateBrandsInSlices(responseOf('brands')).then(
      (value) => {
        if (!stable.has('brands')) stable.set('brands', value);
      },
      () => {
        // Validated in one go at the read, which reports what is wrong.
        validatingBrands = undefined;
      },
    ));

  async function read<K extends EndpointKey>(
    key: K,
    { signal }: RequestOptions = {},
  ): Promise<EndpointResults[K]> {
    if (delay > 0) {
      // The brands (and what is made from them) are built in slices while the answer waits.
      await Promise.all([
        wait(delay, signal, key),
        BUILT_FROM_BRANDS.includes(key) ? source.prepare?.() : undefined,
      ]);
      if (key === 'brands' && !stable.has('brands')) await validateBrands();
    } else {
      // No delay, no timer: the answer comes on a microtask, so a server render that waits for
      // no timer (React Server Components prerendered by Next.js under cacheComponents) has it.
      await wait(0, signal, key);
    }
    if (signal?.aborted) throw abortedError(key);
    return build(key);
  }

  function findOrder(orderId: string): GiftCardOrder {
    const order = rawOrders().items.find((item) => item.order_id === orderId);
    if (!order) throw new Error(`Order ${orderId} not found`);
    return order;
  }

  function validated(order: GiftCardOrder): GiftCardOrder {
    return validateResponse('orders', { items: [order], next_token: null })
      .items[0] as GiftCardOrder;
  }

  return {
    getBrands: (requestOptions) => read('brands', requestOptions),
    getMinigames: (requestOptions) => read('minigames', requestOptions),
    getLotteries: (requestOptions) => read('lotteries', requestOptions),
    getWheelConfig: (requestOptions) => read('wheelConfig', requestOptions),
    getScratchConfig: (requestOptions) => read('scratchConfig', requestOptions),
    getProfile: (requestOptions) => read('profile', requestOptions),
    getOrders: (requestOptions) => read('orders', requestOptions),
    getRaffleResults: (requestOptions) => read('raffleResults', requestOptions),
    getWinners: (requestOptions) => read('winners', requestOptions),
    getReviews: (requestOptions) => read('reviews', requestOptions),

    async recordExpense(orderId, amount, { signal } = {}) {
      await wait(delay, signal, 'orders');
      if (typeof amount !== 'number' || !Number.isFinite(amount)) {
        throw new RangeError('Expense amount must be a number of pounds');
      }
      const pence = toPence(amount);
      if (!(pence > 0)) throw new RangeError('Expense amount must be more than £0.00');
      const order = findOrder(orderId);
      const availablePence = toPence(order.balance_available);
      if (pence > availablePence) {
        throw new RangeError(
          `Expense amount ${pounds(pence)} is more than the available balance of ${pounds(availablePence)}`,
        );
      }
      const usedPence =
        order.balance_used !== undefined
          ? toPence(order.balance_used)
          : toPence(order.amount) - availablePence;
      store.update(orderId, {
        balance_history: [
          ...order.balance_history,
          { created_at: now(), amount: fromPence(pence) },
        ],
        balance_available: fromPence(availablePence - pence),
        balance_used: fromPence(usedPence + pence),
      });
      return validated(findOrder(orderId));
    },

    async playGame(gameId, { signal, idempotencyKey } = {}) {
      await wait(delay, signal, 'play');
      return validatePlayResult(ledgerOf().play('sample', gameId, idempotencyKey));
    },

    async archiveOrder(orderId, { signal } = {}) {
      await wait(delay, signal, 'orders');
      findOrder(orderId);
      store.update(orderId, { archived: true });
      return validated(findOrder(orderId));
    },
  };
}
