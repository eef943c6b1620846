import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '@giftcash/core';
import { deferDataUntil, lazyProvider } from './lazyProvider';

describe('lazyProvider (the sample data and the HTTP client load on first use)', () => {
  it('loads the provider once, on the first call, and forwards every read with its arguments', async () => {
    const getBrands = vi.fn(async () => ({ brands: [], categories: [] }));
    const getWinners = vi.fn(async () => ({ items: [] }));
    const load = vi.fn(async () => ({ getBrands, getWinners }) as unknown as DataProvider);
    const provider = lazyProvider(load);
    expect(load).not.toHaveBeenCalled();
    const signal = new AbortController().signal;
    await Promise.all([provider.getBrands({ signal }), provider.getWinners()]);
    await provider.getBrands();
    expect(load).toHaveBeenCalledTimes(1);
    expect(getBrands).toHaveBeenNthCalledWith(1, { signal });
  });

  it('has only the optional writes it is told the provider has (screens offer a write only then)', () => {
    const provider = lazyProvider(
      async () => ({}) as DataProvider,
      ['recordExpense', 'archiveOrder'],
    );
    expect(provider.recordExpense).toBeTypeOf('function');
    expect(provider.archiveOrder).toBeTypeOf('function');
    expect(provider.signIn).toBeUndefined();
  });

  it('a failed load (offline) fails that call and is tried again on the next', async () => {
    const load = vi
      .fn<() => Promise<DataProvider>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({
        getBrands: async () => ({ brands: [], categories: [] }),
      } as unknown as DataProvider);
    const provider = lazyProvider(load);
    await expect(provider.getBrands()).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    await expect(provider.getBrands()).resolves.toEqual({ brands: [], categories: [] });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('deferDataUntil (a prerendered page reads fresh data once idle after hydrating)', () => {
  it('holds the provider’s first load until the gate opens', async () => {
    let open!: () => void;
    deferDataUntil(new Promise<void>((resolve) => (open = resolve)));
    const load = vi.fn(
      async () =>
        ({ getBrands: async () => ({ brands: [], categories: [] }) }) as unknown as DataProvider,
    );
    const provider = lazyProvider(load);
    const read = provider.getBrands();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    open();
    await expect(read).resolves.toEqual({ brands: [], categories: [] });
    expect(load).toHaveBeenCalledTimes(1);
    deferDataUntil(Promise.resolve());
  });
});
