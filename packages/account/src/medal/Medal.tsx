import { forwardRef, type SVGAttributes } from 'react';
import type { TierId } from '../logic/referralTiers';
import { cx } from '@giftcash/core/react';

const COLOURS: Record<TierId, { face: string; rim: string; ribbon: string }> = {
  bronze: { face: '#cd7f32', rim: '#8c5421', ribbon: '#b3261e' },
  silver: { face: '#c9ced6', rim: '#7b828c', ribbon: '#0b57a4' },
  gold: { face: '#f5c542', rim: '#a87b00', ribbon: '#1d7a3a' },
  platinum: { face: '#e5e4f0', rim: '#6f6c8a', ribbon: '#5b3fa6' },
};

const NAMES: Record<TierId, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

/**
 * Props of {@link Medal}: an `<svg>`'s attributes but `children` (spread on it, which takes the
 * ref), plus the tier, the size and whether it is decorative.
 */
export interface MedalProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** Which medal; unknown values fall back to bronze. */
  tier: TierId;
  /** Width and height in pixels. @default 48 */
  size?: number;
  /** When true the medal is hidden from assistive technology (the tier name is shown next to it). @default false */
  decorative?: boolean;
}

/** A small inline medal (bronze, silver, gold or platinum). */
export const Medal = forwardRef<SVGSVGElement, MedalProps>(function Medal(
  { tier, size = 48, decorative = false, className, ...rest },
  ref,
) {
  const id = tier in COLOURS ? tier : 'bronze';
  const colour = COLOURS[id];
  return (
    <svg
      ref={ref}
      className={cx('gc-medal', className)}
      data-tier={id}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      focusable="false"
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `${NAMES[id]} medal` })}
      {...rest}
    >
      <path d="M14 2h8l4 14h-8z" fill={colour.ribbon} />
      <path d="M34 2h-8l-4 14h8z" fill={colour.ribbon} opacity="0.85" />
      <circle cx="24" cy="30" r="15" fill={colour.rim} />
      <circle cx="24" cy="30" r="11.5" fill={colour.face} />
      <path
        d="M24 22.5l2.3 4.7 5.2.8-3.8 3.6.9 5.1-4.6-2.4-4.6 2.4.9-5.1-3.8-3.6 5.2-.8z"
        fill={colour.rim}
      />
    </svg>
  );
});
