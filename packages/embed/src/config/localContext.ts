import { createContext, type Context } from 'react';

/**
 * The element scripts' stand-in for `@giftcash/core`'s `sharedContext` (swapped in by
 * scripts/build.mjs). Core keeps its contexts on `globalThis` so two copies of core in one React
 * app share them; a script carries its own Preact, so a context another runtime put there (the
 * host page's React app built on `@giftcash/core`, or another GiftCash script's Preact) is not one
 * this script can render, and vice versa. Each script keeps its contexts to itself.
 */
export function sharedContext<T>(_key: string, defaultValue: T): Context<T> {
  return createContext<T>(defaultValue);
}
