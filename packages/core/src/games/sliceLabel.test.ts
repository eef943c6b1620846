import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeLabel, sliceLabel } from './prizeLabel';

describe('prize labels go through core formatting', () => {
  it('writes cash with thousands separators and always two decimals, as all money', () => {
    expect(sliceLabel({ type: 2, value: 750 })).toBe('£750.00');
    expect(sliceLabel({ type: 2, value: 5 })).toBe('£5.00');
    expect(sliceLabel({ type: 2, value: 1 })).toBe('£1.00');
    expect(sliceLabel({ type: 2, value: 1000 })).toBe('£1,000.00');
    expect(sliceLabel({ type: 2, value: 2.5 })).toBe('£2.50');
    expect(sliceLabel({ type: 2, value: 0.05 })).toBe('£0.05');
    expect(prizeLabel({ type: 2, value: 999_999 })).toBe('£999,999.00');
  });
});

describe('a wheel slice says its prize as the rest of the site does', () => {
  it('writes coins with their unit, and names the empty and gift card slots', () => {
    expect(sliceLabel({ type: 1, value: 1_000_000 })).toBe('1M coins');
    expect(sliceLabel({ type: 1, value: 250_000 })).toBe('250K coins');
    expect(sliceLabel({ type: 1, value: 2_500 })).toBe('2.5K coins');
    expect(sliceLabel({ type: 1, value: 1_250 })).toBe('1.25K coins');
    expect(sliceLabel({ type: 1, value: 1_000 })).toBe('1K coins');
    expect(sliceLabel({ type: 1, value: 0 })).toBe('No prize');
    expect(sliceLabel({ type: 4, value: 0 })).toBe('Gift card');
  });

  it('matches the prize label for every coin and cash slot', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const),
        fc.oneof(fc.integer({ min: 0, max: 1e10 }), fc.double({ min: 0, max: 1e6, noNaN: true })),
        (type, value) => {
          expect(sliceLabel({ type, value })).toBe(prizeLabel({ type, value }));
        },
      ),
    );
  });
});
