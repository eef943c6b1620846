import type { WinnerItem, WinnersResponse } from '@giftcash/core';
import { createRandom, DEFAULT_SEED } from './random';
import { shortName } from './people';

/** What was won, by game: coin amounts (currency 1) or pounds (currency 2). */
const PRIZES: readonly { game: string; currency: 1 | 2; amounts: readonly number[] }[] = [
  { game: 'Cashback+ Wheel', currency: 2, amounts: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 25, 750] },
  { game: 'Cashback+ Wheel', currency: 1, amounts: [2_500, 10_000, 25_000, 100_000, 1_000_000] },
  { game: 'Cashback Scratch Card', currency: 2, amounts: [0.01, 0.05, 0.15, 0.5, 1, 2.5, 5] },
  { game: 'Lucky Spin', currency: 1, amounts: [500, 2_000, 5_000, 50_000] },
  { game: 'High Roller Wheel', currency: 2, amounts: [1, 4, 20, 100] },
  { game: 'Golden Ticket Scratch', currency: 2, amounts: [0.4, 1.2, 4, 20] },
  {
    game: 'Daily Raffle',
    currency: 1,
    amounts: [10_000_000, 7_500_000, 3_500_000, 500_000, 200_000],
  },
];

/** Options of {@link buildWinners}. */
export interface BuildWinnersOptions {
  /** The time the data is built around (epoch milliseconds): dates fall before it. */
  now: number;
  /** Seed of the data: the same seed gives the same data. @default DEFAULT_SEED */
  seed?: number;
  /** How many winners. @default 24 */
  count?: number;
}

/** Recent winners, newest first, with ISO dates a few minutes to hours before `now`. */
export function buildWinners({
  now,
  seed = DEFAULT_SEED,
  count = 24,
}: BuildWinnersOptions): WinnersResponse {
  const random = createRandom(seed, 'winners');
  const items: WinnerItem[] = [];
  let time = now;
  for (let i = 0; i < count; i += 1) {
    // Rotate through the games so both currencies always appear.
    const prize = PRIZES[i % PRIZES.length] as (typeof PRIZES)[number];
    time -= random.int(2, 55) * 60_000 + random.int(0, 59) * 1000;
    items.push({
      amount: random.pick(prize.amounts),
      name: prize.game,
      username: shortName(random),
      currency: prize.currency,
      date: new Date(time).toISOString(),
    });
  }
  return { items };
}
