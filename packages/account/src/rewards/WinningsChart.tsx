import { forwardRef, useId, type SVGAttributes } from 'react';
import { formatGBP, cx, type MinigameStats } from '@giftcash/core';

export interface WinningsChartProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** Games with their `total_win_cash` (pounds). */
  games: readonly MinigameStats[];
  /** Chart width in CSS pixels (it scales down to fit). @default 480 */
  width?: number;
}

const BAR = 22;
const GAP = 12;
const LABEL = 150;
const VALUE = 80;

/**
 * A small horizontal bar chart of winnings per game. The SVG is an image with a text
 * alternative listing every game and amount.
 */
export const WinningsChart = forwardRef<SVGSVGElement, WinningsChartProps>(function WinningsChart(
  { games, width = 480, className, ...rest },
  ref,
) {
  const titleId = useId();
  const highest = Math.max(0, ...games.map((g) => (Number.isFinite(g.total_win_cash) ? g.total_win_cash : 0)));
  const height = Math.max(1, games.length) * (BAR + GAP) + GAP;
  const track = width - LABEL - VALUE;
  const summary = `Winnings per game: ${games.map((g) => `${g.name} ${formatGBP(g.total_win_cash)}`).join(', ')}.`;
  return (
    <svg
      ref={ref}
      className={cx('gc-winnings-chart', className)}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={titleId}
      {...rest}
    >
      <title id={titleId}>{summary}</title>
      {games.map((game, index) => {
        const y = GAP + index * (BAR + GAP);
        const value = Number.isFinite(game.total_win_cash) && game.total_win_cash > 0 ? game.total_win_cash : 0;
        const length = highest > 0 ? Math.max(2, (value / highest) * track) : 2;
        return (
          <g key={game.id} data-type={game.type}>
            <text x={LABEL - 8} y={y + BAR / 2} textAnchor="end" dominantBaseline="middle" className="gc-winnings-chart-label">
              {game.name.length > 17 ? `${game.name.slice(0, 16)}…` : game.name}
            </text>
            <rect x={LABEL} y={y} width={length} height={BAR} rx="4" className="gc-winnings-chart-bar" data-type={game.type} />
            <text x={LABEL + length + 6} y={y + BAR / 2} dominantBaseline="middle" className="gc-winnings-chart-value">
              {formatGBP(value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
});
