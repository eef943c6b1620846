'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { COUNT_UP_MS, countUpValue } from '@giftcash/core';

/**
 * Counts up to `value` once `ref`'s element is on screen: from 0 the first time, then from what is
 * shown to each new value. Returns the number to draw while counting, `null` at rest (draw
 * `value`). The first render (and the server's) is at rest; reduced motion, or no
 * IntersectionObserver or requestAnimationFrame, stays at rest.
 */
/**
 * The count starts before the first paint in the browser; on the server no effect runs, and React
 * 18 warns about a layout effect there, so the server gets the plain effect.
 */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useCountUp(value: number, ref: RefObject<Element | null>): number | null {
  const [shown, setShown] = useState<number | null>(null);
  const last = useRef<number | null>(null);
  useBrowserLayoutEffect(() => {
    const from = last.current ?? 0;
    const el = ref.current;
    if (
      from === value ||
      !Number.isFinite(value) ||
      !el ||
      typeof IntersectionObserver !== 'function' ||
      typeof requestAnimationFrame !== 'function' ||
      (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches)
    ) {
      last.current = value;
      setShown(null);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const done = now - start >= COUNT_UP_MS;
      last.current = done ? value : countUpValue(from, value, now - start);
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
  }, [value, ref]);
  return shown;
}
