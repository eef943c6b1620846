import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUkPhone } from './phone';

describe('formatUkPhone', () => {
  it.each([
    ['+447700900123', '+44 7700 900123'],
    ['07700900123', '07700 900123'],
    ['+44 7700 900123', '+44 7700 900123'],
    ['+442079460958', '+44 20 7946 0958'],
    ['01134960000', '01134 960000'],
    ['08081570000', '0808 157 0000'],
    ['+1 415 555 0100', '+1 415 555 0100'],
    ['  12345 ', '12345'],
  ])('%s → %s', (given, shown) => expect(formatUkPhone(given)).toBe(shown));

  it('never loses, adds or moves a digit', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const digits = (text: string) => text.replace(/\D/g, '');
        expect(digits(formatUkPhone(value))).toBe(digits(value.trim()));
      }),
    );
  });
});
