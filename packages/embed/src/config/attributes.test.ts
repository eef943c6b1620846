import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandHref,
  DEFAULT_BRAND_LINK,
  parseFlag,
  parsePlayCost,
  parseTheme,
  withPartner,
} from './attributes';

describe('brandHref', () => {
  it('is total: any brand id, lone surrogates included, gives an absolute link', () => {
    expect(brandHref('gift\ud800card', null, null)).toBe(
      'https://giftcash.co.uk/brand/gift%EF%BF%BDcard',
    );
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
          maxLength: 30,
        }),
        (id) => {
          expect(new URL(brandHref(id, null, 'acme')).pathname.startsWith('/brand/')).toBe(true);
        },
      ),
    );
  });

  it('fills the default template and adds the partner id for attribution', () => {
    expect(DEFAULT_BRAND_LINK).toBe('https://giftcash.co.uk/brand/{id}');
    expect(brandHref('tesco', null, null)).toBe('https://giftcash.co.uk/brand/tesco');
    expect(brandHref('tesco', null, 'acme')).toBe(
      'https://giftcash.co.uk/brand/tesco?partner=acme',
    );
    expect(brandHref('m&s food', undefined, ' ')).toBe('https://giftcash.co.uk/brand/m%26s%20food');
  });

  it('uses a custom template, keeping its query', () => {
    expect(brandHref('tesco', 'https://partner.example/cards/{id}?utm=x', 'acme')).toBe(
      'https://partner.example/cards/tesco?utm=x&partner=acme',
    );
  });

  it('falls back to the default for templates that are not http(s)', () => {
    expect(brandHref('tesco', 'javascript:alert({id})', null)).toBe(
      'https://giftcash.co.uk/brand/tesco',
    );
    expect(brandHref('tesco', '/relative/{id}', null)).toBe('https://giftcash.co.uk/brand/tesco');
  });

  it('replaces the partner parameter instead of repeating it', () => {
    expect(withPartner('https://giftcash.co.uk/brand/tesco?partner=old', 'new')).toBe(
      'https://giftcash.co.uk/brand/tesco?partner=new',
    );
  });
});

describe('attribute parsing', () => {
  it('reads the theme, defaulting to light', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('auto')).toBe('auto');
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme('purple')).toBe('light');
  });

  it('reads boolean-ish flags', () => {
    expect(parseFlag(null, true)).toBe(true);
    expect(parseFlag('false', true)).toBe(false);
    expect(parseFlag('OFF', true)).toBe(false);
    expect(parseFlag('', false)).toBe(true);
  });
});

describe('parsePlayCost', () => {
  it('reads whole coins or pounds with £, and refuses anything else', () => {
    expect(parsePlayCost('5000')).toBe(5000);
    expect(parsePlayCost(' 0 ')).toBe(0);
    expect(parsePlayCost('£0.50')).toEqual({ type: 2, value: 0.5 });
    expect(parsePlayCost('£5')).toEqual({ type: 2, value: 5 });
    for (const bad of ['', '-5', '5K', '5.5', '£0.505', '£', 'abc', '1e3', '£-1', '5,000'])
      expect(parsePlayCost(bad), bad).toBeNull();
  });
});
