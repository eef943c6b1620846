import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { penceArb, typedPence } from '@giftcash/core/testing';
import { validateExpense } from './expense';

describe('validateExpense', () => {
  it('rejects empty, zero, negative, malformed and over-balance amounts', () => {
    expect(validateExpense('', 10)).toMatchObject({ valid: false, reason: 'empty' });
    expect(validateExpense('   ', 10)).toMatchObject({ valid: false, reason: 'empty' });
    expect(validateExpense('0', 10)).toMatchObject({ valid: false, reason: 'not-positive' });
    expect(validateExpense('0.00', 10)).toMatchObject({ valid: false, reason: 'not-positive' });
    expect(validateExpense('-1', 10)).toMatchObject({ valid: false, reason: 'invalid' });
    expect(validateExpense('1.234', 10)).toMatchObject({ valid: false, reason: 'invalid' });
    expect(validateExpense('abc', 10)).toMatchObject({ valid: false, reason: 'invalid' });
    expect(validateExpense('1e3', 10000)).toMatchObject({ valid: false, reason: 'invalid' });
    expect(validateExpense('10.01', 10)).toMatchObject({ valid: false, reason: 'above-balance' });
  });

  it('accepts the boundaries exactly', () => {
    expect(validateExpense('0.01', 10)).toEqual({ valid: true, pence: 1 });
    expect(validateExpense('10', 10)).toEqual({ valid: true, pence: 1000 });
    expect(validateExpense('25.5', 25.5)).toEqual({ valid: true, pence: 2550 });
    expect(validateExpense('0.1', 0.3 - 0.2)).toEqual({ valid: true, pence: 10 });
  });

  it('any positive amount up to the balance is valid, any above is not (property)', () => {
    fc.assert(
      fc.property(penceArb(5_000_000, 1), penceArb(5_000_000), (spend, balance) => {
        const result = validateExpense(typedPence(spend), balance / 100);
        if (spend <= balance) expect(result).toEqual({ valid: true, pence: spend });
        else expect(result).toMatchObject({ valid: false, reason: 'above-balance' });
      }),
    );
  });

  it('never accepts a non-positive or non-numeric entry (property)', () => {
    fc.assert(
      fc.property(fc.string(), penceArb(100_000), (text, balance) => {
        const result = validateExpense(text, balance / 100);
        if (result.valid) {
          expect(result.pence).toBeGreaterThan(0);
          expect(result.pence).toBeLessThanOrEqual(balance);
          expect(text.trim()).toMatch(/^(\d*|\d{1,3}(,\d{3})+)(\.\d{0,2})?$|^\d*,\d{1,2}$/);
        }
      }),
    );
  });

  it('reads a comma decimal as the amount meant: 1,5 is £1.50, never £15', () => {
    expect(validateExpense('1,5', 10)).toEqual({ valid: true, pence: 150 });
    expect(validateExpense('1,50', 10)).toEqual({ valid: true, pence: 150 });
    expect(validateExpense('1,500', 2000)).toEqual({ valid: true, pence: 150_000 });
    expect(validateExpense('1,5000', 100_000)).toMatchObject({
      valid: false,
      reason: 'invalid',
      message: 'Use a comma only between thousands (1,500) or before the pence (20,50).',
    });
    expect(validateExpense('1,', 10)).toMatchObject({ valid: false, reason: 'invalid' });
  });

  it('compares an amount of any length with the balance', () => {
    expect(validateExpense('100000000000000000000', 39.9)).toMatchObject({
      valid: false,
      reason: 'above-balance',
    });
  });

  it('is never valid when the balance is zero (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(validateExpense(text, 0).valid).toBe(false);
      }),
    );
  });
});
