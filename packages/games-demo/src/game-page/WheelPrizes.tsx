import { useId } from 'react';
import { formatOdds, type Slot } from '@giftcash/core';
import { isWinningSlot, outcomeTitle, prizeLabel, type PlayOutcome } from '@giftcash/core/games';

/** One play of this visit: what it paid and how it went by the games model's rule. */
export interface Play {
  prize: Slot;
  outcome: PlayOutcome;
}

/** How many prizes the panel lists, rarest first. */
const LISTED = 6;

/**
 * Beside the game on its page: its top prizes with their odds (rarest first, the larger prize
 * first at equal odds), and this visit's plays (newest first, worded by the rule: a prize, coins
 * back, or no prize). Plain lists, so the page reads the same without styles.
 */
export function WheelPrizes({
  slots,
  kind,
  history,
}: {
  slots: readonly Slot[];
  kind: 'spins' | 'cards';
  history: readonly Play[];
}) {
  const id = useId();
  const top = slots
    .filter((slot) => isWinningSlot(slot) && (slot.odds ?? 0) > 0)
    .sort((a, b) => (b.odds ?? 0) - (a.odds ?? 0) || b.value - a.value)
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
      <section aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>Your {kind}</h2>
        {history.length ? (
          <ol className="gc-game-history" reversed>
            {history.map(({ prize, outcome }, i) => (
              <li key={history.length - i} data-outcome={outcome}>
                {outcome === 'win'
                  ? prizeLabel(prize)
                  : outcome === 'back'
                    ? outcomeTitle(outcome, prizeLabel(prize))
                    : 'No prize'}
              </li>
            ))}
          </ol>
        ) : (
          <p className="gc-game-muted">Your results this visit show here.</p>
        )}
      </section>
    </aside>
  );
}
