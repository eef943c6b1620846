import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  planRest,
  planStop,
  slotUnderPointer,
  steadyAngle,
  stopAngle,
  stopProgress,
  stopSpeed,
  STOP_EASING,
} from './spinPlan';

/** y at x of a CSS cubic-bézier (control points from the string), by bisection on x. */
function bezierAt(easing: string, x: number): number {
  const [x1, y1, x2, y2] = (easing.match(/-?[\d.]+/g) ?? []).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const at = (a: number, b: number, s: number) =>
    3 * (1 - s) ** 2 * s * a + 3 * (1 - s) * s ** 2 * b + s ** 3;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (at(x1, x2, mid) < x) lo = mid;
    else hi = mid;
  }
  return at(y1, y2, (lo + hi) / 2);
}

const SPEED = 0.72; // 720° a second, the Wheel's default
/** Answers after 0 ms, 300 ms and 3 s; `null` never answers (the timeout). */
const ARRIVALS = [0, 300, 3_000, null] as const;
const TIMEOUT = 10_000;

describe('spin planning: a steady spin, then a stop on the answered slot', () => {
  it('the stop easing is the constant-deceleration curve 2x − x²', () => {
    for (let x = 0; x <= 1; x += 0.05)
      expect(bezierAt(STOP_EASING, x)).toBeCloseTo(stopProgress(x), 5);
  });

  it('lands inside the answered slot for every index, with answers after 0 ms, 300 ms, 3 s and never; no jump in speed or direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: -7200, max: 7200, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 2, noNaN: true }),
        (count, start, position, speed) => {
          for (let index = 0; index < count; index += 1) {
            for (const arrival of ARRIVALS) {
              const at = steadyAngle({ from: start, speed }, arrival ?? TIMEOUT);
              if (arrival === null) {
                // Timeout: slow to rest, from the same speed, and forward only.
                const rest = planRest(at, speed, 600);
                expect(stopSpeed(rest, 0)).toBeCloseTo(speed, 9);
                expect(rest.to).toBeGreaterThanOrEqual(at);
                expect(stopSpeed(rest, rest.duration)).toBe(0);
                continue;
              }
              const stop = planStop({ angle: at, speed, index, count, position });
              expect(stop.from).toBe(at);
              expect(stopSpeed(stop, 0)).toBeCloseTo(speed, 9);
              expect(stop.to - stop.from).toBeGreaterThanOrEqual(360 - 1e-9);
              expect(stop.to - stop.from).toBeLessThan(720);
              expect(stopAngle(stop, stop.duration)).toBe(stop.to);
              expect(stopSpeed(stop, stop.duration)).toBe(0);
              expect(slotUnderPointer(stop.to, count)).toBe(index);
              // Strictly inside, never on a line between slots.
              const size = 360 / count;
              const pointer = ((-stop.to % 360) + 360) % 360;
              expect(pointer - index * size).toBeGreaterThanOrEqual(0.05 * size - 1e-6);
              expect((index + 1) * size - pointer).toBeGreaterThanOrEqual(0.05 * size - 1e-6);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('moves forward all the way: the angle never decreases along a stop', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.nat(39),
        fc.double({ min: -720, max: 720, noNaN: true }),
        (count, raw, angle) => {
          const stop = planStop({ angle, speed: SPEED, index: raw % count, count });
          let last = stop.from;
          for (let t = 0; t <= stop.duration; t += stop.duration / 50) {
            const now = stopAngle(stop, t);
            expect(now).toBeGreaterThanOrEqual(last - 1e-9);
            last = now;
          }
        },
      ),
    );
  });
});
