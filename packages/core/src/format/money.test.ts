import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { penceArb } from '../testing';
import { applyRate, parsePounds, perPound, toPence } from './money';

/** Exact decimal reference: digits of a 2-decimal amount times a rate given as an integer over 10^k. */
const exactRounded = (numerator: bigint, denominator: bigint) => {
  const q = (numerator * 2n + denominator) / (denominator * 2n);
  return Number(q);
};

describe('money in integer pence', () => {
  it('converts pounds to pence exactly (no binary drift)', () => {
    expect(toPence(1.005)).toBe(101);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(1e21)).toBeNaN();
    expect(toPence(Number.NaN)).toBeNaN();
    expect(toPence(-2.5)).toBe(-250);
  });

  it('applies a rate with half-up rounding on exact decimals', () => {
    expect(applyRate(1999, 0.072)).toBe(144); // 143.928
    expect(applyRate(10000, 0.047)).toBe(470);
    expect(applyRate(2500, 0.05)).toBe(125);
    expect(applyRate(1, 0.5)).toBe(1);
  });

  it('property: applyRate equals the exact decimal product rounded half-up', () => {
    fc.assert(
      fc.property(
        penceArb(10_000_000),
        fc.integer({ min: 0, max: 100_000 }),
        (pence, rateMillis) => {
          const rate = rateMillis / 100_000; // up to 5 decimals
          const exact = exactRounded(BigInt(pence) * BigInt(rateMillis), 100_000n);
          expect(applyRate(pence, rate)).toBe(exact);
        },
      ),
    );
  });

  it('property: toPence of a 2-decimal amount is exact', () => {
    fc.assert(
      fc.property(penceArb(1_000_000_000), (pence) => {
        expect(toPence(Number((pence / 100).toFixed(2)))).toBe(pence);
      }),
    );
  });

  it('property: toPence of any number is its exact decimal times 100, rounded half away from zero (the BigInt reading of applyRate)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.double({ min: -1e6, max: 1e6 }),
          fc.integer().map((n) => n / 1000),
          fc.integer().map((n) => n / 200),
        ),
        (pounds) => {
          expect(Object.is(toPence(pounds), applyRate(100, pounds) + 0)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    for (const edge of [
      0.005, -0.005, 0.0049999, 1e-7, -1e-7, 5e-324, 90071992547409.91, 90071992547409.92, 1e21, -0,
    ]) {
      expect(Object.is(toPence(edge), applyRate(100, edge) + 0), String(edge)).toBe(true);
    }
  });

  it('coins per pound on pence', () => {
    expect(perPound(2500, 1000)).toBe(25_000);
    expect(perPound(1999, 250)).toBe(4998); // 4997.5 → 4998
  });

  it('parses typed pound amounts', () => {
    expect(parsePounds('12')).toBe(1200);
    expect(parsePounds('12.5')).toBe(1250);
    expect(parsePounds('.5')).toBe(50);
    expect(parsePounds('12.')).toBe(1200);
    expect(parsePounds('12.345')).toBeNull();
    expect(parsePounds('1e3')).toBeNull();
    expect(parsePounds('-1')).toBeNull();
    expect(parsePounds('')).toBeNull();
    expect(parsePounds('.')).toBeNull();
  });
});
