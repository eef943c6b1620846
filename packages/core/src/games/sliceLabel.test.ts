import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeLabel, sliceLabel } from './prizeLabel';
import { SLOT_TYPE } from '../model/wireCodes';
import { CASH_PRIZE_EXAMPLES, COIN_PRIZE_EXAMPLES } from '../testing/prizeExamples';

describe('a wheel slice says its prize as the rest of the site does', () => {
  // The spec's written prizes, as the formatters are tested on them; the empty and gift card
  // slots by name.
  it.each(CASH_PRIZE_EXAMPLES)('labels a cash slot of %s as %s', (value, label) => {
    expect(sliceLabel({ type: SLOT_TYPE.cash, value })).toBe(label);
  });
  // A coin slot of 0 (or no number) is the empty slot, below.
  it.each(COIN_PRIZE_EXAMPLES.filter(([coins]) => coins > 0))(
    'labels a coin slot of %s as %s',
    (value, label) => {
      expect(sliceLabel({ type: SLOT_TYPE.coins, value })).toBe(label);
    },
  );
  it.each([
    [SLOT_TYPE.coins, 'No prize'],
    [SLOT_TYPE.special, 'Gift card'],
  ] as const)('labels a slot of type %s worth 0 as %s', (type, label) => {
    expect(sliceLabel({ type, value: 0 })).toBe(label);
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
