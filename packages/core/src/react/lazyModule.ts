'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * A module loaded on demand (dynamic `import()`, so app bundlers put it in a chunk of its own)
 * whose value is available synchronously once loaded: after the first load every later render
 * gets it at once, with no Suspense flash.
 */
export interface LazyModule<M> {
  /** The module if it has loaded, else `undefined`. */
  get(): M | undefined;
  /** Starts loading (once) and resolves with the module. */
  load(): Promise<M>;
  /** Calls `listener` once the module has loaded; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createLazyModule<M>(loader: () => Promise<M>): LazyModule<M> {
  let value: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      pending ??= loader().then(
        (module) => {
          value = module;
          for (const listener of [...listeners]) listener();
          return module;
        },
        (error: unknown) => {
          pending = undefined; // allow a retry after a failed chunk load
          throw error;
        },
      );
      return pending;
    },
  };
}

const idle = (callback: () => void): (() => void) => {
  if (typeof window === 'undefined') return () => {};
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1500);
  return () => clearTimeout(id);
};

/**
 * The module when loaded. Loads it when `needed` turns true, and (with `preload`) once the
 * browser is idle after mount, so it is usually there before anyone asks for it.
 *
 * Nothing suspends, on the server either: server rendering uses the module when it has already
 * been loaded (`await module.load()` before `renderToString`), and otherwise renders without it
 * (the caller's placeholder). Hydration follows the same rule, so a page whose server loaded a
 * module hydrates without a mismatch when the browser has loaded it too before `hydrateRoot`.
 */
export function useLazyModule<M>(module: LazyModule<M>, { needed, preload = true }: { needed: boolean; preload?: boolean }): M | undefined {
  const value = useSyncExternalStore(module.subscribe, module.get, module.get);
  useEffect(() => {
    if (value) return undefined;
    const start = () => {
      module.load().catch((error: unknown) => console.warn('[giftcash] could not load a component chunk', error));
    };
    if (needed) {
      start();
      return undefined;
    }
    return preload ? idle(start) : undefined;
  }, [module, needed, preload, value]);
  return value;
}
