import type { Lottery, LotteryPayout } from '@giftcash/core';

/** Podium coins when a place has no payout: 1st 10M, 2nd 7.5M, 3rd 3.5M. */
export const DEFAULT_PODIUM: readonly [number, number, number] = [10_000_000, 7_500_000, 3_500_000];

/** One day, in milliseconds: the placeholder next draw is this far ahead until data loads. */
export const DAY_MS = 86_400_000;

/** The coins for `place` (1–3) from the payouts, else the default podium amount. */
export function podiumAmount(payouts: readonly LotteryPayout[] | undefined, place: 1 | 2 | 3): number {
  return payouts?.find((payout) => payout.place === place)?.amount ?? (DEFAULT_PODIUM[place - 1] as number);
}

/** Sum of the coin payouts (currency 1) of a raffle. */
export function totalCoinPrizes(raffle: Pick<Lottery, 'config'> | null | undefined): number {
  return (raffle?.config?.payouts ?? []).reduce((sum, payout) => (payout.type === 1 ? sum + payout.amount : sum), 0);
}

/** The payouts sorted by place. */
export const sortedPayouts = (raffle: Pick<Lottery, 'config'> | null | undefined): LotteryPayout[] =>
  [...(raffle?.config?.payouts ?? [])].sort((a, b) => a.place - b.place);
