import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { penceArb, typedPence } from '@giftcash/core/testing';
import { estimateRewards, exampleValue } from './estimate';

/** Exact decimal reference: value (pence) × rate given as integer basis points / 10_000, rounded half up. */
const exactCashback = (pence: number, basisPoints: number) => {
  const product = BigInt(pence) * BigInt(basisPoints);
  return Number((product * 2n + 10_000n) / 20_000n);
};

describe('estimateRewards', () => {
  it('computes cashback to the penny and coins per pound', () => {
    expect(estimateRewards('25', { cashback_perc: 0.05, coins_per_pound: 1000 })).toEqual({
      valuePence: 2500,
      cashbackPence: 125,
      coins: 25_000,
    });
    expect(estimateRewards('19.99', { cashback_perc: 0.072, coins_per_pound: 0 })).toEqual({
      valuePence: 1999,
      cashbackPence: 144,
      coins: null,
    });
    expect(estimateRewards('0.10', { cashback_perc: 0, coins_per_pound: 1250 })).toEqual({
      valuePence: 10,
      cashbackPence: null,
      coins: 125,
    });
  });

  it('has no floating-point drift: 1.15 × 3% is 3p, 0.35 at 10% is 4p (half up)', () => {
    // 1.15 * 0.03 = 0.034499999999999996 in floating point; exact is 0.0345 → 3p.
    expect(
      estimateRewards('1.15', { cashback_perc: 0.03, coins_per_pound: 0 })?.cashbackPence,
    ).toBe(3);
    expect(estimateRewards('0.35', { cashback_perc: 0.1, coins_per_pound: 0 })?.cashbackPence).toBe(
      4,
    );
    expect(
      estimateRewards('10.05', { cashback_perc: 0.2, coins_per_pound: 0 })?.cashbackPence,
    ).toBe(201);
  });

  it('shows nothing unless the value parses and the brand gives something', () => {
    expect(estimateRewards('', { cashback_perc: 0.05, coins_per_pound: 1000 })).toBeNull();
    expect(estimateRewards('.', { cashback_perc: 0.05, coins_per_pound: 1000 })).toBeNull();
    expect(estimateRewards('12.345', { cashback_perc: 0.05, coins_per_pound: 1000 })).toBeNull();
    expect(estimateRewards('10', { cashback_perc: 0, coins_per_pound: 0 })).toBeNull();
  });

  it('matches exact decimal arithmetic in pence for any value and rate (property)', () => {
    fc.assert(
      fc.property(
        penceArb(10_000_000, 1),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 5000 }),
        (pence, basisPoints, coinsRate) => {
          const text = typedPence(pence);
          const estimate = estimateRewards(text, {
            cashback_perc: basisPoints / 10_000,
            coins_per_pound: coinsRate,
          });
          return (
            estimate !== null &&
            estimate.valuePence === pence &&
            estimate.cashbackPence === exactCashback(pence, basisPoints) &&
            estimate.coins === Number((BigInt(pence) * BigInt(coinsRate) * 2n + 100n) / 200n)
          );
        },
      ),
    );
  });
});

describe('estimateRewards within the limits', () => {
  const rates = { cashback_perc: 0.05, coins_per_pound: 1000 };
  const limits = { lower: 5, upper: 300 };

  it('gives nothing under the minimum or over the maximum, and the estimate inside them', () => {
    expect(estimateRewards('3', rates, limits)).toBeNull();
    expect(estimateRewards('4.99', rates, limits)).toBeNull();
    expect(estimateRewards('300.01', rates, limits)).toBeNull();
    expect(estimateRewards('5', rates, limits)).toEqual({
      valuePence: 500,
      cashbackPence: 25,
      coins: 5000,
    });
    expect(estimateRewards('300', rates, limits)?.valuePence).toBe(30_000);
    // £0 is never receivable (Buy Securely refuses it); a limit of 0 is no limit.
    expect(estimateRewards('0', rates)).toBeNull();
    expect(estimateRewards('0.00', rates, { lower: 0, upper: 0 })).toBeNull();
    expect(estimateRewards('3', rates, { lower: 0, upper: 0 })?.valuePence).toBe(300);
  });

  it('never estimates an amount under the minimum, for any amount and minimum', () => {
    fc.assert(
      fc.property(penceArb(100_000), fc.integer({ min: 1, max: 1000 }), (pence, lower) => {
        const text = typedPence(pence);
        const estimate = estimateRewards(text, rates, { lower, upper: 0 });
        return pence < lower * 100 ? estimate === null : estimate?.valuePence === pence;
      }),
    );
  });
});

describe('exampleValue (the value the headline works "£X back on £Y" on before one is chosen)', () => {
  it('is £25 within the limits, else the nearest limit; the denomination nearest £25 when sold in them', () => {
    expect(exampleValue([], { lower: 5, upper: 500 })).toBe('25');
    expect(exampleValue([], { lower: 30, upper: 500 })).toBe('30');
    expect(exampleValue([], { lower: 1, upper: 20 })).toBe('20');
    expect(exampleValue([], { lower: 0, upper: 0 })).toBe('25');
    expect(exampleValue([], undefined)).toBe('25');
    expect(exampleValue([10, 20, 30, 50], undefined)).toBe('20');
    expect(exampleValue([100, 50, 250], undefined)).toBe('50');
    expect(exampleValue([20, 30], undefined)).toBe('20');
    expect(exampleValue([NaN, -5, 0], { lower: 10, upper: 100 })).toBe('25');
  });

  it('any limits and denominations give a value that can be bought, or none', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -10, max: 1_000 })),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (denominations, lower, upper) => {
          const value = exampleValue(denominations, { lower, upper });
          const sold = denominations.filter((pounds) => pounds > 0);
          if (sold.length) expect(sold).toContain(Number(value));
          // Limits that contradict each other (a minimum over the maximum) have no such value.
          else if (upper === 0 || lower <= upper) {
            expect(Number(value)).toBeGreaterThan(0);
            if (lower > 0) expect(Number(value)).toBeGreaterThanOrEqual(lower);
            if (upper > 0) expect(Number(value)).toBeLessThanOrEqual(upper);
          }
        },
      ),
    );
  });
});
