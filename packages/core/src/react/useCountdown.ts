'use client';

import { useEffect, useState } from 'react';
import { useInitialNow } from './useHydrated';

/** Time left, as a countdown shows it. */
export interface TimeRemaining {
  /** Whole hours left. */
  hours: number;
  /** Minutes left after the hours, 0 to 59. */
  minutes: number;
  /** Seconds left after the minutes, 0 to 59. */
  seconds: number;
  /** Whole milliseconds left, floored at 0. */
  total: number;
}

/** Time left until `target` (epoch ms), floored at 0. Pure, for tests and server rendering. */
export function timeRemaining(target: number, now: number): TimeRemaining {
  const total = Math.max(0, Number.isFinite(target) ? target - now : 0);
  const wholeSeconds = Math.floor(total / 1000);
  return {
    total,
    hours: Math.floor(wholeSeconds / 3600),
    minutes: Math.floor((wholeSeconds % 3600) / 60),
    seconds: wholeSeconds % 60,
  };
}

/**
 * Ticks once a second towards `target` (epoch ms) and stops at 0. The first render uses the
 * page's `renderedAt` instant on the server and while hydrating (see `useInitialNow`), else
 * the clock (0 remaining while `target` is unknown); then it follows the clock.
 */
export function useCountdown(
  target: number | undefined,
  options: { now?: () => number } = {},
): TimeRemaining {
  const now = options.now ?? Date.now;
  const initialNow = useInitialNow(now);
  const [remaining, setRemaining] = useState<TimeRemaining>(() =>
    timeRemaining(target ?? 0, target === undefined ? 0 : initialNow),
  );
  useEffect(() => {
    if (target === undefined) return undefined;
    const tick = () => setRemaining(timeRemaining(target, now()));
    tick();
    const id = setInterval(() => {
      tick();
      if (target - now() <= 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
    // `now` is read on every tick; changing it alone does not restart the interval.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return remaining;
}
