'use client';

import { forwardRef, useId, type HTMLAttributes } from 'react';
import {
  formatCoinAmount,
  formatCoinPrize,
  formatDateShort,
  formatDateTime,
  type DrawHistoryEntry,
} from '@giftcash/core';
import { cx, useControllableState, useDragScroll } from '@giftcash/core/react';
import { DEFAULT_PODIUM } from '../raffle/raffleModel';
import { PlacesTable } from '../shared/PlacesTable';

/** The podium's prizes: "in millions with 2 decimals" (`10.00M`, `7.50M`, `3.50M`). */
const PODIUM_FORMAT = { unit: 'M', fixed: true } as const;

/**
 * Props of {@link RaffleResultsView}: a `<div>`'s attributes but `children` (spread on the root,
 * which takes the ref), plus the draws and the selected one (`value` / `defaultValue` /
 * `onValueChange`, a `draw_index`).
 */
export interface RaffleResultsViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Past draws, newest first. */
  draws: DrawHistoryEntry[];
  /** The selected draw's `draw_index` (controlled). */
  value?: number;
  /** The initially selected draw's `draw_index`. @default the first draw */
  defaultValue?: number;
  /** Called when another draw is chosen. */
  onValueChange?: (drawIndex: number) => void;
}

const PLACES = ['1st', '2nd', '3rd'] as const;

/**
 * Raffle results (controlled): a draggable strip of draws (the first selected by default), the selected
 * draw's podium (places 1–3, defaults 10M / 7.5M / 3.5M coins) and a table of places 4 onward.
 */
export const RaffleResultsView = forwardRef<HTMLDivElement, RaffleResultsViewProps>(
  function RaffleResultsView(
    { draws, value, defaultValue, onValueChange, className, ...rest },
    ref,
  ) {
    const id = useId();
    const [selected, setSelected] = useControllableState({
      value,
      defaultValue: defaultValue ?? draws[0]?.draw_index ?? -1,
      onChange: onValueChange,
      name: 'RaffleResultsView',
    });
    const dragHandlers = useDragScroll();
    const draw = draws.find((entry) => entry.draw_index === selected) ?? draws[0];
    const report = [...(draw?.report ?? [])].sort((a, b) => a.place - b.place);
    const rest4 = report.filter((item) => item.place >= 4);
    return (
      <div ref={ref} className={cx('gc-screen gc-results', className)} {...rest}>
        <div
          className="gc-results-strip gc-edge-fade"
          role="group"
          aria-label="Draws"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          {...dragHandlers}
        >
          {draws.map((entry) => {
            const isSelected = entry.draw_index === draw?.draw_index;
            return (
              <button
                key={entry.draw_index}
                type="button"
                className="gc-results-draw"
                aria-pressed={isSelected}
                onClick={() => setSelected(entry.draw_index)}
              >
                <span className="gc-results-draw-name">Draw {entry.draw_index}</span>
                <span className="gc-results-draw-date">{formatDateShort(entry.draw_at)}</span>
              </button>
            );
          })}
        </div>
        {draw ? (
          <section className="gc-results-draw-detail" aria-labelledby={id}>
            <div className="gc-results-summary">
              <h2 id={id} className="gc-results-heading">
                Draw {draw.draw_index}
              </h2>
              <p className="gc-results-time">{formatDateTime(draw.draw_at)}</p>
              <ol className="gc-podium" aria-label="Top three">
                {PLACES.map((label, i) => {
                  const item = report.find((entry) => entry.place === i + 1);
                  return (
                    <li key={label} className="gc-podium-place" data-place={i + 1}>
                      <span className="gc-podium-rank">{label}</span>
                      <span className="gc-podium-prize">
                        {formatCoinAmount(
                          item?.win_amount ?? (DEFAULT_PODIUM[i] as number),
                          PODIUM_FORMAT,
                        )}
                      </span>{' '}
                      <span className="gc-podium-unit">coins</span>
                      <span className="gc-podium-name">{item?.name || '-'}</span>
                    </li>
                  );
                })}
              </ol>
            </div>
            {rest4.length ? (
              <PlacesTable
                className="gc-results-table"
                columns={['Place', 'Prize', 'Name']}
                rows={rest4.map((item) => ({
                  key: item.place,
                  cells: [
                    item.place,
                    formatCoinPrize(item.win_amount, {
                      unit: item.win_amount >= 1_000_000 ? 'M' : 'K',
                    }),
                    item.name || '-',
                  ],
                }))}
              />
            ) : null}
          </section>
        ) : null}
      </div>
    );
  },
);
