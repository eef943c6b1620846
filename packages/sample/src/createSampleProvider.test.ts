// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_METHODS, type EndpointKey, ORDER_STATUS } from '@giftcash/core';
import { GiftcashError } from '@giftcash/core';
import { validateResponse } from '@giftcash/core';
import { toPence } from '@giftcash/core';
import fc from 'fast-check';
import { createSampleProvider, validateBrandsInSlices } from './createSampleProvider';
import { SAMPLE_ORDERS_STORAGE_KEY, type SampleStorage } from './orderChanges';
import { buildSampleResponses, createSampleSource } from './responses';

const NOW = Date.UTC(2025, 5, 15, 12);

/** A Map-backed storage that records writes. */
function memoryStorage(
  initial: Record<string, string> = {},
): SampleStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwingStorage: SampleStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const provider = (
  storage: SampleStorage | null = null,
  extra: Parameters<typeof createSampleProvider>[0] = {},
) => createSampleProvider({ now: () => NOW, storage, ...extra });

async function firstOrder(
  p: ReturnType<typeof createSampleProvider>,
  test: (o: Awaited<ReturnType<typeof p.getOrders>>['items'][number]) => boolean,
) {
  const { items } = await p.getOrders();
  const order = items.find(test);
  if (!order) throw new Error('no matching sample order');
  return order;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('createSampleProvider reads', () => {
  it.each(Object.keys(ENDPOINT_METHODS) as EndpointKey[])(
    '%s resolves the validated sample payload',
    async (key) => {
      const p = provider();
      const method = ENDPOINT_METHODS[key];
      const value = await (p[method] as () => Promise<unknown>)();
      const raw = buildSampleResponses({ now: NOW })[key];
      expect(value).toEqual(validateResponse(key, raw));
    },
  );

  it('honours brandCount and seed', async () => {
    const { brands } = await provider(null, { brandCount: 1000 }).getBrands();
    expect(brands).toHaveLength(1000);
    const seeded = await provider(null, { seed: 7 }).getBrands();
    expect(seeded).not.toEqual(await provider().getBrands());
  });

  it('has no signIn or signOut, so sites keep the local signed-in flag', () => {
    const p = provider();
    expect(p.signIn).toBeUndefined();
    expect(p.signOut).toBeUndefined();
  });

  it('reads the clock at request time', async () => {
    let now = NOW;
    const p = createSampleProvider({ now: () => now, storage: null });
    const first = (await p.getLotteries())[0]!.next_draw_at;
    now += 2 * 86_400_000;
    const second = (await p.getLotteries())[0]!.next_draw_at;
    expect(second - first).toBe(2 * 86_400_000);
    expect(second).toBeGreaterThan(now);
  });

  it('waits for the delay', async () => {
    vi.useFakeTimers();
    const p = provider(null, { delay: 200 });
    let done = false;
    const pending = p.getWheelConfig().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it('rejects with Request aborted when aborted during the delay', async () => {
    vi.useFakeTimers();
    const p = provider(null, { delay: 200 });
    const controller = new AbortController();
    const pending = p.getBrands({ signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await expect(pending).rejects.toMatchObject({
      name: 'GiftcashError',
      code: 'aborted',
      message: 'Request aborted',
      endpoint: 'brands',
    });
    await expect(pending).rejects.toBeInstanceOf(GiftcashError);
  });

  it('with no delay, every read and write answers on a microtask, with no timer (a Next.js prerender waits for none)', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const p = provider();
    // A macrotask queued first would run before any answer that needed a timer.
    let macrotask = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (macrotask = true);
    channel.port2.postMessage(null);
    for (const method of Object.values(ENDPOINT_METHODS))
      await (p[method] as () => Promise<unknown>)();
    const order = await firstOrder(p, (o) => o.balance_available >= 1);
    await p.recordExpense(order.order_id, 1);
    await p.archiveOrder(order.order_id);
    await p.playGame('wheel-cashback-plus');
    expect(macrotask).toBe(false);
    expect(timers).not.toHaveBeenCalled();
    channel.port1.close();
  });

  it('reads no clock for brands, wheel and scratch configuration (a Next.js prerender may not)', async () => {
    const now = vi.fn(() => NOW);
    const clock = vi.spyOn(Date, 'now');
    const p = createSampleProvider({ now, storage: null });
    await p.getBrands();
    await p.getWheelConfig();
    await p.getScratchConfig();
    expect(now).not.toHaveBeenCalled();
    expect(clock).not.toHaveBeenCalled();
    await p.getLotteries();
    expect(now).toHaveBeenCalled();
  });

  it('rejects at once when the signal is already aborted (also with no delay)', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(provider().getProfile({ signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
      endpoint: 'profile',
    });
    await expect(
      provider().recordExpense('x', 1, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
  });
});

describe('createSampleProvider writes', () => {
  it('records an expense, updating history and balances in pence', async () => {
    const storage = memoryStorage();
    const p = provider(storage);
    const order = await firstOrder(
      p,
      (o) => o.status === ORDER_STATUS.completed && o.balance_available > 10,
    );
    const updated = await p.recordExpense(order.order_id, 3.1);
    expect(updated.balance_history).toHaveLength(order.balance_history.length + 1);
    expect(updated.balance_history.at(-1)).toEqual({ created_at: NOW, amount: 3.1 });
    expect(toPence(updated.balance_available)).toBe(toPence(order.balance_available) - 310);
    expect(toPence(updated.balance_used ?? NaN)).toBe(toPence(order.balance_used ?? NaN) + 310);
    expect(await firstOrder(p, (o) => o.order_id === order.order_id)).toEqual(updated);
    expect(
      JSON.parse(storage.data.get(SAMPLE_ORDERS_STORAGE_KEY) ?? '{}')[order.order_id],
    ).toMatchObject({
      balance_available: updated.balance_available,
    });
  });

  it('allows spending exactly the available balance', async () => {
    const p = provider();
    const order = await firstOrder(p, (o) => o.balance_available > 0);
    const updated = await p.recordExpense(order.order_id, order.balance_available);
    expect(updated.balance_available).toBe(0);
    expect(toPence(updated.balance_used ?? NaN)).toBe(toPence(order.amount));
  });

  it.each([
    ['zero', 0, /more than £0\.00/],
    ['negative', -5, /more than £0\.00/],
    ['under a penny', 0.004, /more than £0\.00/],
    ['NaN', Number.NaN, /number of pounds/],
    ['Infinity', Number.POSITIVE_INFINITY, /number of pounds/],
    ['a string', '5' as unknown as number, /number of pounds/],
  ])('rejects an amount that is %s', async (_label, amount, message) => {
    const p = provider();
    const order = await firstOrder(p, (o) => o.balance_available > 0);
    await expect(p.recordExpense(order.order_id, amount)).rejects.toThrow(message);
    expect(await firstOrder(p, (o) => o.order_id === order.order_id)).toEqual(order);
  });

  it('rejects an amount over the available balance (by a penny)', async () => {
    const p = provider();
    const order = await firstOrder(p, (o) => o.balance_available > 0);
    const over = (toPence(order.balance_available) + 1) / 100;
    await expect(p.recordExpense(order.order_id, over)).rejects.toThrow(
      /is more than the available balance of £/,
    );
  });

  it('rejects an unknown order', async () => {
    await expect(provider().recordExpense('nope', 1)).rejects.toThrow('Order nope not found');
    await expect(provider().archiveOrder('nope')).rejects.toThrow('Order nope not found');
  });

  it('archives an order', async () => {
    const p = provider();
    const order = await firstOrder(p, (o) => o.status === ORDER_STATUS.completed && !o.archived);
    const updated = await p.archiveOrder(order.order_id);
    expect(updated).toEqual({ ...order, archived: true });
    expect((await firstOrder(p, (o) => o.order_id === order.order_id)).archived).toBe(true);
  });

  it('keeps changes across a reload through storage', async () => {
    const storage = memoryStorage();
    const first = provider(storage);
    const order = await firstOrder(
      first,
      (o) => o.status === ORDER_STATUS.completed && !o.archived && o.balance_available > 5,
    );
    await first.recordExpense(order.order_id, 2.5);
    await first.archiveOrder(order.order_id);

    const reloaded = provider(storage);
    const again = await firstOrder(reloaded, (o) => o.order_id === order.order_id);
    expect(again.archived).toBe(true);
    expect(toPence(again.balance_available)).toBe(toPence(order.balance_available) - 250);
    expect(again.balance_history.at(-1)?.amount).toBe(2.5);
    // Orders nobody touched are unchanged.
    const others = (await reloaded.getOrders()).items.filter((o) => o.order_id !== order.order_id);
    expect(others).toEqual(
      (await provider().getOrders()).items.filter((o) => o.order_id !== order.order_id),
    );
  });

  it('uses window.localStorage by default', async () => {
    const p = createSampleProvider({ now: () => NOW });
    const order = await firstOrder(p, (o) => !o.archived);
    await p.archiveOrder(order.order_id);
    expect(JSON.parse(window.localStorage.getItem(SAMPLE_ORDERS_STORAGE_KEY) ?? '{}')).toEqual({
      [order.order_id]: { archived: true },
    });
    const reloaded = createSampleProvider({ now: () => NOW });
    expect((await firstOrder(reloaded, (o) => o.order_id === order.order_id)).archived).toBe(true);
  });

  it('keeps working in memory when storage throws', async () => {
    const p = provider(throwingStorage);
    const order = await firstOrder(p, (o) => o.balance_available > 1 && !o.archived);
    const updated = await p.recordExpense(order.order_id, 1);
    expect(toPence(updated.balance_available)).toBe(toPence(order.balance_available) - 100);
    expect((await p.archiveOrder(order.order_id)).archived).toBe(true);
    expect((await firstOrder(p, (o) => o.order_id === order.order_id)).archived).toBe(true);
  });

  it('ignores unreadable or tampered storage', async () => {
    const broken = provider(memoryStorage({ [SAMPLE_ORDERS_STORAGE_KEY]: '{not json' }));
    expect(await broken.getOrders()).toEqual(await provider().getOrders());

    const order = (await provider().getOrders()).items[0]!;
    const tampered = provider(
      memoryStorage({
        [SAMPLE_ORDERS_STORAGE_KEY]: JSON.stringify({
          [order.order_id]: {
            archived: 'yes',
            balance_available: -4,
            balance_history: [{ created_at: 1, amount: 'x' }],
            status: 1,
          },
        }),
      }),
    );
    const read = await firstOrder(tampered, (o) => o.order_id === order.order_id);
    expect(read).toEqual(order);
  });

  it('waits for the delay and can be aborted before writing', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const p = provider(storage, { delay: 200 });
    const orders = p.getOrders();
    await vi.advanceTimersByTimeAsync(200);
    const order = (await orders).items.find((o) => !o.archived)!;
    const controller = new AbortController();
    const pending = p.archiveOrder(order.order_id, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(50);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted', endpoint: 'orders' });
    expect(storage.data.size).toBe(0);
  });
});

describe('validateBrandsInSlices', () => {
  it('gives exactly what one validation gives, for any sample size, seed and slice, with repeated and broken brands mixed in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.integer(),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (count, seed, slice, repeats) => {
          const raw = createSampleSource({ brandCount: count, seed }).response('brands', 0);
          // A brand repeated later in the list (possibly in another slice) and one without an id.
          const brands: unknown[] = [...raw.brands];
          for (const at of repeats)
            if (raw.brands.length > 0)
              brands.push({ ...raw.brands[at % raw.brands.length]!, name: 'Repeated' });
          brands.splice(Math.min(brands.length, slice), 0, { name: 'No id' });
          const input = { ...raw, brands } as typeof raw;
          const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
          try {
            // The same brands, or the same error when there is no valid brand at all.
            const sliced = await validateBrandsInSlices(input, slice).then(
              (value) => ({ value }),
              (error: unknown) => ({ error }),
            );
            const oneGo = (() => {
              try {
                return { value: validateResponse('brands', input) };
              } catch (error) {
                return { error };
              }
            })();
            expect(sliced).toEqual(oneGo);
          } finally {
            warn.mockRestore();
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('yields to the browser between slices', async () => {
    const raw = createSampleSource({ brandCount: 100 }).response('brands', 0);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await validateBrandsInSlices(raw, 25);
    expect(timers.mock.calls.filter(([, ms]) => ms === 0)).toHaveLength(3);
    timers.mockRestore();
  });

  it('rejects a malformed answer with the error one validation gives', async () => {
    const broken = { brands: 'nope', categories: [] } as never;
    const oneGo = (() => {
      try {
        validateResponse('brands', broken);
      } catch (error) {
        return error;
      }
    })();
    await expect(validateBrandsInSlices(broken)).rejects.toEqual(oneGo);
  });
});
