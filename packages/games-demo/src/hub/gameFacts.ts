import { formatCashPrize, formatCoinPrize, type Minigame } from '@giftcash/core';
import { prizeLabel } from '@giftcash/core/games';

/** Games sorted by type (wheels, then scratch cards), keeping the given order within a type (sort is stable since ES2019). */
export const sortGames = (games: readonly Minigame[]): Minigame[] =>
  [...games].sort((a, b) => a.type - b.type);

/** The best prize of a game: its highest cash prize, else its special prize, else its highest coin prize. */
export function maxPrize(game: Pick<Minigame, 'slots'>): string {
  const slots = game.slots ?? [];
  // The highest value among the slots of one type (2 cash, 1 coins), 0 when there are none.
  const best = (type: number) =>
    slots.reduce((max, slot) => (slot.type === type ? Math.max(max, slot.value) : max), 0);
  const cash = best(2);
  if (cash > 0) return formatCashPrize(cash);
  const special = slots.find((slot) => slot.type >= 3);
  return special ? prizeLabel(special) : formatCoinPrize(best(1));
}
