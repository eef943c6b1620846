/**
 * Savings calculator maths, in integer pence: yearly earning = monthly spend × 12 × rate of
 * the chosen category, or the 5% average when none is chosen.
 */
import { applyRate } from '@giftcash/core';

/** The calculator's category buttons with their cashback rates. */
export const SAVINGS_CATEGORIES = [
  { id: 'supermarket', label: 'Supermarket', rate: 0.047 },
  { id: 'fashion', label: 'Fashion', rate: 0.072 },
  { id: 'travel', label: 'Travel', rate: 0.08 },
  { id: 'tech', label: 'Tech', rate: 0.042 },
] as const;

/**
 * The id of one of the {@link SAVINGS_CATEGORIES}: `'supermarket'`, `'fashion'`, `'travel'` or
 * `'tech'`.
 */
export type SavingsCategory = (typeof SAVINGS_CATEGORIES)[number]['id'];

/** Rate used when no category is chosen. */
export const AVERAGE_SAVINGS_RATE = 0.05;

/** Slider limits in pounds. */
export const MONTHLY_SPEND = { min: 0, max: 1000, step: 10, default: 200 } as const;

/** The rate of a category, or the 5% average for `null`/unknown. */
export function savingsRate(category: SavingsCategory | null | undefined): number {
  return SAVINGS_CATEGORIES.find((entry) => entry.id === category)?.rate ?? AVERAGE_SAVINGS_RATE;
}

/** Clamps and snaps a monthly spend in pounds to the slider's range and £10 steps. */
export function clampMonthlySpend(pounds: number): number {
  if (!Number.isFinite(pounds)) return MONTHLY_SPEND.default;
  const snapped = Math.round(pounds / MONTHLY_SPEND.step) * MONTHLY_SPEND.step;
  return Math.min(MONTHLY_SPEND.max, Math.max(MONTHLY_SPEND.min, snapped));
}

/** Yearly earning in pence for a monthly spend in whole pounds: `spend × 12 × rate`, rounded to the penny. */
export function yearlySavingsPence(
  monthlySpendPounds: number,
  category: SavingsCategory | null | undefined,
): number {
  const monthlyPence = Math.round(clampMonthlySpend(monthlySpendPounds) * 100);
  return applyRate(monthlyPence * 12, savingsRate(category));
}
