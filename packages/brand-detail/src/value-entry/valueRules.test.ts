import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { penceArb } from '@giftcash/core/testing';
import {
  checkPurchase,
  formatLimit,
  INVALID_AMOUNT_MESSAGE,
  isValueText,
  limitsLabel,
  penceToAmount,
  proposeValue,
} from './valueRules';

const VALID = /^[0-9]*(\.[0-9]{0,2})?$/;
const noLimits = { lower: 0, upper: 0 };
const limits = { lower: 5, upper: 500 };
const COMMA_MESSAGE = 'Use a comma only between thousands (1,500) or before the pence (20,50)';
/** What proposeValue answers for a value it takes, and for one it refuses. */
const accepted = (value: string) => ({ accepted: true, value });
const refused = (error: string) => ({ accepted: false, error });

/** Pasted text: digits, points, signs, spaces, letters, currency symbols, full-width digits, emoji. */
const pasteChars = fc.constantFrom(...'0123456789.,-+ e£$€\t\n１２３４５６７８９０．٣a', '💳');
const pasted = fc.string({ unit: pasteChars, maxLength: 12 });

describe('isValueText', () => {
  it('accepts digits with an optional point and at most two decimals, or empty', () => {
    for (const text of ['', '0', '12', '12.', '.5', '12.5', '12.50', '0.01', '.'])
      expect(isValueText(text)).toBe(true);
    for (const text of [
      '12.345',
      '1.2.3',
      '-1',
      '+1',
      '1e3',
      ' 12',
      '12 ',
      '£12',
      '１２',
      'abc',
      '1_000',
      '٣',
    ]) {
      expect(isValueText(text)).toBe(false);
    }
  });

  it('accepts commas between thousands and before the pence, and their starts while typing', () => {
    for (const text of ['12,50', '20,5', '1,500', '1,500.25', '20,', '1,500,'])
      expect(isValueText(text)).toBe(true);
    for (const text of ['20,5,0', '1,5000', '1.500,25', '12,34,5'])
      expect(isValueText(text)).toBe(false);
  });

  it('agrees with the rule on any random string without a comma (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 16 }),
        (text) => text.includes(',') || isValueText(text) === VALID.test(text),
      ),
    );
  });

  it('agrees with the rule on random pasted text without a comma (property)', () => {
    fc.assert(
      fc.property(pasted, (text) => text.includes(',') || isValueText(text) === VALID.test(text)),
    );
  });
});

describe('proposeValue', () => {
  it('keeps the previous value for any text outside the rule, typed or pasted, and says why (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 16 }), pasted), (text) => {
        const change = proposeValue(text, noLimits);
        if (!text.includes(',') && text === text.trim())
          expect(change.accepted).toBe(VALID.test(text));
        if (change.accepted) expect(change.value).toBe(text.trim());
        else expect(change.error).toMatch(/\w/);
      }),
    );
  });

  it.each([
    ['20,50', noLimits, accepted('20,50')],
    ['20,50', limits, accepted('20,50')],
    ['20,5,0', noLimits, refused(COMMA_MESSAGE)],
    ['1,500', limits, refused('Max £500.00 per Gift Card')],
  ])(
    'reads a comma decimal as the amount meant, never 100 times it: %s within %o',
    (text, within, change) => {
      expect(proposeValue(text, within)).toEqual(change);
    },
  );

  it('lets a comma decimal through to Buy, but not a comma with no pence after it', () => {
    expect(checkPurchase('20,50', limits)).toBeNull();
    expect(checkPurchase('20,', limits)).toBe(COMMA_MESSAGE);
  });

  it('refuses any value over the upper limit with the Max message, whatever its length (property)', () => {
    const upTo1000 = { lower: 1, upper: 1000 };
    expect(proposeValue('100000000000000', upTo1000)).toEqual(
      refused('Max £1,000.00 per Gift Card'),
    );
    expect(proposeValue('9'.repeat(400), upTo1000)).toEqual(refused('Max £1,000.00 per Gift Card'));
    expect(proposeValue('9'.repeat(400), noLimits)).toEqual(refused('Enter a smaller amount'));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        penceArb(10_000_000, 1),
        (pence, upperPence) => {
          const text = `${pence / 100n}.${(pence % 100n).toString().padStart(2, '0')}`;
          const change = proposeValue(text, { lower: 0, upper: upperPence / 100 });
          if (pence > BigInt(upperPence))
            expect(change).toEqual(refused(`Max ${formatLimit(upperPence / 100)} per Gift Card`));
          else expect(change).toEqual(accepted(text));
          expect(checkPurchase(text, { lower: 0, upper: upperPence / 100 }) === null).toBe(
            pence > 0n && pence <= BigInt(upperPence),
          );
        },
      ),
    );
  });

  it('accepts any amount with at most two decimals when there is no upper limit (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), (pounds, pence) => {
        const text = `${pounds}.${String(pence).padStart(2, '0')}`;
        const change = proposeValue(text, noLimits);
        return change.accepted && change.value === text;
      }),
    );
  });

  it.each([
    ['500', limits, accepted('500')],
    ['500.00', limits, accepted('500.00')],
    ['500.01', limits, refused('Max £500.00 per Gift Card')],
    ['5000', limits, refused('Max £500.00 per Gift Card')],
    ['0.3', { lower: 0, upper: 0.3 }, accepted('0.3')],
  ])(
    'refuses values over the upper limit with the spec message, comparing in pence: %s within %o',
    (text, within, change) => {
      expect(proposeValue(text, within)).toEqual(change);
    },
  );

  it('never accepts a value over the limit, whatever the limit (property)', () => {
    fc.assert(
      fc.property(penceArb(100_000, 1), penceArb(200_000), (upperPence, valuePence) => {
        const upper = upperPence / 100;
        const change = proposeValue(penceToAmount(valuePence), { lower: 0, upper });
        return valuePence > upperPence
          ? !change.accepted && change.error === `Max ${formatLimit(upper)} per Gift Card`
          : change.accepted;
      }),
    );
  });

  it('lets values under the minimum through while typing (1 on the way to 10)', () => {
    expect(proposeValue('1', limits)).toEqual(accepted('1'));
  });
});

describe('limits', () => {
  it('labels Min and Max only when both limits are above 0', () => {
    expect(limitsLabel({ lower: 5, upper: 500 })).toBe('Min: £5.00; Max: £500.00');
    expect(limitsLabel({ lower: 2.5, upper: 1000 })).toBe('Min: £2.50; Max: £1,000.00');
    expect(limitsLabel({ lower: 0, upper: 500 })).toBeNull();
    expect(limitsLabel({ lower: 10, upper: 0 })).toBeNull();
    expect(limitsLabel(undefined)).toBeNull();
  });

  it('formats limits with two decimals, like all money', () => {
    expect(formatLimit(500)).toBe('£500.00');
    expect(formatLimit(12.5)).toBe('£12.50');
    expect(formatLimit(0.1 + 0.2)).toBe('£0.30');
  });
});

describe('checkPurchase', () => {
  it('asks for a valid amount when empty or not above 0', () => {
    for (const value of ['', '.', '0', '0.00', '.0', 'abc'])
      expect(checkPurchase(value, limits)).toBe(INVALID_AMOUNT_MESSAGE);
  });

  it('refuses values under the minimum and over the maximum', () => {
    expect(checkPurchase('4.99', limits)).toBe('Min £5.00 per Gift Card');
    expect(checkPurchase('500.01', limits)).toBe('Max £500.00 per Gift Card');
    expect(checkPurchase('5', limits)).toBeNull();
    expect(checkPurchase('500', limits)).toBeNull();
    expect(checkPurchase('0.01', noLimits)).toBeNull();
  });

  it('passes exactly the values between the limits (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (pence) => {
        const problem = checkPurchase(penceToAmount(pence), limits);
        if (pence === 0) return problem === INVALID_AMOUNT_MESSAGE;
        if (pence < 500) return problem === 'Min £5.00 per Gift Card';
        if (pence > 50_000) return problem === 'Max £500.00 per Gift Card';
        return problem === null;
      }),
    );
  });
});

describe('penceToAmount', () => {
  it('writes pence as pounds with two decimals', () => {
    expect(penceToAmount(2500)).toBe('25.00');
    expect(penceToAmount(5)).toBe('0.05');
    expect(penceToAmount(123456)).toBe('1234.56');
  });
});

describe('limits between two pennies', () => {
  /** The amounts a message or label names, in pence: `Min: £4.01; Max: £10.55` → [401, 1055]. */
  const namedPence = (text: string): number[] =>
    [...text.matchAll(/£([\d,]+(?:\.\d{2})?)/g)].map((m) =>
      Math.round(Number(m[1]!.replace(/,/g, '')) * 100),
    );
  /** A limit in pounds from 1p with up to six decimals, as an API might send it (under 1p is no limit). */
  const oddLimit = fc.integer({ min: 10_000, max: 100_000_000 }).map((micro) => micro / 1_000_000);

  it('an upper limit of 10.555 shows and allows £10.55 at most, never £10.56', () => {
    expect(limitsLabel({ lower: 1, upper: 10.555 })).toBe(
      `Min: ${formatLimit(1)}; Max: ${formatLimit(10.55)}`,
    );
    expect(proposeValue('10.56', { lower: 1, upper: 10.555 })).toEqual(
      refused(`Max ${formatLimit(10.55)} per Gift Card`),
    );
    expect(checkPurchase('10.55', { lower: 1, upper: 10.555 })).toBeNull();
    expect(checkPurchase('4', { lower: 4.001, upper: 10 })).toBe(
      `Min ${formatLimit(4.01)} per Gift Card`,
    );
  });

  it('rounds the maximum down and the minimum up to the penny, for any limits (property)', () => {
    fc.assert(
      fc.property(oddLimit, oddLimit, penceArb(20_000_000, 1), (lower, upper, valuePence) => {
        const limits = { lower, upper };
        const text = penceToAmount(valuePence);
        const change = proposeValue(text, limits);
        // Accepted exactly when the amount is within the exact upper limit.
        expect(change.accepted).toBe(valuePence / 100 <= upper);
        const problem = checkPurchase(text, limits);
        expect(problem === null).toBe(valuePence / 100 >= lower && valuePence / 100 <= upper);
        // What the label and messages name is a penny the limit allows: max ≤ upper, min ≥ lower, within a penny.
        const label = limitsLabel(limits);
        const ceilingPence = Math.floor(upper * 100 + 1e-6);
        if (ceilingPence >= 1) {
          const [min, max] = namedPence(label!);
          expect(max! / 100).toBeLessThanOrEqual(upper);
          expect(upper * 100 - max!).toBeLessThan(1);
          expect(min! / 100).toBeGreaterThanOrEqual(lower);
          expect(min! - lower * 100).toBeLessThan(1);
        }
        if (!change.accepted)
          expect(namedPence(change.error!)[0]! / 100).toBeLessThanOrEqual(upper);
        if (problem?.startsWith('Min'))
          expect(namedPence(problem)[0]! / 100).toBeGreaterThanOrEqual(lower);
      }),
      { numRuns: 3000 },
    );
  });
});
