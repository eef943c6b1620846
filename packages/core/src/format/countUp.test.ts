import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNT_UP_MS, countUpValue, easeOut } from './countUp';

const whole = fc.integer({ min: -1e12, max: 1e12 });

describe('countUp (coin count-up)', () => {
  it('eases out from 0 to 1', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(2)).toBe(1);
  });

  it('starts at from, ends exactly at to, whole numbers only, never backwards', () => {
    fc.assert(
      fc.property(
        whole,
        whole,
        fc.array(fc.double({ min: -100, max: COUNT_UP_MS + 100, noNaN: true }), { maxLength: 20 }),
        (from, to, times) => {
          expect(countUpValue(from, to, 0)).toBe(from);
          expect(countUpValue(from, to, COUNT_UP_MS)).toBe(to);
          expect(countUpValue(from, to, COUNT_UP_MS * 3)).toBe(to);
          const values = [...times].sort((a, b) => a - b).map((t) => countUpValue(from, to, t));
          for (const [i, v] of values.entries()) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(Math.min(from, to));
            expect(v).toBeLessThanOrEqual(Math.max(from, to));
            if (i > 0) expect(from <= to ? v >= values[i - 1]! : v <= values[i - 1]!).toBe(true);
          }
        },
      ),
    );
  });

  it('rounds fractional ends', () => {
    expect(countUpValue(0.4, 10.6, 0)).toBe(0);
    expect(countUpValue(0.4, 10.6, COUNT_UP_MS)).toBe(11);
  });
});
