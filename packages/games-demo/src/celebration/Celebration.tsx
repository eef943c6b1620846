'use client';

import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { cx } from '@giftcash/core/react';

/** How long the celebration stays, in milliseconds. */
export const CELEBRATION_MS = 1100;

/** Props of {@link Celebration}: a `<span>`'s attributes (spread on it, which takes the ref). */
export interface CelebrationProps extends HTMLAttributes<HTMLSpanElement> {
  /** What it covers: its nearest positioned box, or the whole window. @default 'box' */
  cover?: 'box' | 'screen';
}

/**
 * A brief win celebration: a glow pulse and a burst of 14 confetti pieces laid over the game
 * (absolutely positioned, `pointer-events: none`, hidden from assistive technology), animated in
 * CSS on `transform` and `opacity` only, then removed. Where each piece flies and reduced motion
 * (a static glow, no confetti) are the stylesheet's, so the script stays small. Mount it when a
 * prize is won; the announcement stays the game's own. `cover="screen"` lays it over the whole
 * window (fixed) instead of the nearest positioned box.
 */
export const Celebration = forwardRef<HTMLSpanElement, CelebrationProps>(function Celebration(
  { cover = 'box', className, ...rest },
  ref,
) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return over ? null : (
    <span
      ref={ref}
      className={cx('gc-celebration', className)}
      data-cover={cover === 'screen' ? 'screen' : undefined}
      aria-hidden="true"
      {...rest}
    >
      <span className="gc-celebration-glow" />
      {Array.from({ length: 14 }, (_, i) => (
        <span key={i} className="gc-celebration-piece" />
      ))}
    </span>
  );
});
