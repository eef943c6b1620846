import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeLabel, sliceLabel } from './prizeLabel';

describe('a wheel slice says its prize as the rest of the site does', () => {
  // Cash with thousands separators and always two decimals, as all money; coins with their unit;
  // the empty and gift card slots by name.
  it.each([
    [{ type: 2, value: 750 }, '£750.00'],
    [{ type: 2, value: 5 }, '£5.00'],
    [{ type: 2, value: 1 }, '£1.00'],
    [{ type: 2, value: 1000 }, '£1,000.00'],
    [{ type: 2, value: 2.5 }, '£2.50'],
    [{ type: 2, value: 0.05 }, '£0.05'],
    [{ type: 1, value: 1_000_000 }, '1M coins'],
    [{ type: 1, value: 250_000 }, '250K coins'],
    [{ type: 1, value: 2_500 }, '2.5K coins'],
    [{ type: 1, value: 1_250 }, '1.25K coins'],
    [{ type: 1, value: 1_000 }, '1K coins'],
    [{ type: 1, value: 0 }, 'No prize'],
    [{ type: 4, value: 0 }, 'Gift card'],
  ] as const)('labels %o as %s', (slot, label) => {
    expect(sliceLabel(slot)).toBe(label);
  });

  it('writes a large cash prize through core formatting', () => {
    expect(prizeLabel({ type: 2, value: 999_999 })).toBe('£999,999.00');
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
