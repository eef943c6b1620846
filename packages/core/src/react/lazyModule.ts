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
  /**
   * Loads the module for server rendering: after it, server HTML includes what the module
   * renders, and hydration expects it too. Call it on the server before rendering and in the
   * browser before `hydrateRoot`.
   */
  preload(): Promise<M>;
  /** What server rendering and hydration render with: the module once `preload()` was called, else `undefined`. */
  getServerSnapshot(): M | undefined;
  /** Calls `listener` once the module has loaded; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A {@link LazyModule} over `loader` (call it once, at module level, with a dynamic `import()`). */
export function createLazyModule<M>(loader: () => Promise<M>): LazyModule<M> {
  let value: M | undefined;
  let pending: Promise<M> | undefined;
  let preloaded = false;
  const listeners = new Set<() => void>();
  const module: LazyModule<M> = {
    get: () => value,
    getServerSnapshot: () => (preloaded ? value : undefined),
    preload() {
      preloaded = true;
      return module.load();
    },
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
  return module;
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
 * Nothing suspends, on the server either: server rendering and hydration render without the
 * module (the caller's placeholder) unless it was preloaded with `module.preload()`, on the server
 * before rendering and in the browser before `hydrateRoot`, so both sides agree. A module loaded
 * on its own in the browser (after mount) never changes what hydration expects.
 */
export function useLazyModule<M>(
  module: LazyModule<M>,
  { needed, preload = true }: { needed: boolean; preload?: boolean },
): M | undefined {
  const value = useSyncExternalStore(module.subscribe, module.get, module.getServerSnapshot);
  useEffect(() => {
    if (value) return undefined;
    const start = () => {
      module
        .load()
        .catch((error: unknown) =>
          console.warn('[giftcash] could not load a component chunk', error),
        );
    };
    if (needed) {
      start();
      return undefined;
    }
    return preload ? idle(start) : undefined;
  }, [module, needed, preload, value]);
  return value;
}
