import { forwardRef, useId, type SVGAttributes } from 'react';
import { formatGBP, type MinigameStats } from '@giftcash/core';
import { cx } from '@giftcash/core/react';

/**
 * Props of {@link WinningsChart}: an `<svg>`'s attributes but `children` (spread on it, which takes
 * the ref), plus the games and the widest the chart grows.
 */
export interface WinningsChartProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** Games with their `total_win_cash` (pounds). */
  games: readonly MinigameStats[];
  /** Widest the chart grows, in CSS pixels; it takes the width of its container up to this. @default 480 */
  width?: number;
}

/** One row: the game's name on its own line, then its bar with the amount just after its end. */
const NAME = 18;
const BAR = 16;
const ROW = NAME + 4 + BAR + 12;
/** The longest bar, as a share of the width: the rest holds the amount. */
const TRACK = 72;

/**
 * A small horizontal bar chart of winnings per game. The SVG has no viewBox: its units are CSS
 * pixels, so its text is drawn at its CSS size at any width (never shrunk under 12 px or cut off
 * on a phone); bar lengths are percentages of the width. The SVG is an image with a text
 * alternative listing every game and amount.
 */
export const WinningsChart = forwardRef<SVGSVGElement, WinningsChartProps>(function WinningsChart(
  { games, width = 480, className, style, ...rest },
  ref,
) {
  const titleId = useId();
  const highest = Math.max(
    0,
    ...games.map((g) => (Number.isFinite(g.total_win_cash) ? g.total_win_cash : 0)),
  );
  const summary = `Winnings per game: ${games.map((g) => `${g.name} ${formatGBP(g.total_win_cash)}`).join(', ')}.`;
  return (
    <svg
      ref={ref}
      className={cx('gc-winnings-chart', className)}
      width="100%"
      height={Math.max(1, games.length) * ROW}
      style={{ maxWidth: width, ...style }}
      role="img"
      aria-labelledby={titleId}
      {...rest}
    >
      <title id={titleId}>{summary}</title>
      {games.map((game, index) => {
        const y = index * ROW;
        const value =
          Number.isFinite(game.total_win_cash) && game.total_win_cash > 0 ? game.total_win_cash : 0;
        const length = highest > 0 ? Math.max(1, (value / highest) * TRACK) : 1;
        return (
          <g key={game.id} data-type={game.type}>
            <text
              x="0"
              y={y + NAME / 2}
              dominantBaseline="middle"
              className="gc-winnings-chart-label"
            >
              {game.name.length > 40 ? `${game.name.slice(0, 39)}…` : game.name}
            </text>
            <rect
              x="0"
              y={y + NAME + 4}
              width={`${length}%`}
              height={BAR}
              rx="4"
              className="gc-winnings-chart-bar"
              data-type={game.type}
            />
            {/* The amount right after its bar's end, not at the far edge where it floated away from it. */}
            <text
              x={`${length}%`}
              dx="8"
              y={y + NAME + 4 + BAR / 2}
              dominantBaseline="middle"
              className="gc-winnings-chart-value"
            >
              {formatGBP(value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
});
