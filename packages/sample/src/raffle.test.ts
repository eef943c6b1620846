import { describe, expect, it } from 'vitest';
import {
  buildLotteries,
  buildRaffleResults,
  dailyRafflePayouts,
  DRAW_WITHOUT_THIRD_PLACE,
  nextDailyDrawAt,
  SAMPLE_WIN_DRAW,
  SAMPLE_WIN_PLACE,
} from './raffle';
import { SAMPLE_USER } from './orders';
import { buildWinners } from './winners';
import { londonOffsetMinutes, nextUkTime, ukDayString } from './ukTime';
import { CURRENCY } from '@giftcash/core';

const SUMMER_NOON = Date.UTC(2025, 5, 15, 11); // 12:00 BST
const WINTER_EVENING = Date.UTC(2025, 0, 15, 18); // 18:00 GMT

const londonHour = (time: number) =>
  new Date(time + londonOffsetMinutes(time) * 60_000).getUTCHours();

describe('UK time', () => {
  it('knows GMT and BST', () => {
    expect(londonOffsetMinutes(WINTER_EVENING)).toBe(0);
    expect(londonOffsetMinutes(SUMMER_NOON)).toBe(60);
  });

  it('finds the next 17:00 UK time strictly after now', () => {
    expect(nextUkTime(SUMMER_NOON)).toBe(Date.UTC(2025, 5, 15, 16));
    expect(nextUkTime(WINTER_EVENING)).toBe(Date.UTC(2025, 0, 16, 17));
    expect(nextUkTime(Date.UTC(2025, 0, 16, 17))).toBe(Date.UTC(2025, 0, 17, 17));
    // Across the clocks going forward (30 March 2025).
    expect(nextUkTime(Date.UTC(2025, 2, 29, 18))).toBe(Date.UTC(2025, 2, 30, 16));
  });

  it('formats UK dates as dd/mm/yyyy', () => {
    expect(ukDayString(Date.UTC(2025, 5, 30, 23, 30))).toBe('01/07/2025');
    expect(ukDayString(Date.UTC(2025, 0, 5, 9))).toBe('05/01/2025');
  });
});

describe('daily raffle', () => {
  it('pays 40 places from 10M down to 200K coins', () => {
    const payouts = dailyRafflePayouts();
    expect(payouts).toHaveLength(40);
    expect(payouts.map((p) => p.place)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(payouts.slice(0, 3).map((p) => p.amount)).toEqual([10_000_000, 7_500_000, 3_500_000]);
    expect(payouts.at(-1)?.amount).toBe(200_000);
    expect(payouts.every((p) => p.type === CURRENCY.coins)).toBe(true);
    for (let i = 1; i < payouts.length; i += 1)
      expect(payouts[i]!.amount).toBeLessThanOrEqual(payouts[i - 1]!.amount);
  });

  it('puts the daily raffle first with its next draw at 17:00 UK time in the future', () => {
    for (const now of [SUMMER_NOON, WINTER_EVENING, Date.UTC(2025, 9, 26, 16, 59)]) {
      const [daily] = buildLotteries({ now });
      expect(daily?.next_draw_at).toBeGreaterThan(now);
      expect(daily!.next_draw_at - now).toBeLessThanOrEqual(86_400_000 + 3_600_000);
      expect(londonHour(daily!.next_draw_at)).toBe(17);
      expect(daily).toMatchObject({
        lottery_status: 1,
        type: 1,
        repeat_seconds: 86_400,
        draw_index: 30_943,
        next_draw_index: 30_944,
        cut_off_seconds: 300,
        max_tickets: 1,
        max_entries: 1,
        free_entries: 1,
        unlock_reward: 50_000,
      });
      expect(daily?.config.payouts).toHaveLength(40);
      expect(daily?.add_prize_label).toBeTruthy();
      expect(daily?.add_prize_img_url).toMatch(/^data:image\/svg\+xml,/);
      expect(daily?.next_draw_at_seconds_diff).toBe(Math.round((daily!.next_draw_at - now) / 1000));
    }
  });
});

describe('raffle results', () => {
  const { result } = buildRaffleResults({ now: SUMMER_NOON });

  it('has at least 7 draws, newest first, exactly one day apart', () => {
    expect(result.length).toBeGreaterThanOrEqual(7);
    expect(result.map((d) => d.draw_index)).toEqual([
      30_943, 30_942, 30_941, 30_940, 30_939, 30_938, 30_937,
    ]);
    for (let i = 1; i < result.length; i += 1)
      expect(result[i - 1]!.draw_at - result[i]!.draw_at).toBe(86_400_000);
    expect(result[0]!.draw_at).toBe(nextDailyDrawAt(SUMMER_NOON) - 86_400_000);
    expect(result[0]!.draw_at).toBeLessThanOrEqual(SUMMER_NOON);
  });

  it('reports 40 places per draw, except one draw with no place 3', () => {
    const missingThird = result.filter((d) => !d.report.some((r) => r.place === 3));
    expect(missingThird.map((d) => d.draw_index)).toEqual([DRAW_WITHOUT_THIRD_PLACE]);
    for (const draw of result) {
      expect(draw.report).toHaveLength(draw.draw_index === DRAW_WITHOUT_THIRD_PLACE ? 39 : 40);
      for (const item of draw.report) {
        expect(item.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
        expect(item.win_type).toBe(1);
        expect(item.user_id).toMatch(/^usr_/);
        expect(item.entries).toBeGreaterThan(0);
      }
      expect(draw.report.find((r) => r.place === 1)?.win_amount).toBe(10_000_000);
    }
  });

  it('puts the sample customer third in a recent draw, for any seed, and nowhere else', () => {
    for (const seed of [undefined, 5, 99]) {
      const draws = buildRaffleResults({ now: SUMMER_NOON, seed }).result;
      const mine = draws.flatMap((draw) =>
        draw.report
          .filter((item) => item.user_id === SAMPLE_USER.id)
          .map((item) => [draw.draw_index, item.place, item.name, item.win_amount]),
      );
      expect(mine).toEqual([[SAMPLE_WIN_DRAW, SAMPLE_WIN_PLACE, 'Sarah M.', 3_500_000]]);
    }
    expect(result.slice(0, 3).map((draw) => draw.draw_index)).toContain(SAMPLE_WIN_DRAW);
  });

  it('is deterministic for a seed', () => {
    expect(buildRaffleResults({ now: SUMMER_NOON })).toEqual({ result });
    expect(buildRaffleResults({ now: SUMMER_NOON, seed: 5 })).not.toEqual({ result });
  });
});

describe('winners', () => {
  it('lists at least 20 recent winners in both currencies, newest first', () => {
    const { items } = buildWinners({ now: SUMMER_NOON });
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(new Set(items.map((w) => w.currency))).toEqual(new Set([1, 2]));
    const times = items.map((w) => Date.parse(String(w.date)));
    expect(times.every((t) => t < SUMMER_NOON && t > SUMMER_NOON - 2 * 86_400_000)).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items.every((w) => w.amount > 0 && w.name && /\.$/.test(w.username))).toBe(true);
    expect(typeof items[0]?.date).toBe('string');
  });
});
