import { useEffect, useState } from 'react';
import { formatCoins, usePrefersReducedMotion } from '@giftcash/core';

export interface AnimatedCountProps {
  /** The number to count up to. */
  value: number;
  /** Length of the count-up in ms. @default 1500 */
  duration?: number;
  /** Text after the number, e.g. `+`. */
  suffix?: string;
}

/**
 * Counts up to `value` over 1.5 s (ease-out). The final number is what the server renders and
 * what assistive technology reads; an invisible copy of it reserves the width, so the count
 * never shifts the layout. With reduced motion the final number shows at once.
 */
export function AnimatedCount({ value, duration = 1500, suffix = '' }: AnimatedCountProps) {
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState(value);

  useEffect(() => {
    if (reduced || value <= 0) {
      setShown(value);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = () => {
      const progress = Math.min(1, (performance.now() - start) / duration);
      setShown(Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    setShown(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, duration, reduced]);

  const final = `${formatCoins(value)}${suffix}`;
  return (
    <span className="home-count">
      <span className="home-count-reserve" aria-hidden="true">
        {final}
      </span>
      <span className="home-count-value" aria-hidden="true" data-state={shown === value ? 'done' : 'counting'}>
        {formatCoins(shown)}
        {suffix}
      </span>
      <span className="gc-visually-hidden">{final}</span>
    </span>
  );
}
