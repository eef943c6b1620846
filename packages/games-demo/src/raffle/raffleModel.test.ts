import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MAX_DRAW_AHEAD_MS, plausibleDrawAt } from './raffleModel';

describe('plausibleDrawAt', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it('keeps a draw up to a week ahead (or in the past) and drops anything later', () => {
    expect(plausibleDrawAt(now + DAY_MS, now)).toBe(now + DAY_MS);
    expect(plausibleDrawAt(now - DAY_MS, now)).toBe(now - DAY_MS);
    expect(plausibleDrawAt(now + MAX_DRAW_AHEAD_MS, now)).toBe(now + MAX_DRAW_AHEAD_MS);
    expect(plausibleDrawAt(now + MAX_DRAW_AHEAD_MS + 1, now)).toBe(0);
    expect(plausibleDrawAt(8.64e15, now)).toBe(0);
    expect(plausibleDrawAt(Number.NaN, now)).toBe(0);
  });

  it('never gives a countdown of more than a week (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (at) => {
        expect(plausibleDrawAt(at, now) - now).toBeLessThanOrEqual(MAX_DRAW_AHEAD_MS);
      }),
    );
  });
});
