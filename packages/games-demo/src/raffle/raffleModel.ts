import type { DrawHistoryEntry, DrawReportItem, Lottery, LotteryPayout } from '@giftcash/core';
import { CURRENCY } from '@giftcash/core';

/** Podium coins when a place has no payout: 1st 10M, 2nd 7.5M, 3rd 3.5M. */
export const DEFAULT_PODIUM: readonly [number, number, number] = [10_000_000, 7_500_000, 3_500_000];

/** One day, in milliseconds: the placeholder next draw is this far ahead until data loads. */
export const DAY_MS = 86_400_000;

/** How far ahead a daily raffle's next draw may be; a later time is not believed. */
export const MAX_DRAW_AHEAD_MS = 7 * DAY_MS;

/**
 * The time to count down to: `nextDrawAt` when it is at most a week after `now`, else 0 (shown as
 * a finished countdown and no date, as for a raffle without a draw time). A draw time a century
 * ahead used to count down "2399501293 hrs".
 */
export function plausibleDrawAt(nextDrawAt: number, now: number): number {
  return Number.isFinite(nextDrawAt) && nextDrawAt - now <= MAX_DRAW_AHEAD_MS ? nextDrawAt : 0;
}

/** The coins for `place` (1–3) from the payouts, else the default podium amount. */
export function podiumAmount(
  payouts: readonly LotteryPayout[] | undefined,
  place: 1 | 2 | 3,
): number {
  return (
    payouts?.find((payout) => payout.place === place)?.amount ??
    (DEFAULT_PODIUM[place - 1] as number)
  );
}

/** Sum of the coin payouts (currency 1) of a raffle. */
export function totalCoinPrizes(raffle: Pick<Lottery, 'config'> | null | undefined): number {
  return (raffle?.config?.payouts ?? []).reduce(
    (sum, payout) => (payout.type === CURRENCY.coins ? sum + payout.amount : sum),
    0,
  );
}

/** The payouts sorted by place. */
export const sortedPayouts = (
  raffle: Pick<Lottery, 'config'> | null | undefined,
): LotteryPayout[] => [...(raffle?.config?.payouts ?? [])].sort((a, b) => a.place - b.place);

/**
 * The newest draw the person (`userId`) won a prize in, with their place; null when they won
 * none (or no person is named). `draws` come newest first, as the results call sends them.
 */
export function latestWin(
  draws: readonly DrawHistoryEntry[],
  userId: string | undefined,
): { draw: DrawHistoryEntry; item: DrawReportItem } | null {
  if (!userId) return null;
  for (const draw of draws) {
    const item = draw.report.find((entry) => entry.user_id === userId && entry.win_amount > 0);
    if (item) return { draw, item };
  }
  return null;
}
