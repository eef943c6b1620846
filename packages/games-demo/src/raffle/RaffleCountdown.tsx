'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { useCountdown, cx } from '@giftcash/core/react';

/**
 * Props of {@link RaffleCountdown}: a `<div>`'s attributes but `children` (spread on the root,
 * which takes the ref), plus the moment it counts down to and its clock.
 */
export interface RaffleCountdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The moment the countdown reaches 0, in epoch milliseconds. */
  target: number | undefined;
  /** Clock for tests and stories. @default Date.now */
  now?: () => number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Hours, minutes and seconds until `target`, ticking every second and stopping at 0. */
export const RaffleCountdown = forwardRef<HTMLDivElement, RaffleCountdownProps>(
  function RaffleCountdown({ target, now, className, ...rest }, ref) {
    const left = useCountdown(target, now ? { now } : {});
    const parts: [number, string, string][] = [
      [left.hours, 'hrs', 'hours'],
      [left.minutes, 'min', 'minutes'],
      [left.seconds, 'sec', 'seconds'],
    ];
    return (
      <div
        ref={ref}
        role="timer"
        aria-label={`${left.hours} hours, ${left.minutes} minutes, ${left.seconds} seconds`}
        className={cx('gc-countdown', className)}
        data-state={left.total > 0 ? 'running' : 'ended'}
        {...rest}
      >
        {parts.map(([value, unit, name]) => (
          <span key={unit} className="gc-countdown-part" data-unit={name}>
            <span className="gc-countdown-value">{pad(value)}</span>
            <span className="gc-countdown-unit">{unit}</span>
          </span>
        ))}
      </div>
    );
  },
);
