import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitPhoneNumbers } from './phoneNumbers';

const links = (text: string) => splitPhoneNumbers(text).filter((part) => part.tel);

describe('splitPhoneNumbers (tap-to-call numbers in balance instructions)', () => {
  it('finds UK numbers as written in instructions and gives each an international tel: address', () => {
    expect(splitPhoneNumbers('Call 0808 157 0340 (free from UK landlines and mobiles).')).toEqual([
      { text: 'Call ' },
      { text: '0808 157 0340', tel: 'tel:+448081570340' },
      { text: ' (free from UK landlines and mobiles).' },
    ]);
    expect(links('Call 0800 000 000')).toEqual([{ text: '0800 000 000', tel: 'tel:+44800000000' }]);
    expect(links('Ring 020-7946-0958 or +44 (0)20 7946 0958 or +44 161 496 0000.')).toEqual([
      { text: '020-7946-0958', tel: 'tel:+442079460958' },
      { text: '+44 (0)20 7946 0958', tel: 'tel:+442079460958' },
      { text: '+44 161 496 0000', tel: 'tel:+441614960000' },
    ]);
  });

  it('leaves card numbers, PINs, dates, prices and numbers inside words as text', () => {
    for (const text of [
      'Enter the 16-digit card number 0123 4567 8901 2345 at the till.',
      'PIN 1234, expires 01/01/2030, balance £100.00.',
      'Reference A08081570340 or 908081570340 or +4408081570340999.',
      'Call 0808 157 03 (too short).',
      '0000000000',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('is lossless: the parts joined are the input, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(
          splitPhoneNumbers(text)
            .map((part) => part.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });

  it('keeps hostile text inert: every address is tel:+44 and digits, for any text around any number', () => {
    const noise = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        'javascript:alert(1)',
        '<img src=x onerror=alert(1)>',
        '"><script>alert(1)</script>',
        '\u202e',
        'tel:0800 000 000"onmouseover=',
        'data:text/html,',
      ),
    );
    const number = fc
      .tuple(
        fc.constantFrom('0', '+44 ', '+44 (0)'),
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.constantFrom('0', '1', '5', '9', ' ', '-'), { minLength: 8, maxLength: 14 }),
      )
      .map(([prefix, first, rest]) => `${prefix}${first}${rest.join('')}`);
    fc.assert(
      fc.property(fc.array(fc.oneof(noise, number), { maxLength: 6 }), (pieces) => {
        const text = pieces.join(' ');
        for (const part of splitPhoneNumbers(text)) {
          if (part.tel !== undefined) {
            expect(part.tel).toMatch(/^tel:\+44\d{9,10}$/);
            expect(part.text.replace(/\D/g, '').endsWith(part.tel.slice(-9))).toBe(true);
          }
        }
      }),
    );
  });
});
