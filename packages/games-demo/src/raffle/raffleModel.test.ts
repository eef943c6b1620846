import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, latestWin, MAX_DRAW_AHEAD_MS, plausibleDrawAt } from './raffleModel';

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

describe('latestWin', () => {
  const draw = (draw_index: number, ...report: [number, string | undefined, number][]) => ({
    lottery_id: 'd',
    draw_index,
    draw_at: 0,
    report: report.map(([place, user_id, win_amount]) => ({
      place,
      name: 'x',
      win_amount,
      ...(user_id ? { user_id } : {}),
    })),
  });
  it('finds the newest draw the person won a prize in, or none', () => {
    const draws = [draw(3, [1, 'a', 10]), draw(2, [4, 'me', 0]), draw(1, [5, 'me', 200])];
    expect(latestWin(draws, 'me')).toMatchObject({ draw: { draw_index: 1 }, item: { place: 5 } });
    expect(latestWin([draw(4, [2, 'me', 7]), ...draws], 'me')?.draw.draw_index).toBe(4);
    expect(latestWin(draws, 'nobody')).toBeNull();
    // No person (signed out) never matches a winner without an id.
    expect(latestWin([draw(1, [1, undefined, 5])], undefined)).toBeNull();
    expect(latestWin([draw(1, [1, undefined, 5])], '')).toBeNull();
  });
});
