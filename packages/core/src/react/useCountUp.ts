'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { COUNT_UP_MS, countUpValue } from '../format/countUp';
import { usePrefersReducedMotion } from './useMediaQuery';

/** How `useCountUp` counts: its length and where the first count starts. */
export interface CountUpOptions {
  /** How long one count runs, in ms. @default COUNT_UP_MS (800) */
  duration?: number;
  /** Where the first count starts, given the final value. @default () => 0 */
  startFrom?: (value: number) => number;
}

/**
 * The count starts before the first paint in the browser; on the server no effect runs, and React
 * 18 warns about a layout effect there, so the server gets the plain effect.
 */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Counts up to `value` once `ref`'s element is on screen: from `startFrom(value)` (0) the first
 * time, then from what is shown to each new value. Returns the number to draw while counting,
 * `null` at rest (draw `value`). The first render (and the server's) is at rest; reduced motion,
 * or no IntersectionObserver or requestAnimationFrame, stays at rest.
 */
export function useCountUp(
  value: number,
  ref: RefObject<Element | null>,
  { duration = COUNT_UP_MS, startFrom }: CountUpOptions = {},
): number | null {
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState<number | null>(null);
  const last = useRef<number | null>(null);
  const startRef = useRef(startFrom);
  startRef.current = startFrom;
  useBrowserLayoutEffect(() => {
    const from = last.current ?? startRef.current?.(value) ?? 0;
    const el = ref.current;
    if (
      reduced ||
      from === value ||
      !Number.isFinite(value) ||
      !el ||
      typeof IntersectionObserver !== 'function' ||
      typeof requestAnimationFrame !== 'function'
    ) {
      last.current = value;
      setShown(null);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const done = now - start >= duration;
      last.current = done ? value : countUpValue(from, value, now - start, duration);
      setShown(done ? null : last.current);
      if (!done) frame = requestAnimationFrame(tick);
    };
    setShown(from);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      frame = requestAnimationFrame(tick);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, ref, duration, reduced]);
  return shown;
}
