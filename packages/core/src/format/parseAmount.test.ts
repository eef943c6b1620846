import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_PROBLEM_MESSAGES,
  parseAmount,
  parseAmountPence,
  type AmountParse,
} from './parseAmount';

const amount = (pence: bigint): AmountParse => ({ kind: 'amount', pence });

/** Whole pounds with commas in the thousands positions: 1234567 → 1,234,567. */
const grouped = (pounds: bigint) => pounds.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Any amount in pence, small or far beyond 2^53. */
const anyPence = fc.oneof(
  fc.bigInt({ min: 0n, max: 100_000n }),
  fc.bigInt({ min: 0n, max: 10n ** 30n }),
);

/** Every way a person may write `pence` that the rule accepts. */
const writings = (pence: bigint): string[] => {
  const pounds = pence / 100n;
  const cents = pence % 100n;
  const two = cents.toString().padStart(2, '0');
  const out = [`${pounds}.${two}`, `${grouped(pounds)}.${two}`, `${pounds},${two}`];
  if (cents === 0n)
    out.push(`${pounds}`, `${grouped(pounds)}`, `${pounds}.`, `${pounds}.0`, `${pounds},0`);
  else if (cents % 10n === 0n) out.push(`${pounds}.${cents / 10n}`, `${pounds},${cents / 10n}`);
  if (pounds === 0n) out.push(`.${two}`, `,${two}`);
  return out;
};

describe('parseAmount', () => {
  it('reads the forms people type', () => {
    expect(parseAmount('20,50')).toEqual(amount(2050n));
    expect(parseAmount('1,5')).toEqual(amount(150n));
    expect(parseAmount(',5')).toEqual(amount(50n));
    expect(parseAmount('1,500')).toEqual(amount(150_000n));
    expect(parseAmount('1,500,000.25')).toEqual(amount(150_000_025n));
    expect(parseAmount('12.')).toEqual(amount(1200n));
    expect(parseAmount(' 25 ')).toEqual(amount(2500n));
    expect(parseAmount('100000000000000')).toEqual(amount(10_000_000_000_000_000n));
    expect(parseAmount('')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['20,5,0', 'invalid', 'comma'],
    ['1,5000', 'invalid', 'comma'],
    ['1.500,25', 'invalid', 'comma'],
    ['12,34,5', 'invalid', 'comma'],
    ['1234,567', 'invalid', 'comma'],
    ['1,500,25', 'partial', 'comma'],
    ['1.2.3', 'invalid', 'points'],
    ['12.345', 'invalid', 'decimals'],
    ['£5', 'invalid', 'characters'],
    ['1e3', 'invalid', 'characters'],
    ['-1', 'invalid', 'characters'],
    ['１２', 'invalid', 'characters'],
    ['1 500', 'invalid', 'characters'],
    ['20,', 'partial', 'comma'],
    ['1,500,', 'partial', 'comma'],
    ['1,500,2', 'partial', 'comma'],
    ['.', 'partial', 'incomplete'],
    [',', 'partial', 'comma'],
  ])('%j is %s (%s), with a message to show', (text, kind, problem) => {
    expect(parseAmount(text)).toEqual({ kind, problem });
    expect(AMOUNT_PROBLEM_MESSAGES[problem as keyof typeof AMOUNT_PROBLEM_MESSAGES]).toMatch(/\w/);
  });

  it('reads every accepted way of writing an amount as exactly that amount, whatever its size (property)', () => {
    fc.assert(
      fc.property(anyPence, (pence) => {
        for (const text of writings(pence)) expect(parseAmount(text), text).toEqual(amount(pence));
      }),
      { numRuns: 2000 },
    );
  });

  it('never reads a text two ways: an accepted comma is either in a thousands position or a decimal point before 1–2 digits (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.'), maxLength: 12 });
    fc.assert(
      fc.property(text, (raw) => {
        const result = parseAmount(raw);
        if (result.kind !== 'amount') return;
        const commas = (raw.match(/,/g) ?? []).length;
        const [whole = '', fraction = ''] = raw.split('.');
        if (commas === 0) {
          expect(result.pence).toBe(BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0')));
        } else if (/^\d*,\d{1,2}$/.test(raw)) {
          // Decimal comma: as thousands separator it would not be in a thousands position.
          const [pounds = '', pence = ''] = raw.split(',');
          expect(result.pence).toBe(BigInt(pounds || '0') * 100n + BigInt(pence.padEnd(2, '0')));
        } else {
          // Thousands: every group after a comma has exactly three digits, so as a decimal point it would give 3 decimals.
          expect(whole).toMatch(/^\d{1,3}(,\d{3})+$/);
          expect(result.pence).toBe(
            BigInt(whole.replace(/,/g, '')) * 100n + BigInt(fraction.padEnd(2, '0')),
          );
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('never blocks typing on the way to an amount: every start of an accepted text is partial or an amount (property)', () => {
    fc.assert(
      fc.property(anyPence, fc.nat(), (pence, pick) => {
        const options = writings(pence);
        const text = options[pick % options.length] as string;
        for (let end = 1; end <= text.length; end += 1)
          expect(parseAmount(text.slice(0, end)).kind, text.slice(0, end)).not.toBe('invalid');
      }),
      { numRuns: 2000 },
    );
  });

  it('an invalid text stays invalid whatever is typed after it (property)', () => {
    const chars = fc.string({ unit: fc.constantFrom('0', '4', ',', '.', 'a', '-'), maxLength: 10 });
    fc.assert(
      fc.property(chars, chars, (start, more) => {
        if (parseAmount(start).kind === 'invalid')
          expect(parseAmount(start + more).kind).toBe('invalid');
      }),
      { numRuns: 5000 },
    );
  });

  it('parseAmountPence gives a safe integer or null', () => {
    expect(parseAmountPence('20,50')).toBe(2050);
    expect(parseAmountPence('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseAmountPence('90071992547409.92')).toBeNull();
    expect(parseAmountPence('20,')).toBeNull();
  });
});
