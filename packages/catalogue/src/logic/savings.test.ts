import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MONTHLY_SPEND, clampMonthlySpend, savingsRate, yearlySavingsPence } from './savings';

describe('yearlySavingsPence', () => {
  it('uses the 5% average when no category is chosen (default £200 → £120.00)', () => {
    expect(yearlySavingsPence(MONTHLY_SPEND.default, null)).toBe(12_000);
  });
  it.each([
    ['supermarket', 200, 11_280],
    ['fashion', 200, 17_280],
    ['travel', 200, 19_200],
    ['tech', 200, 10_080],
    ['fashion', 1000, 86_400],
    ['supermarket', 10, 564],
    ['tech', 0, 0],
  ] as const)('%s at £%i a month → %i pence a year', (category, spend, pence) => {
    expect(yearlySavingsPence(spend, category)).toBe(pence);
  });
  it('is spend × 12 × rate in whole pence for every slider position (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('supermarket', 'fashion', 'travel', 'tech', null),
        (steps, category) => {
          const spend = steps * 10;
          const result = yearlySavingsPence(spend, category);
          expect(Number.isInteger(result)).toBe(true);
          expect(Math.abs(result - spend * 100 * 12 * savingsRate(category))).toBeLessThanOrEqual(
            0.5,
          );
        },
      ),
    );
  });
});

describe('clampMonthlySpend', () => {
  it('keeps the slider range £0–£1,000 in £10 steps', () => {
    expect(clampMonthlySpend(-5)).toBe(0);
    expect(clampMonthlySpend(1234)).toBe(1000);
    expect(clampMonthlySpend(204)).toBe(200);
    expect(clampMonthlySpend(Number.NaN)).toBe(200);
  });
});
