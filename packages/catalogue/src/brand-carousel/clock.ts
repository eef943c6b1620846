/**
 * Time source for the carousels' animation loop. The default uses `performance.now()` and
 * `requestAnimationFrame`; tests pass their own (or drive the browser's with Playwright's
 * `page.clock`, which fakes both).
 */
export interface CarouselClock {
  /** Milliseconds, monotonic. */
  now(): number;
  /** Schedules `callback` before the next paint; returns a handle for `cancelFrame`. */
  requestFrame(callback: () => void): number;
  /** Cancels a scheduled frame. */
  cancelFrame(handle: number): void;
}

/** The browser clock, created on first use (never at import, so server rendering is safe). */
export const browserClock = (): CarouselClock => ({
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
});

/** Auto-scroll speed: 1 px every 30 ms. */
export const CAROUSEL_MS_PER_PX = 30;
/** Pause at the end before jumping back to the start. */
export const CAROUSEL_END_PAUSE_MS = 2000;
/** Arrow button step. */
export const CAROUSEL_ARROW_STEP = 300;
