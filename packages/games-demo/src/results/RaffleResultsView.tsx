'use client';

import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import {
  CURRENCY,
  formatCoinAmount,
  formatCoinPrize,
  formatDateShort,
  formatDateTime,
  SLOT_TYPE,
  type DrawHistoryEntry,
} from '@giftcash/core';
import { playOutcome, prizeLabel } from '@giftcash/core/games';
import { cx, useControllableState, useDragScroll } from '@giftcash/core/react';
import { DEFAULT_PODIUM, latestWin } from '../raffle/raffleModel';
import { PlacesTable } from '../shared/PlacesTable';
import { PrizeReveal } from '../prize-reveal/PrizeReveal';

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
  /**
   * The signed-in person's id (`Profile.id`), matched against the winners' `user_id`: their
   * places are marked You, and the newest draw they won is selected and its prize revealed
   * ("You won 3.5M coins in Draw 30941", the place lit, a celebration) unless `revealWin` is false.
   * @default none: no marks, no reveal
   */
  userId?: string | undefined;
  /**
   * Reveal the person's newest win when the view opens; false after they have seen it (the
   * connected screen remembers that), so only their place stays marked.
   * @default true
   */
  revealWin?: boolean | undefined;
}

const PLACES = ['1st', '2nd', '3rd'] as const;

/**
 * Raffle results (controlled): a draggable strip of draws (the first selected by default), the selected
 * draw's podium (places 1–3, defaults 10M / 7.5M / 3.5M coins) and a table of places 4 onward.
 */
export const RaffleResultsView = forwardRef<HTMLDivElement, RaffleResultsViewProps>(
  function RaffleResultsView(
    { draws, value, defaultValue, onValueChange, userId, revealWin = true, className, ...rest },
    ref,
  ) {
    const id = useId();
    const stripRef = useRef<HTMLDivElement>(null);
    const [selected, setSelected] = useControllableState({
      value,
      defaultValue: defaultValue ?? draws[0]?.draw_index ?? -1,
      onChange: onValueChange,
      name: 'RaffleResultsView',
    });
    const dragHandlers = useDragScroll();
    const win = latestWin(draws, userId);
    const winDraw = revealWin && win ? win.draw.draw_index : undefined;
    // The draw whose reveal is open: set once the view has mounted, so the server's HTML (which
    // knows no person) and the first client render agree.
    const [revealed, setRevealed] = useState<number>();
    useEffect(() => {
      if (winDraw === undefined) return;
      setSelected(winDraw);
      setRevealed(winDraw);
    }, [winDraw, setSelected]);
    // The revealed draw's button in view: on a phone it can sit past the strip's edge.
    useEffect(() => {
      if (revealed !== undefined)
        stripRef.current
          ?.querySelector<HTMLElement>('[aria-pressed="true"]')
          ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }, [revealed]);
    const mine = (userIdOf: string | undefined) => Boolean(userId) && userIdOf === userId;
    const draw = draws.find((entry) => entry.draw_index === selected) ?? draws[0];
    const report = [...(draw?.report ?? [])].sort((a, b) => a.place - b.place);
    const rest4 = report.filter((item) => item.place >= 4);
    return (
      <div ref={ref} className={cx('gc-screen gc-results', className)} {...rest}>
        <div
          ref={stripRef}
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
        {win && revealed === win.draw.draw_index ? (
          <RaffleWinReveal
            drawIndex={revealed}
            place={win.item.place}
            prize={{
              type: win.item.win_type === CURRENCY.cash ? SLOT_TYPE.cash : SLOT_TYPE.coins,
              value: win.item.win_amount,
            }}
            dismiss={() => {
              setRevealed(undefined);
              stripRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
            }}
          />
        ) : null}
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
                    <li
                      key={label}
                      className="gc-podium-place"
                      data-place={i + 1}
                      data-mine={mine(item?.user_id) ? '' : undefined}
                    >
                      <span className="gc-podium-rank">{label}</span>
                      <span className="gc-podium-prize">
                        {formatCoinAmount(
                          item?.win_amount ?? (DEFAULT_PODIUM[i] as number),
                          PODIUM_FORMAT,
                        )}
                      </span>{' '}
                      <span className="gc-podium-unit">coins</span>
                      <span className="gc-podium-name">{item?.name || '-'}</span>
                      {mine(item?.user_id) ? <YouMark /> : null}
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
                    mine(item.user_id) ? (
                      <>
                        {item.name || '-'} <YouMark />
                      </>
                    ) : (
                      item.name || '-'
                    ),
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

/** Marks the person's own place: a word, not only a colour. */
const YouMark = () => <span className="gc-results-you">You</span>;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
const ordinal = (n: number): string =>
  `${n}${(n % 100 > 10 && n % 100 < 14) || n % 10 > 3 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10]}`;

/** The person's own win, in the games' one prize reveal: the raffle's entry is free, so a prize wins. */
function RaffleWinReveal({
  drawIndex,
  place,
  prize,
  dismiss,
}: {
  drawIndex: number;
  place: number;
  prize: { type: 1 | 2; value: number };
  dismiss: () => void;
}) {
  return (
    <PrizeReveal
      game="raffle"
      prize={prize}
      outcome={playOutcome(prize)}
      title={`You won ${prizeLabel(prize)} in Draw ${drawIndex}`}
      note={`You came ${ordinal(place)}. Your place is marked below.`}
      dismiss={dismiss}
    />
  );
}
