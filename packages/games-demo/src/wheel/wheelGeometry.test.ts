import { describe, expect, it } from 'vitest';
import { landingRotation, slotAtRotation } from './wheelGeometry';

describe('landingRotation', () => {
  const count = 21;
  const size = 360 / count;

  it.each(Array.from({ length: count }, (_, i) => i))(
    'stops the pointer inside slot %i from any start',
    (index) => {
      for (const current of [0, 17, 359.5, 1234.5, 3600 + 100]) {
        for (const position of [0, 0.05, 0.2, 0.5, 0.8, 1]) {
          const rotation = landingRotation(index, count, 5, current, position);
          const pointer = ((-rotation % 360) + 360) % 360;
          expect(pointer).toBeGreaterThan(index * size);
          expect(pointer).toBeLessThan((index + 1) * size);
          expect(slotAtRotation(rotation, count)).toBe(index);
          // At least 5 full turns, less than 6.
          expect(rotation - current).toBeGreaterThanOrEqual(5 * 360);
          expect(rotation - current).toBeLessThan(6 * 360);
        }
      }
    },
  );

  it('honours the number of turns', () => {
    expect(landingRotation(0, 4, 1, 0) - 0).toBeGreaterThanOrEqual(360);
    expect(landingRotation(0, 4, 1, 0)).toBeLessThan(720);
  });
});
