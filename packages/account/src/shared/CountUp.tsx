'use client';

import { useRef, type HTMLAttributes } from 'react';
import { cx, useCountUp } from '@giftcash/core/react';

export interface CountUpProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The final value. */
  value: number;
  /** Formats every frame as the final value is formatted. */
  format: (value: number) => string;
}

/**
 * A number that counts up when it comes on screen (see `useCountUp`). Its width is reserved for
 * the final value, so nothing moves; screen readers only ever get the final value.
 */
export function CountUp({ value, format, className, style, ...rest }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useCountUp(value, ref);
  const final = format(value);
  return (
    <span
      ref={ref}
      className={cx('gc-count-up', className)}
      style={{ minWidth: `${final.length}ch`, ...style }}
      {...rest}
    >
      {shown === null ? (
        final
      ) : (
        <>
          <span aria-hidden="true">{format(shown)}</span>
          <span className="gc-visually-hidden">{final}</span>
        </>
      )}
    </span>
  );
}
