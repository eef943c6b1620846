import type {
  DrawHistoryEntry,
  DrawReportItem,
  Lottery,
  LotteryPayout,
  RaffleResultsResponse,
} from '@giftcash/core';
import { fixedArt, giftCardSvg, type SampleArtAddress } from './artwork';
import { createRandom, DEFAULT_SEED } from './random';
import { shortName, userId } from './people';
import { SAMPLE_USER } from './orders';
import { nextUkTime } from './ukTime';

const DAY_MS = 86_400_000;

/** The daily raffle's id. */
export const DAILY_RAFFLE_ID = 'daily-raffle';
/** Index of the most recent daily draw in the sample; the next draw is this plus one. */
export const LATEST_DRAW_INDEX = 30_943;
/** The first-place extra prize of the daily raffle. */
export const ADD_PRIZE_LABEL = 'a £50 Choice Card UK gift card';
/** The extra prize's card (`prizes/raffle-extra.card`, named by `art` when given: see `SampleArtAddress`). */
const addPrizeImage = fixedArt('prizes/raffle-extra.card', () =>
  giftCardSvg('Choice Card UK', '#2c3e8f', '£50 GIFT CARD'),
);

/** Coins for places 4 to 40 of the daily raffle (places 1–3: 10M, 7.5M, 3.5M). */
const LOWER_PLACES: readonly (readonly [fromPlace: number, toPlace: number, coins: number])[] = [
  [4, 4, 2_500_000],
  [5, 5, 2_000_000],
  [6, 6, 1_500_000],
  [7, 7, 1_250_000],
  [8, 8, 1_000_000],
  [9, 10, 750_000],
  [11, 15, 500_000],
  [16, 20, 400_000],
  [21, 30, 300_000],
  [31, 40, 200_000],
];

/** The daily raffle's 40 coin payouts: 10,000,000 / 7,500,000 / 3,500,000 … down to 200,000. */
export function dailyRafflePayouts(): LotteryPayout[] {
  const payouts: LotteryPayout[] = [
    { place: 1, type: 1, amount: 10_000_000, show_win: true },
    { place: 2, type: 1, amount: 7_500_000, show_win: true },
    { place: 3, type: 1, amount: 3_500_000, show_win: true },
  ];
  for (const [from, to, amount] of LOWER_PLACES) {
    for (let place = from; place <= to; place += 1)
      payouts.push({ place, type: 1, amount, show_win: true });
  }
  return payouts;
}

/** The next daily draw: 17:00 UK time, strictly after `now`. */
export const nextDailyDrawAt = (now: number): number => nextUkTime(now, 17);

/**
 * The lotteries list. The first item is the daily raffle, drawn at 17:00 UK time every day;
 * its `next_draw_at` is always in the future relative to `now`. A weekly draw follows it.
 */
export function buildLotteries({ now, art }: { now: number; art?: SampleArtAddress }): Lottery[] {
  const nextDrawAt = nextDailyDrawAt(now);
  const cutOffSeconds = 300;
  const sellUntil = nextDrawAt - cutOffSeconds * 1000;
  const secondsUntil = (time: number) => Math.max(0, Math.round((time - now) / 1000));
  const daily: Lottery = {
    id: DAILY_RAFFLE_ID,
    name: 'Daily Raffle',
    type: 1,
    lottery_status: 1,
    repeat_seconds: 86_400,
    ticket_coins_cost: 0,
    required_balance: 0,
    draw_index: LATEST_DRAW_INDEX,
    draw_factor: 1,
    hist_factor: 1,
    boost_factor: 1,
    boost_message: 'Refer friends to boost your raffle entries',
    next_draw_index: LATEST_DRAW_INDEX + 1,
    next_draw_at: nextDrawAt,
    config: { payouts: dailyRafflePayouts() },
    unlock_reward: 50_000,
    max_tickets: 1,
    max_entries: 1,
    free_entries: 1,
    free_tickets: 1,
    slogan_top: 'Free entry every day',
    slogan_bottom: 'Win up to 10M coins at 5pm',
    cut_off_seconds: cutOffSeconds,
    add_prize_label: ADD_PRIZE_LABEL,
    add_prize_img_url: addPrizeImage(art),
    add_prize_cid: 'choice-card-uk-50',
    add_prize_mystery: false,
    games_unlock: ['wheel-cashback-plus', 'scratch-cashback'],
    next_draw_at_seconds_diff: secondsUntil(nextDrawAt),
    next_draw_to_sell_tickets: LATEST_DRAW_INDEX + 1,
    next_draw_to_sell_tickets_at: sellUntil,
    next_draw_to_sell_tickets_at_seconds_diff: secondsUntil(sellUntil),
  };

  const weeklyAt = nextDrawAt + ((4 - new Date(nextDrawAt).getUTCDay() + 7) % 7) * DAY_MS;
  const weekly: Lottery = {
    id: 'weekly-draw',
    name: 'Weekly Draw',
    type: 2,
    lottery_status: 1,
    repeat_seconds: 604_800,
    ticket_coins_cost: 250_000,
    required_balance: 250_000,
    draw_index: 4_412,
    next_draw_index: 4_413,
    next_draw_at: weeklyAt,
    config: {
      payouts: [
        { place: 1, type: 2, amount: 1000, show_win: true },
        { place: 2, type: 2, amount: 250, show_win: true },
        { place: 3, type: 2, amount: 100, show_win: true },
      ],
    },
    max_tickets: 10,
    max_entries: 10,
    free_entries: 0,
    free_tickets: 0,
    cut_off_seconds: cutOffSeconds,
    next_draw_at_seconds_diff: secondsUntil(weeklyAt),
  };
  return [daily, weekly];
}

/** Options of {@link buildRaffleResults}. */
export interface BuildRaffleResultsOptions {
  /** The time the data is built around (epoch milliseconds): dates fall before it. */
  now: number;
  /** Seed of the data: the same seed gives the same data. @default DEFAULT_SEED */
  seed?: number;
  /** How many past draws. @default 7 */
  draws?: number;
  /** Where the extra prize's art is served (see `SampleArtAddress`). @default drawn as a data URI */
  art?: SampleArtAddress;
}

/** The draw (second newest in the sample) whose report leaves out place 3, to exercise the podium default. */
export const DRAW_WITHOUT_THIRD_PLACE = LATEST_DRAW_INDEX - 1;

/**
 * The draw (third newest in the sample) the sample customer won, so a signed-in visitor sees
 * their own win on the results page; the place is {@link SAMPLE_WIN_PLACE}.
 */
export const SAMPLE_WIN_DRAW = LATEST_DRAW_INDEX - 2;
/** The sample customer's place in {@link SAMPLE_WIN_DRAW}: third, 3,500,000 coins. */
export const SAMPLE_WIN_PLACE = 3;

/**
 * Past daily draws, newest first, exactly 86,400,000 ms apart, the newest one the last
 * 17:00 UK draw before `now`. Each report has the 40 places, except that draw
 * {@link DRAW_WITHOUT_THIRD_PLACE} has no place 3. The sample customer (`SAMPLE_USER`) holds
 * place {@link SAMPLE_WIN_PLACE} of draw {@link SAMPLE_WIN_DRAW} and no other place.
 */
export function buildRaffleResults({
  now,
  seed = DEFAULT_SEED,
  draws = 7,
  art,
}: BuildRaffleResultsOptions): RaffleResultsResponse {
  const random = createRandom(seed, 'raffle-results');
  const latestDrawAt = nextDailyDrawAt(now) - DAY_MS;
  const payouts = dailyRafflePayouts();
  const addPrizeImgUrl = addPrizeImage(art);
  const result: DrawHistoryEntry[] = [];
  for (let back = 0; back < draws; back += 1) {
    const drawIndex = LATEST_DRAW_INDEX - back;
    const totalEntries = random.int(180_000, 260_000);
    let rangeStart = 0;
    const report: DrawReportItem[] = [];
    for (const payout of payouts) {
      const entries = random.int(1, 3);
      const rangeEnd = rangeStart + entries - 1;
      const item: DrawReportItem = {
        range_start: rangeStart,
        range_end: rangeEnd,
        range_winner: random.int(rangeStart, rangeEnd),
        range_factor: 1,
        entries,
        user_id: userId(random),
        name: shortName(random),
        boost_factor: random.chance(0.2) ? 2 : 1,
        auto_played: random.chance(0.7),
        place: payout.place,
        win_amount: payout.amount,
        win_type: 1,
      };
      // Set after the draws above, so every other winner stays what the seed gave.
      if (drawIndex === SAMPLE_WIN_DRAW && payout.place === SAMPLE_WIN_PLACE) {
        item.user_id = SAMPLE_USER.id;
        item.name = `${SAMPLE_USER.first_name} M.`;
      }
      rangeStart += random.int(2_000, 6_000);
      if (!(drawIndex === DRAW_WITHOUT_THIRD_PLACE && payout.place === 3)) report.push(item);
    }
    result.push({
      lottery_id: DAILY_RAFFLE_ID,
      draw_at: latestDrawAt - back * DAY_MS,
      draw_index: drawIndex,
      number: random.int(0, totalEntries - 1),
      symbol: 'DR',
      add_prize_label: ADD_PRIZE_LABEL,
      add_prize_img_url: addPrizeImgUrl,
      add_prize_mystery: false,
      report,
    });
  }
  return { result };
}
