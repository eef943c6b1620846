/**
 * How a play went and what a game costs, in words: the one rule every screen that words a result
 * or a price follows (wheel, scratch card, game pages, demos, the embed, announcements, a visit's
 * results). React-free.
 */
import type { Minigame, Slot } from '../model/types';
import { formatCoinPrize } from '../format/format';
import { CURRENCY, SLOT_TYPE } from '../model/wireCodes';
import { isWinningSlot } from './odds';

/**
 * How a play went: `win` (a prize worth at least what the play cost), `back` (a prize worth less
 * than the play cost: part of the entry back, never called a win) or `none` (no prize).
 */
export type PlayOutcome = 'win' | 'back' | 'none';

/**
 * What one play cost. A number is coins (a game's `coins_cost`); `{ type: 2, value }` is pounds,
 * in a slot's unit codes (1 coins, 2 cash). 0 is a free play: a free entry, the raffle, a demo.
 */
export type PlayCost = number | { type: 1 | 2; value: number };

/**
 * The one rule for a play's result, for every unit.
 * - No prize (the coins-0 slot, a scratch card's 0) is `none`.
 * - A free play (cost 0) wins whatever it pays: `win`.
 * - Prize and cost in the same unit: `win` when the prize is at least the cost, else `back`
 *   (500 coins from a 5K-coin spin is "500 coins back", not a win).
 * - Different units: coins have no cash value (the terms), so cash, a gift card or another
 *   prize against a coin price is a `win`, and coins against a cash price are `back`. A prize of
 *   types 3 and 4 counts as its value in pounds, or as a win when its value is not stated.
 */
export function playOutcome(
  prize: Pick<Slot, 'type' | 'value'> | null | undefined,
  cost: PlayCost = 0,
): PlayOutcome {
  // A number reads as coins: it has neither field (destructuring boxes it), so the defaults apply.
  const { type = CURRENCY.coins, value = cost as number } = cost as Exclude<PlayCost, number>;
  if (!prize || !isWinningSlot(prize)) return 'none';
  // Worth less than the price: coins under a coin price, or coins against any cash price; cash or
  // a prize of stated value under a cash price. Anything else (a free play included) wins.
  return value > 0 &&
    (prize.type === SLOT_TYPE.coins
      ? type !== CURRENCY.coins || prize.value < value
      : type === CURRENCY.cash && prize.value > 0 && prize.value < value)
    ? 'back'
    : 'win';
}

/** A result's headline: `You won!`, `500 coins back` (the prize's label), or `Better luck next time!`. */
export const outcomeTitle = (outcome: PlayOutcome, label: string): string =>
  outcome === 'win' ? 'You won!' : outcome === 'back' ? `${label} back` : 'Better luck next time!';

/**
 * A result in one sentence, for a result line or a live announcement: `You won £5.00!`,
 * `500 coins back.`, `Better luck next time!`.
 */
export const outcomeSentence = (outcome: PlayOutcome, label: string): string =>
  // The no-prize words are the headline's, written out rather than read from `outcomeTitle`: a
  // card that words its results in sentences then ships no headline.
  outcome === 'win'
    ? `You won ${label}!`
    : outcome === 'back'
      ? `${label} back.`
      : 'Better luck next time!';

/**
 * What a game costs, one wording for the hub and the game pages: `entry` is the price in
 * thousands of coins (`Entry 5K coins`, `Entry free`), `free` the free plays left in their
 * refill period (`2 free plays left today`, `1 free play left this week` for a weekly refill,
 * `No free plays left today`). Shown side by side: `Entry 5K coins · 2 free plays left today`.
 */
export function entryWords(
  game: Pick<Minigame, 'coins_cost' | 'free_entries'> & { free_entries_seconds?: number },
  freeLeft: number = game.free_entries,
): { entry: string; free: string } {
  const period = (game.free_entries_seconds ?? 0) >= 604_800 ? 'this week' : 'today';
  const plays = freeLeft === 1 ? 'play' : 'plays';
  return {
    entry: `Entry ${game.coins_cost > 0 ? formatCoinPrize(game.coins_cost) : 'free'}`,
    free: `${freeLeft > 0 ? freeLeft : 'No'} free ${plays} left ${period}`,
  };
}
