'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { usePrefersReducedMotion } from '@giftcash/core/react';

/** How long the celebration stays, in milliseconds. */
export const CELEBRATION_MS = 1100;

/** The confetti: 14 pieces, each flying out at its own angle and distance (in % of the box). */
const PIECES = Array.from({ length: 14 }, (_, i): CSSProperties => {
  const angle = (i / 14) * 2 * Math.PI + 0.3;
  const reach = 30 + (i % 3) * 9;
  return {
    '--gc-celebration-x': `${(Math.cos(angle) * reach).toFixed(1)}cqi`,
    '--gc-celebration-y': `${(Math.sin(angle) * reach + 6).toFixed(1)}cqb`,
    '--gc-celebration-turn': `${(i % 2 ? 1 : -1) * (180 + i * 25)}deg`,
    animationDelay: `${(i % 4) * 25}ms`,
  } as CSSProperties;
});

/**
 * A brief win celebration (#19): a glow pulse and a burst of confetti laid over the game (absolutely
 * positioned, `pointer-events: none`, hidden from assistive technology), animated in CSS on
 * `transform` and `opacity` only, then removed. With reduced motion it is a static glow. Mount it
 * when a prize is won; the announcement stays the game's own.
 */
export function Celebration() {
  const reduced = usePrefersReducedMotion();
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return over ? null : (
    <span className="gc-celebration" data-motion={reduced ? 'reduce' : 'full'} aria-hidden="true">
      <span className="gc-celebration-glow" />
      {reduced ? null : PIECES.map((style, i) => <span key={i} className="gc-celebration-piece" style={style} />)}
    </span>
  );
}
