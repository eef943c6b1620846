import { useRef } from 'react';
import { formatCoins } from '@giftcash/core';
import { useCountUp } from '@giftcash/core/react';

export interface AnimatedCountProps {
  /** The number to count up to. */
  value: number;
  /** Length of the count-up in ms. @default 1500 */
  duration?: number;
  /** Text right after the number, e.g. `+`. */
  suffix?: string;
}

/**
 * Where the count starts: the smallest number with as many digits as `value` (`160` from `100`),
 * so with tabular figures every step is exactly as wide as the final number (no gap between
 * the number and the words around it, and no layout shift). Single digits count from 0.
 */
export function countFrom(value: number): number {
  if (!Number.isFinite(value) || value < 10) return 0;
  return 10 ** Math.floor(Math.log10(value));
}

/**
 * Counts up to `value` over 1.5 s (core's `useCountUp`, ease-out) once on screen, through numbers
 * of the final number's width. The final number is what the server renders and what assistive
 * technology reads (the moving digits are hidden from it); an invisible copy of the final text
 * reserves the width. With reduced motion the final number shows at once.
 */
export function AnimatedCount({ value, duration = 1500, suffix = '' }: AnimatedCountProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useCountUp(value, ref, { duration, startFrom: countFrom });
  const final = `${formatCoins(value)}${suffix}`;
  return (
    <span ref={ref} className="home-count">
      <span className="home-count-reserve" aria-hidden="true">
        {final}
      </span>
      <span
        className="home-count-value"
        aria-hidden="true"
        data-state={shown === null ? 'done' : 'counting'}
      >
        {formatCoins(shown ?? value)}
        {suffix}
      </span>
      <span className="gc-visually-hidden">{final}</span>
    </span>
  );
}
