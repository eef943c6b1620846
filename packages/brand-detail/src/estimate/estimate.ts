/**
 * The "You will receive" estimate: cashback = value × cashback_perc (to the penny) and
 * coins = value × coins_per_pound, both computed on integer pence with exact decimals
 * (core `applyRate` / `perPound`), so `£19.99 × 7.2%` is `£1.44`, never `£1.4392000000000003`.
 */
import { applyRate, parsePounds, perPound, type FaceValueLimits } from '@giftcash/core';
import { limitPence } from '../value-entry/valueRules';

/**
 * What {@link estimateRewards} returns (exported as `RewardEstimateResult`): the value and what it
 * earns, in whole pence and whole coins, so a partner can format them without rounding again.
 */
export interface RewardEstimate {
  /** The value in pence. */
  valuePence: number;
  /** Cashback in pence, or `null` when the brand gives no cashback. */
  cashbackPence: number | null;
  /** Whole coins, or `null` when the brand gives no coins. */
  coins: number | null;
}

/**
 * The two rates of a brand that {@link estimateRewards} and `RewardEstimate` use, as the brand's
 * API fields name them; a rate of 0 means the brand gives none of that reward.
 */
export interface RewardRates {
  /** Cashback as a fraction, e.g. `0.05`. */
  cashback_perc: number;
  /** Coins per £1 spent. */
  coins_per_pound: number;
}

/** Whether `valuePence` lies within the limits that are above 0 (an amount outside them is never receivable). */
function withinLimits(valuePence: number, limits: FaceValueLimits | undefined): boolean {
  if (!limits) return true;
  const lower = limitPence(limits.lower, true);
  const upper = limitPence(limits.upper);
  if (lower !== null && valuePence < lower) return false;
  return !(upper !== null && valuePence > upper);
}

/**
 * The estimate for a value text, or `null` when the text does not parse as a pound amount above £0, the
 * amount is outside `limits` (each limit counts when above 0: an amount under the minimum cannot
 * be bought, so nothing is "received"), or the brand gives neither cashback nor coins. The received
 * block is then hidden.
 */
export function estimateRewards(
  value: string,
  rates: RewardRates,
  limits?: FaceValueLimits,
): RewardEstimate | null {
  const valuePence = parsePounds(value);
  if (valuePence === null || valuePence <= 0 || !withinLimits(valuePence, limits)) return null;
  const cashbackPence = rates.cashback_perc > 0 ? applyRate(valuePence, rates.cashback_perc) : null;
  const coins = rates.coins_per_pound > 0 ? perPound(valuePence, rates.coins_per_pound) : null;
  if (cashbackPence === null && coins === null) return null;
  if (
    (cashbackPence !== null && !Number.isFinite(cashbackPence)) ||
    (coins !== null && !Number.isFinite(coins))
  )
    return null;
  return { valuePence, cashbackPence, coins };
}

/** The value the brand page's headline works an example on: £25, or the nearest the brand sells. */
export const EXAMPLE_POUNDS = 25;

/**
 * The value (pounds, as text) for the brand page's "£X back on £Y" before a value is chosen: the
 * denomination nearest £25 (the first of two as near), else £25 within the limits that are above
 * 0, else `null` when no such value exists.
 */
export function exampleValue(
  denominations: readonly number[],
  limits: FaceValueLimits | undefined,
): string | null {
  const sold = denominations.filter((pounds) => pounds > 0);
  const pounds = sold.length
    ? sold.reduce((best, next) =>
        Math.abs(next - EXAMPLE_POUNDS) < Math.abs(best - EXAMPLE_POUNDS) ? next : best,
      )
    : Math.min(Math.max(EXAMPLE_POUNDS, limits?.lower || 0), limits?.upper || Infinity);
  return pounds > 0 && pounds < Infinity ? String(pounds) : null;
}
