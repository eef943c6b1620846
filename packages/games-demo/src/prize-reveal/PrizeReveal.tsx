'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { countUpValue, formatCashPrize, formatCoinPrize, type Slot } from '@giftcash/core';
import { useDismiss, usePrefersReducedMotion } from '@giftcash/core/react';
import { prizeLabel } from '@giftcash/core/games';
import { Celebration } from '../celebration/Celebration';
import { StartSavingLink } from '../shared/StartSavingLink';

export interface PrizeRevealProps {
  /** The slot the wheel landed on. */
  slot: Slot;
  /** Whether it wins something. */
  win: boolean;
  /** Starts the next spin. */
  spinAgain: () => void;
  /** Closes the reveal; focus goes back to Spin. */
  dismiss: () => void;
  /** Spin again is not possible now (no plays left). */
  disabled: boolean;
}

/** How long the amount counts up, in milliseconds. */
export const REVEAL_COUNT_MS = 1200;

/** The prize's amount counted up: cash in pence, coins whole; a gift card or no prize is its label. */
function useCountedPrize(slot: Slot, reduced: boolean): string {
  const cash = slot.type === 2;
  const counts = (cash || slot.type === 1) && slot.value > 0 && !reduced;
  const target = cash ? Math.round(slot.value * 100) : slot.value;
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
  if (!(cash || slot.type === 1) || slot.value <= 0) return prizeLabel(slot);
  return cash ? formatCashPrize(shown / 100) : formatCoinPrize(shown);
}

/**
 * The game page's prize reveal, shown where the wheel's result and buttons were: the amount
 * counting up (at once under reduced motion), a celebration across the screen (a static glow
 * under reduced motion), Start Saving Today (the app) and Spin again. Focus moves into it when it opens;
 * Close or Escape hands it back to Spin. The words for screen readers are the final prize, once.
 */
export function PrizeReveal({ slot, win, spinAgain, dismiss, disabled }: PrizeRevealProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const reduced = usePrefersReducedMotion();
  const amount = useCountedPrize(slot, reduced);
  const label = prizeLabel(slot);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  // Escape while focus is in the reveal closes it; a press elsewhere on the page does not.
  useDismiss(ref, { open: true, onDismiss: dismiss, escape: 'inside', outsidePress: false });
  return (
    <section
      ref={ref}
      className="gc-reveal"
      data-win={win ? '' : undefined}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
    >
      {win ? <Celebration cover="screen" /> : null}
      <h2 id={`${id}-title`} className="gc-reveal-title">
        {win ? 'You won!' : 'Better luck next time!'}
        {win ? <span className="gc-visually-hidden"> {label}</span> : null}
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
        {win
          ? 'Web plays are a simulation. Play in the GiftCash app to win real prizes.'
          : 'No prize this time. Every spin is a new chance.'}
      </p>
      <div className="gc-reveal-actions">
        {/* The spec's call to action after every spin: Start Saving Today, in the app. */}
        <StartSavingLink game="wheel" />
        <button
          type="button"
          className="gc-button"
          data-variant={win ? 'secondary' : undefined}
          onClick={spinAgain}
          disabled={disabled}
        >
          Spin again
        </button>
      </div>
      <button type="button" className="gc-reveal-close" aria-label="Close" onClick={dismiss}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" />
        </svg>
      </button>
    </section>
  );
}
