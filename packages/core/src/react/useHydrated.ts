'use client';

import { useSyncExternalStore } from 'react';
import { useRenderedWith } from './GiftcashProvider';

const subscribeNever = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * `false` on the server and while React hydrates server HTML, `true` in every other client
 * render (a component mounted later by the browser gets `true` at once). Render what the server
 * rendered while it is `false`, and values that only the browser knows (storage, the clock)
 * once it is `true`: the page then hydrates without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, onClient, onServer);
}

/**
 * The current time for a component's first render: the `renderedAt` instant of
 * `GiftcashProvider` on the server and while hydrating (so the HTML and the first client render
 * agree), else `now()`. Meant for initial state; follow the clock from an effect.
 */
export function useInitialNow(now: () => number = Date.now): number {
  const hydrated = useHydrated();
  const { renderedAt } = useRenderedWith();
  return !hydrated && renderedAt !== undefined ? renderedAt : now();
}
