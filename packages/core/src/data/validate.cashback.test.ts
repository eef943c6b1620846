import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate } from '../format/money';
import { validateResponse } from './validate';
import { cashbackLabel, cashbackPercentText } from './cashback';
import { rawBrand } from '../testing/validation';
import { OrderChangeStore, SAMPLE_ORDERS_STORAGE_KEY } from '@giftcash/sample/testing';
import type { GiftCardOrder } from '../model/types';

const validBrand = (over: Record<string, unknown>) =>
  validateResponse('brands', { brands: [rawBrand(over)] }).brands[0]!;

/** The percentages a label names: `Up to 7.5%` → [7.5]. */
const named = (label: string) =>
  [...label.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((match) => Number(match[1]));

describe('cashback_perc: one meaning, and a label that agrees with it', () => {
  it('reads 1 as 1% (not 100%), 0.02 as 2%, 20 as 20%, and shows the rate it pays', () => {
    expect(validBrand({ cashback_perc: 1, cashback_perc_label: '1%' })).toMatchObject({
      cashback_perc: 0.01,
      cashback_perc_label: '1%',
    });
    // £100 at the advertised 1% is £1.00, never £100.00.
    expect(
      applyRate(10_000, validBrand({ cashback_perc: 1, cashback_perc_label: '1%' }).cashback_perc),
    ).toBe(100);
    // The rate pays 2%, so the headline says 2%, not the label's 20%.
    expect(validBrand({ cashback_perc: 0.02, cashback_perc_label: '20%' })).toMatchObject({
      cashback_perc: 0.02,
      cashback_perc_label: '2%',
    });
    expect(validBrand({ cashback_perc: 20, cashback_perc_label: '20%' })).toMatchObject({
      cashback_perc: 0.2,
      cashback_perc_label: '20%',
    });
    expect(validBrand({ cashback_perc: 0.072, cashback_perc_label: '' }).cashback_perc_label).toBe(
      '7.2%',
    );
    expect(
      validBrand({ cashback_perc: 0.05, cashback_perc_label: 'Up to 5%' }).cashback_perc_label,
    ).toBe('Up to 5%');
    expect(
      validBrand({ cashback_perc: 0.05, cashback_perc_label: 'Great cashback' })
        .cashback_perc_label,
    ).toBe('5%');
    expect(
      validBrand({ cashback_perc: 0.05, cashback_perc_label: '5% + 2% bonus' }).cashback_perc_label,
    ).toBe('5%');
  });

  it('the estimate of £100 is the percentage the label names, whatever rate and label arrive (property)', () => {
    const sent = fc.oneof(
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 10_000),
      fc.constantFrom(1, 0.02, 0.2, 0.175, 0.072, 20, 7.5, 100, 0.999),
    );
    const label = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.double({ min: 0, max: 100, noNaN: true }).map((n) => `${Math.round(n * 100) / 100}%`),
      fc.constantFrom('1%', '20%', '2%', '5%', 'Up to 20%', ''),
    );
    fc.assert(
      fc.property(sent, label, (cashback_perc, cashback_perc_label) => {
        const result = validBrand({ cashback_perc, cashback_perc_label });
        expect(result.cashback_perc).toBeGreaterThanOrEqual(0);
        expect(result.cashback_perc).toBeLessThanOrEqual(1);
        if (result.cashback_perc === 0) return;
        // The headline names at least one percentage, and every one it names is the rate paid.
        const percentages = named(result.cashback_perc_label);
        expect(percentages.length).toBeGreaterThan(0);
        for (const percent of percentages) {
          // On £10,000 the estimate (in pence, exact decimals) is the named percentage of it, to the penny.
          const paid = applyRate(1_000_000, result.cashback_perc);
          expect(Math.abs(paid - percent * 10_000)).toBeLessThanOrEqual(
            Math.max(1, percent * 10_000 * 5e-4),
          );
        }
        // A rate of 1 or more is a percentage: the fraction never exceeds 100% and 1 is 1%.
        if (cashback_perc >= 1) expect(result.cashback_perc).toBeCloseTo(cashback_perc / 100, 12);
        else expect(result.cashback_perc).toBe(cashback_perc);
      }),
      { numRuns: 3000 },
    );
  });

  it('derives a readable percentage', () => {
    expect(cashbackPercentText(0.175)).toBe('17.5%');
    expect(cashbackPercentText(0.01)).toBe('1%');
    expect(cashbackPercentText(0.00001)).toBe('0.001%');
    expect(cashbackLabel(0, '5%')).toBe('5%');
  });
});

describe('face value limits to the penny, the safe way round', () => {
  const limits = (lower: number, upper: number) =>
    validBrand({ digital_face_value_limits: { lower, upper } }).digital_face_value_limits;

  it('rounds an upper limit down and a lower limit up', () => {
    expect(limits(1, 10.555)).toEqual({ lower: 1, upper: 10.55 });
    expect(limits(4.001, 500)).toEqual({ lower: 4.01, upper: 500 });
    expect(limits(5.004, 500.005)).toEqual({ lower: 5.01, upper: 500 });
    expect(limits(10.55, 10.55)).toEqual({ lower: 10.55, upper: 10.55 });
  });

  it('never allows a penny beyond an exact limit, and loses less than a penny (property)', () => {
    const limit = fc
      .integer({ min: 10_000, max: 10_000_000_000 })
      .map((micro) => micro / 1_000_000);
    fc.assert(
      fc.property(limit, limit, (lower, upper) => {
        const result = limits(lower, upper);
        expect(result.upper).toBeLessThanOrEqual(upper);
        expect(upper - result.upper).toBeLessThan(0.01);
        expect(Math.abs(result.upper * 100 - Math.round(result.upper * 100))).toBeLessThan(1e-6);
        if (result.lower > 0) {
          expect(result.lower).toBeGreaterThanOrEqual(lower);
          expect(result.lower - lower).toBeLessThan(0.01);
          expect(result.lower).toBeLessThanOrEqual(result.upper);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('a stored balance never exceeds the card amount', () => {
  const order = (over: Partial<GiftCardOrder> = {}) => ({
    order_id: 'o1',
    title: 'Card',
    amount: 100,
    balance_available: 40,
    balance_history: [],
    created_at: 1,
    status: 3,
    payment_type: 1,
    archived: false,
    ...over,
  });

  it('caps a balance over the amount at the amount', () => {
    const { items } = validateResponse('orders', {
      items: [order({ balance_available: 5000 })],
      next_token: null,
    });
    expect(items[0]!.balance_available).toBe(100);
    expect(
      validateResponse('orders', { items: [order()], next_token: null }).items[0]!
        .balance_available,
    ).toBe(40);
  });

  it('a tampered balance in storage is capped when applied', () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    };
    memory.set(
      SAMPLE_ORDERS_STORAGE_KEY,
      JSON.stringify({ o1: { balance_available: 5000 }, o2: { balance_available: 12.5 } }),
    );
    const store = new OrderChangeStore(storage);
    expect(store.apply(order() as GiftCardOrder).balance_available).toBe(100);
    expect(store.apply(order({ order_id: 'o2' }) as GiftCardOrder).balance_available).toBe(12.5);
  });
});
