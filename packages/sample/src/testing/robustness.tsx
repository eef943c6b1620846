import { act, render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { DataProvider } from '@giftcash/core';
import { ErrorBoundary } from '@giftcash/core/react';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '../index';
import { installLeakCounter, NOTHING_LIVE, type LiveCounts } from '@giftcash/core/testing';

const tick = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** The sample provider without delay or storage, counting calls (to see polling). */
export function countingSampleProvider(): { provider: DataProvider; calls: () => number } {
  const inner = createSampleProvider({ delay: 0, storage: null, brandCount: 12 });
  let calls = 0;
  const provider = new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as DataProvider;
  return { provider, calls: () => calls };
}

/**
 * Renders `element` in React.StrictMode (double render, double effects) inside a provider with
 * sample data, lets data arrive, and checks: no error boundary, no console.error, no console.warn.
 */
export async function expectCleanStrictRender(name: string, element: () => ReactElement) {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const crashes: unknown[] = [];
  const { provider } = countingSampleProvider();
  try {
    const view = render(
      <StrictMode>
        <ErrorBoundary onError={(e) => crashes.push(e)}>
          <GiftcashProvider provider={provider}>{element()}</GiftcashProvider>
        </ErrorBoundary>
      </StrictMode>,
    );
    for (let i = 0; i < 5; i += 1) await tick();
    const text = (calls: unknown[][]) =>
      calls.map((args) =>
        args
          .map((a) => (a instanceof Error ? a.message : String(a)))
          .join(' ')
          .slice(0, 300),
      );
    expect(crashes.map(String), `${name}: error boundary`).toEqual([]);
    expect(text(error.mock.calls).join('\n'), `${name}: console.error`).toBe('');
    expect(text(warn.mock.calls).join('\n'), `${name}: console.warn`).toBe('');
    // Dialogs render into a portal on document.body.
    expect(document.body.innerHTML.length, `${name}: renders`).toBeGreaterThan(
      view.container.outerHTML.length - view.container.innerHTML.length,
    );
    view.unmount();
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
}

/**
 * Mounts and unmounts `element` `times` times (StrictMode, sample data) with an instrumented
 * window, then waits for pending work to settle: nothing the component started may still be
 * live, and the provider is not called again after the last unmount (no polling left).
 */
export async function expectNoLeaks(
  name: string,
  element: () => ReactElement,
  times = 100,
): Promise<LiveCounts> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { provider, calls } = countingSampleProvider();
  const wrap = () => (
    <StrictMode>
      <GiftcashProvider provider={provider}>{element()}</GiftcashProvider>
    </StrictMode>
  );
  // Settle anything module-level first (lazy chunks, first-use caches).
  render(wrap()).unmount();
  for (let i = 0; i < 3; i += 1) await tick();
  const counter = installLeakCounter();
  try {
    for (let i = 0; i < times; i += 1) {
      const view = render(wrap());
      // Let effects run and, now and then, data arrive before unmounting.
      if (i % 10 === 0) await tick();
      view.unmount();
    }
    for (let i = 0; i < 5; i += 1) await tick();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    const afterUnmount = calls();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    const live = counter.live();
    expect(
      { ...live, listenersLeft: counter.liveListeners() },
      `${name}: live after ${times} mount/unmount cycles`,
    ).toEqual({ ...NOTHING_LIVE, listenersLeft: [] });
    expect(calls(), `${name}: provider called after unmount (polling)`).toBe(afterUnmount);
    return live;
  } finally {
    counter.restore();
    warn.mockRestore();
  }
}
