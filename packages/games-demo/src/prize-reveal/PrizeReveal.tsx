'use client';

import { useEffect, useId, useRef, useState } from 'react';
import {
  countUpValue,
  formatCashPrize,
  formatCoinPrize,
  SLOT_TYPE,
  type Slot,
} from '@giftcash/core';
import { useDismiss, usePrefersReducedMotion } from '@giftcash/core/react';
import { outcomeTitle, prizeLabel, type PlayOutcome } from '@giftcash/core/games';
import { Celebration } from '../celebration/Celebration';
import { StartSavingLink } from '../shared/StartSavingLink';

export interface PrizeRevealProps {
  /** What the play paid: the wheel's slot, or a scratch card's prize as a cash slot (`{ type: 2, value }`). */
  prize: Pick<Slot, 'type' | 'value' | 'description'>;
  /** How the play went, by the games model's rule (`playOutcome`): only `win` celebrates. */
  outcome: PlayOutcome;
  /**
   * The game played: the again button's words (Spin again, Play again) and the app link's `game`.
   * The raffle is not played on the web: its reveal has neither.
   */
  game: 'wheel' | 'scratch' | 'raffle';
  /** Starts the next play (not called for the raffle). */
  again?: () => void;
  /** The headline, in place of the games model's (`You won 3.5M coins in Draw 30941`). */
  title?: string | undefined;
  /** The words under the amount, in place of the simulation note. */
  note?: string | undefined;
  /** Closes the reveal (Close, Escape); the host puts focus back on its play button. None: no Close. */
  dismiss?: (() => void) | undefined;
  /** The next play is not possible now (no plays left). */
  disabled?: boolean | undefined;
  /** What the play cost in words (`5K coins`), said under a prize worth less than it. */
  cost?: string | undefined;
  /** Address of Start Saving Today. @default the app download link from `GiftcashProvider` */
  appLink?: string | undefined;
}

/** How long the amount counts up, in milliseconds. */
export const REVEAL_COUNT_MS = 1200;

/** The prize's amount counted up: cash in pence, coins whole; a gift card or no prize is its label. */
function useCountedPrize(prize: PrizeRevealProps['prize'], reduced: boolean): string {
  const cash = prize.type === SLOT_TYPE.cash;
  const counts = (cash || prize.type === SLOT_TYPE.coins) && prize.value > 0 && !reduced;
  const target = cash ? Math.round(prize.value * 100) : prize.value;
  const [shown, setShown] = useState(counts ? 0 : target);
  useEffect(() => {
    if (!counts || typeof requestAnimationFrame !== 'function') return setShown(target);
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      setShown(countUpValue(0, target, now - start, REVEAL_COUNT_MS));
      if (now - start < REVEAL_COUNT_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [counts, target]);
  if (!(cash || prize.type === SLOT_TYPE.coins) || prize.value <= 0) return prizeLabel(prize);
  return cash ? formatCashPrize(shown / 100) : formatCoinPrize(shown);
}

/**
 * The one prize reveal of every game (the wheel and scratch pages, the home and brand page
 * wheels, a signed-in person's own raffle win on the results page), shown where the game's result and buttons were: the headline by the games model's rule
 * (`You won!`, `500 coins back`, `Better luck next time!`); for a win only, the amount counting up
 * (at once under reduced motion) and a celebration across the screen (a static glow under reduced
 * motion); Start Saving Today (the app) and the next play. Focus moves into it when it opens, so
 * its name (the result, once) is what a screen reader says; Close or Escape calls `dismiss`.
 */
export function PrizeReveal({
  prize,
  outcome,
  game,
  again,
  dismiss,
  disabled,
  cost,
  appLink,
  title,
  note,
}: PrizeRevealProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const reduced = usePrefersReducedMotion();
  const amount = useCountedPrize(prize, reduced);
  const label = prizeLabel(prize);
  const win = outcome === 'win';
  useEffect(() => {
    ref.current?.focus();
  }, []);
  // Escape while focus is in the reveal closes it; a press elsewhere on the page does not.
  useDismiss(ref, {
    open: Boolean(dismiss),
    onDismiss: () => dismiss?.(),
    escape: 'inside',
    outsidePress: false,
  });
  return (
    <section
      ref={ref}
      className="gc-reveal"
      data-outcome={outcome}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
    >
      {win ? <Celebration cover="screen" /> : null}
      <h2 id={`${id}-title`} className="gc-reveal-title">
        {title ?? outcomeTitle(outcome, label)}
        {win && !title ? <span className="gc-visually-hidden"> {label}</span> : null}
      </h2>
      {win ? (
        <p
          className="gc-reveal-amount"
          aria-hidden="true"
          data-counting={amount === label ? undefined : ''}
        >
          <span className="gc-reveal-reserve">{label}</span>
          <span className="gc-reveal-value">{amount}</span>
        </p>
      ) : null}
      <p className="gc-reveal-note">
        {note ??
          (outcome === 'none'
            ? `No prize this time. Every ${game === 'wheel' ? 'spin' : 'card'} is a new chance.`
            : `${outcome === 'back' ? `Less than the ${cost || 'entry'} this play cost. ` : ''}Web plays are a simulation. Play in the GiftCash app to win real prizes.`)}
      </p>
      {game === 'raffle' ? null : (
        <div className="gc-reveal-actions">
          {/* The spec's call to action after every play: Start Saving Today, in the app. */}
          <StartSavingLink game={game} href={appLink} />
          <button
            type="button"
            className="gc-button"
            data-variant="secondary"
            onClick={again}
            disabled={disabled}
          >
            {game === 'wheel' ? 'Spin again' : 'Play again'}
          </button>
        </div>
      )}
      {dismiss ? (
        <button type="button" className="gc-reveal-close" aria-label="Close" onClick={dismiss}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" />
          </svg>
        </button>
      ) : null}
    </section>
  );
}
