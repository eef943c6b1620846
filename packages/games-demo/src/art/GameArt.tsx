import type { HTMLAttributes } from 'react';
import { cx } from '@giftcash/core/react';

/** Which picture: a wheel of fortune, a half-scratched card, or a raffle ticket. */
export type GameArtKind = 'wheel' | 'scratch' | 'raffle';

export interface GameArtProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The picture to draw. */
  kind: GameArtKind;
  /** Which of its looks (wheels have four, scratch cards three), so games side by side differ. @default 0 */
  variant?: number;
}

const at = (cx: number, cy: number, r: number, deg: number) => {
  const rad = (deg * Math.PI) / 180;
  return `${(cx + r * Math.sin(rad)).toFixed(1)} ${(cy - r * Math.cos(rad)).toFixed(1)}`;
};

/**
 * The small wheel (centre 80 42, radius 31) in four looks, so the games on one page are told
 * apart: its slice count, the order of its colours (the wheel's own slice tokens) and its lights.
 */
const WHEELS = [
  ['accent', 'alt', 'cash', 'alt', 'prize', 'alt', 'cash', 'alt'],
  [
    'cash',
    'cash-alt',
    'cash',
    'cash-alt',
    'prize',
    'cash-alt',
    'cash',
    'cash-alt',
    'cash',
    'cash-alt',
  ],
  ['prize', 'accent', 'prize', 'alt', 'prize', 'accent'],
  ['alt', 'accent', 'alt', 'cash', 'alt', 'accent', 'alt', 'cash', 'alt', 'accent', 'alt', 'prize'],
].map((kinds) => {
  const size = 360 / kinds.length;
  return kinds.map((fill, i) => ({
    fill,
    d: `M80 42L${at(80, 42, 31, i * size)}A31 31 0 0 1 ${at(80, 42, 31, i * size + size)}Z`,
    light: at(80, 42, 33.5, i * size + size / 2).split(' '),
  }));
});

/** A five-pointed star's points around (x, y). */
const star = (x: number, y: number, outer: number, inner: number) =>
  Array.from({ length: 10 }, (_, i) => at(x, y, i % 2 ? inner : outer, i * 36)).join(' ');

function Wheel({ variant }: { variant: number }) {
  const slices = WHEELS[variant % WHEELS.length] as (typeof WHEELS)[number];
  return (
    <>
      <circle className="gc-art-rim" cx="80" cy="42" r="36" />
      {slices.map(({ d, fill }, i) => (
        <path key={i} d={d} data-fill={fill} />
      ))}
      {slices.map(({ light: [x, y] }, i) => (
        <circle key={i} className="gc-art-light" cx={x} cy={y} r="1.4" />
      ))}
      <circle className="gc-art-hub" cx="80" cy="42" r="5" />
      <path className="gc-art-pointer" d="M73.5 1h13L80 14z" />
    </>
  );
}

function Scratch({ variant }: { variant: number }) {
  return (
    <g transform={`rotate(${[-5, 4, -9][variant % 3]} 80 40)`} data-band={variant % 3 || undefined}>
      <rect className="gc-art-card" x="35" y="9" width="90" height="62" rx="6" />
      <path className="gc-art-band" d="M41 9h78a6 6 0 0 1 6 6v8H35v-8a6 6 0 0 1 6-6z" />
      <polygon className="gc-art-light" points={star(46, 16, 3.6, 1.5)} />
      <rect className="gc-art-band-line" x="54" y="14.5" width="40" height="3" rx="1.5" />
      <rect className="gc-art-paper" x="43" y="29" width="74" height="35" rx="3" />
      <circle className="gc-art-coin" cx="55" cy="41" r="7" />
      <circle className="gc-art-coin-mark" cx="55" cy="41" r="4" />
      <circle className="gc-art-coin" cx="69" cy="53" r="7" />
      <circle className="gc-art-coin-mark" cx="69" cy="53" r="4" />
      <path className="gc-art-foil" d="M117 29v35H80l3-4-4-4 4-4-4-4 4-4-4-4 4-4-4-4 3-3z" />
      <path className="gc-art-foil-grain" d="M88 62l12-31M97 62l12-31M106 62l10-26M84 52l7-19" />
      <g transform="rotate(24 128 66)">
        <circle className="gc-art-coin" cx="128" cy="66" r="9" />
        <circle className="gc-art-coin-mark" cx="128" cy="66" r="5.5" />
      </g>
    </g>
  );
}

function Raffle(_: { variant: number }) {
  return (
    <>
      <path
        className="gc-art-ticket-back"
        transform="rotate(-8 80 40)"
        d="M22 16h116v17a7 7 0 0 0 0 14v17H22V47a7 7 0 0 0 0-14z"
      />
      <path className="gc-art-ticket" d="M22 16h116v17a7 7 0 0 0 0 14v17H22V47a7 7 0 0 0 0-14z" />
      <path className="gc-art-perforation" d="M52 19v42" />
      <polygon className="gc-art-star" points={star(37, 40, 8, 3.4)} />
      <rect className="gc-art-print" x="62" y="26" width="44" height="5" rx="2.5" />
      <rect className="gc-art-print" x="62" y="36" width="30" height="4" rx="2" />
      <rect className="gc-art-print" x="62" y="45" width="36" height="4" rx="2" />
      <circle className="gc-art-coin" cx="121" cy="45" r="10" />
      <polygon className="gc-art-coin-star" points={star(121, 45, 6, 2.6)} />
    </>
  );
}

const ART = { wheel: Wheel, scratch: Scratch, raffle: Raffle };

/**
 * A small decorative picture for a game tile or the raffle card, drawn in SVG with the
 * `--gc-*` tokens so it follows the theme. It is hidden from assistive technology: the text
 * beside it names the game.
 */
export function GameArt({ kind, variant = 0, className, ...rest }: GameArtProps) {
  const Art = ART[kind];
  return (
    <span className={cx('gc-art', className)} data-kind={kind} {...rest}>
      <svg viewBox="0 0 160 80" aria-hidden="true" focusable="false">
        <Art variant={Math.max(0, Math.floor(variant)) || 0} />
      </svg>
    </span>
  );
}
