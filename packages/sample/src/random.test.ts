import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, mulberry32 } from './random';

describe('sample random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    const c = mulberry32(43);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
  });

  it('derives distinct streams per label', () => {
    expect(deriveSeed(1, 'brands')).toBe(deriveSeed(1, 'brands'));
    expect(deriveSeed(1, 'brands')).not.toBe(deriveSeed(1, 'orders'));
    expect(deriveSeed(1, 'brands')).not.toBe(deriveSeed(2, 'brands'));
  });

  it('draws integers within bounds, picks, shuffles and makes hex', () => {
    const random = createRandom(7, 'test');
    for (let i = 0; i < 500; i += 1) {
      const n = random.int(3, 9);
      expect(Number.isInteger(n) && n >= 3 && n <= 9).toBe(true);
    }
    expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    expect(() => random.pick([])).toThrow(RangeError);
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(random.hex(12)).toMatch(/^[0-9a-f]{12}$/);
  });
});
