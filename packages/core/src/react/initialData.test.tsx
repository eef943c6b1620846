import { act, renderHook } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../data/provider';
import type { BrandsResponse } from '../model/types';
import { GiftcashProvider, type InitialData } from './GiftcashProvider';
import { useCountdown } from './useCountdown';
import { useHydrated, useInitialNow } from './useHydrated';
import { useResource } from './useResource';

const brands = (rate: number): BrandsResponse => ({
  brands: [{ id: 'a', name: 'A', cashback_perc: rate } as BrandsResponse['brands'][number]],
  categories: [{ id: 'tech' }],
});

function BrandList() {
  const resource = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  return (
    <p data-status={resource.status}>
      {resource.data
        ? resource.data.brands.map((b) => `${b.name} ${b.cashback_perc}`).join(',')
        : 'Loading'}
    </p>
  );
}

function Clock() {
  const hydrated = useHydrated();
  const initialNow = useInitialNow();
  const [first] = useState(initialNow);
  const left = useCountdown(first + 90_000);
  return (
    <p>
      {hydrated ? 'client' : 'server'} {first} {left.minutes}:{left.seconds}
    </p>
  );
}

async function hydrate(element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const serverHtml = container.innerHTML;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverHtml, errors, consoleError, unmount: () => act(() => root?.unmount()) };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('initialData (prerendered pages show the build’s data, then read fresh data)', () => {
  it('renders the seeded data on the server and hydrates it without a mismatch, then reads fresh data', async () => {
    const getBrands = vi.fn(async () => brands(0.2));
    const provider = { getBrands } as unknown as DataProvider;
    const initialData: InitialData = { brands: brands(0.1) };
    const element = (
      <GiftcashProvider provider={provider} initialData={initialData}>
        <BrandList />
      </GiftcashProvider>
    );
    const { container, serverHtml, errors, consoleError, unmount } = await hydrate(element);
    expect(serverHtml).toContain('A 0.1');
    expect(serverHtml).toContain('data-status="success"');
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(container.textContent).toBe('A 0.2'));
    expect(getBrands).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('keeps showing the seeded data when the fresh read fails', async () => {
    const provider = {
      getBrands: vi.fn(async () => Promise.reject(new Error('Network Error'))),
    } as unknown as DataProvider;
    const { result } = renderHook(
      () => useResource((p, signal) => p.getBrands({ signal }), [], { initialData: 'brands' }),
      {
        wrapper: ({ children }) => (
          <GiftcashProvider provider={provider} initialData={{ brands: brands(0.1) }}>
            {children}
          </GiftcashProvider>
        ),
      },
    );
    expect(result.current.status).toBe('success');
    await vi.waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.status).toBe('success');
    expect(result.current.data?.brands[0]?.cashback_perc).toBe(0.1);
  });

  it('a reload with equal data keeps the same object (nothing re-renders)', async () => {
    const provider = { getBrands: vi.fn(async () => brands(0.1)) } as unknown as DataProvider;
    const { result } = renderHook(() => useResource((p, signal) => p.getBrands({ signal })), {
      wrapper: ({ children }) => (
        <GiftcashProvider provider={provider}>{children}</GiftcashProvider>
      ),
    });
    await vi.waitFor(() => expect(result.current.status).toBe('success'));
    const first = result.current.data;
    act(() => result.current.reload());
    await vi.waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(provider.getBrands).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(first);
  });

  it('without initialData the resource starts loading (unchanged behaviour)', () => {
    const provider = { getBrands: () => new Promise(() => {}) } as unknown as DataProvider;
    expect(
      renderToString(
        <GiftcashProvider provider={provider}>
          <BrandList />
        </GiftcashProvider>,
      ),
    ).toContain('Loading');
  });
});

describe('renderedAt (clock-based text hydrates without a mismatch)', () => {
  it('uses renderedAt on the server and while hydrating, then the real clock', async () => {
    const renderedAt = Date.UTC(2026, 0, 1, 12, 0, 0);
    vi.useFakeTimers({ now: renderedAt, shouldAdvanceTime: true });
    const element = (
      <GiftcashProvider provider={{} as DataProvider} renderedAt={renderedAt}>
        <Clock />
      </GiftcashProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    expect(container.textContent).toBe(`server ${renderedAt} 1:30`);
    // The visitor opens the page 10 minutes after it was built.
    vi.setSystemTime(renderedAt + 10 * 60_000);
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // After hydration: the client flag is on and the countdown follows the real clock (ended).
    expect(container.textContent).toBe(`client ${renderedAt} 0:0`);
  });

  it('a component mounted in the browser later starts from the real clock', () => {
    const renderedAt = Date.UTC(2026, 0, 1, 12, 0, 0);
    vi.useFakeTimers({ now: renderedAt + 60_000 });
    const { result } = renderHook(() => useInitialNow(), {
      wrapper: ({ children }) => (
        <GiftcashProvider provider={{} as DataProvider} renderedAt={renderedAt}>
          {children}
        </GiftcashProvider>
      ),
    });
    expect(result.current).toBe(renderedAt + 60_000);
  });
});
