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
  it.each([
    ['fills the default template', 'tesco', null, null, 'https://giftcash.co.uk/brand/tesco'],
    [
      'adds the partner id for attribution',
      'tesco',
      null,
      'acme',
      'https://giftcash.co.uk/brand/tesco?partner=acme',
    ],
    [
      'encodes the id and ignores a blank partner',
      'm&s food',
      undefined,
      ' ',
      'https://giftcash.co.uk/brand/m%26s%20food',
    ],
    [
      'uses a custom template, keeping its query',
      'tesco',
      'https://partner.example/cards/{id}?utm=x',
      'acme',
      'https://partner.example/cards/tesco?utm=x&partner=acme',
    ],
    [
      'falls back to the default for a javascript: template',
      'tesco',
      'javascript:alert({id})',
      null,
      'https://giftcash.co.uk/brand/tesco',
    ],
    [
      'falls back to the default for a relative template',
      'tesco',
      '/relative/{id}',
      null,
      'https://giftcash.co.uk/brand/tesco',
    ],
  ])('%s', (_, id, template, partner, href) => {
    expect(brandHref(id, template, partner)).toBe(href);
  });

  it('has the giftcash brand page as its default template', () => {
    expect(DEFAULT_BRAND_LINK).toBe('https://giftcash.co.uk/brand/{id}');
  });

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
