import { useId } from 'react';
import { formatOdds, type Slot } from '@giftcash/core';
import { isWinningSlot, prizeLabel } from '@giftcash/core/games';

/** How many prizes the panel lists, rarest (largest) first. */
const LISTED = 6;

/**
 * Beside the game on its page: its top prizes with their odds, and for the wheel this visit's
 * spins (newest first; no `history`, no list). Plain lists, so the page reads the same without styles.
 */
export function WheelPrizes({
  slots,
  history,
}: {
  slots: readonly Slot[];
  history?: readonly Slot[] | false | undefined;
}) {
  const id = useId();
  const top = slots
    .filter((slot) => isWinningSlot(slot) && (slot.odds ?? 0) > 0)
    .sort((a, b) => (b.odds ?? 0) - (a.odds ?? 0))
    .slice(0, LISTED);
  return (
    <aside className="gc-game-side">
      {top.length ? (
        <section aria-labelledby={`${id}-prizes`}>
          <h2 id={`${id}-prizes`}>Top prizes</h2>
          <ul className="gc-game-prizes">
            {top.map((slot) => (
              <li key={slot.index}>
                <span>{prizeLabel(slot)}</span>
                <span className="gc-game-odds">{formatOdds(slot.odds as number)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {history && (
        <section aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`}>Your spins</h2>
          {history.length ? (
            <ol className="gc-game-history" reversed>
              {history.map((slot, i) => (
                <li key={history.length - i}>
                  {isWinningSlot(slot) ? prizeLabel(slot) : 'No prize'}
                </li>
              ))}
            </ol>
          ) : (
            <p className="gc-game-muted">Your results this visit show here.</p>
          )}
        </section>
      )}
    </aside>
  );
}
