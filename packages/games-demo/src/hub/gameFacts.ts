import { formatCashPrize, formatCoinPrize, type Minigame } from '@giftcash/core';
import { prizeLabel } from '@giftcash/core/games';

/** Games sorted by type (wheels, then scratch cards), keeping the given order within a type (sort is stable since ES2019). */
export const sortGames = (games: readonly Minigame[]): Minigame[] => [...games].sort((a, b) => a.type - b.type);

/** The best prize of a game: its highest cash prize, else its special prize, else its highest coin prize. */
export function maxPrize(game: Pick<Minigame, 'slots'>): string {
  const slots = game.slots ?? [];
  const cash = slots.filter((slot) => slot.type === 2).reduce((max, slot) => Math.max(max, slot.value), 0);
  if (cash > 0) return formatCashPrize(cash);
  const special = slots.find((slot) => slot.type >= 3);
  if (special) return prizeLabel(special);
  const coins = slots.reduce((max, slot) => (slot.type === 1 ? Math.max(max, slot.value) : max), 0);
  return formatCoinPrize(coins);
}
