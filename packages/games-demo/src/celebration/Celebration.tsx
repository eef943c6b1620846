'use client';

import { useEffect, useState } from 'react';

/** How long the celebration stays, in milliseconds. */
export const CELEBRATION_MS = 1100;

/**
 * A brief win celebration: a glow pulse and a burst of 14 confetti pieces laid over the game
 * (absolutely positioned, `pointer-events: none`, hidden from assistive technology), animated in
 * CSS on `transform` and `opacity` only, then removed. Where each piece flies and reduced motion
 * (a static glow, no confetti) are the stylesheet's, so the script stays small. Mount it when a
 * prize is won; the announcement stays the game's own. `cover="screen"` lays it over the whole
 * window (fixed) instead of the nearest positioned box.
 */
export interface CelebrationProps {
  /** What it covers: its nearest positioned box, or the whole window. @default 'box' */
  cover?: 'box' | 'screen';
}

export function Celebration({ cover = 'box' }: CelebrationProps) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return over ? null : (
    <span className="gc-celebration" data-cover={cover === 'screen' ? 'screen' : undefined} aria-hidden="true">
      <span className="gc-celebration-glow" />
      {Array.from({ length: 14 }, (_, i) => (
        <span key={i} className="gc-celebration-piece" />
      ))}
    </span>
  );
}
