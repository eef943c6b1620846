'use client';

import { useSyncExternalStore } from 'react';

/** The media query list, where the platform has `matchMedia` (not on the server, nor in every test DOM). */
const media = (query: string): MediaQueryList | undefined =>
  typeof matchMedia == 'function' ? matchMedia(query) : undefined;

/** Whether a media query matches; `false` on the server and before hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => !!media(query)?.matches,
    () => false,
  );
}

/** True when the person asked for reduced motion. */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');
