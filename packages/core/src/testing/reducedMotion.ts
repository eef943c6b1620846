import { vi } from 'vitest';

/** Whether `query` asks for reduced motion, `(prefers-reduced-motion: reduce)` (not `no-preference`). */
const asksForReducedMotion = (query: string) => /prefers-reduced-motion:\s*reduce/.test(query);

/**
 * Makes `window.matchMedia` answer as a browser whose visitor does (`reduce`: true) or does not
 * prefer reduced motion; every other query does not match. A spy, so vitest's `restoreMocks`
 * puts the setup file's stand-in back after the test. Matching the whole media feature, not the
 * word "reduce", keeps `(prefers-reduced-motion: no-preference)` from matching too.
 */
export function mockReducedMotion(reduce: boolean) {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) =>
      fakeMediaQueryList(query, reduce && asksForReducedMotion(query)),
    );
}

/** A `MediaQueryList` that answers `matches` and never changes (jsdom has none). */
export function fakeMediaQueryList(query: string, matches = false): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}
