import { describe, expect, it } from 'vitest';
import { prizeLabel, sliceLabel } from './prizeLabel';

describe('prize labels go through core formatting (#14.11)', () => {
  it('writes cash with thousands separators, pence only when there are any', () => {
    expect(sliceLabel({ type: 2, value: 750 })).toBe('£750');
    expect(sliceLabel({ type: 2, value: 1000 })).toBe('£1,000');
    expect(sliceLabel({ type: 2, value: 2.5 })).toBe('£2.50');
    expect(sliceLabel({ type: 2, value: 0.05 })).toBe('5p');
    expect(prizeLabel({ type: 2, value: 999_999 })).toBe('£999,999');
  });
});
