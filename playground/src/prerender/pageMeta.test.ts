import fc from 'fast-check';
import type { BreadcrumbList, Organization, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Brand } from '@giftcash/core';
import {
  brandBreadcrumbJsonLd,
  brandImageName,
  brandMeta,
  brandOffer,
  brandTitle,
  organizationJsonLd,
  pageMeta,
  PUBLIC_PAGES,
  siteOrigin,
} from './pageMeta';
import { pagesFor } from '../routeTable';

const brand = (overrides: Partial<Brand> = {}): Brand =>
  ({
    id: 'harbour-and-pine',
    name: 'Harbour & Pine',
    popular: true,
    categories: ['fashion-and-fitness'],
    cashback_perc: 0.12,
    cashback_perc_label: '12%',
    coins_per_pound: 1500,
    digital_denominations: [],
    digital_face_value_limits: { lower: 5, upper: 500 },
    notes: '',
    detail: { redemption_methods: ['online', 'instore'] },
    ...overrides,
  }) as Brand;

describe('page metadata (every prerendered page has its own)', () => {
  it('covers every public route of the spec, each of which exists in the route table', () => {
    const paths = PUBLIC_PAGES.map((page) => page.path);
    for (const path of [
      '/',
      '/gift-card-deals',
      '/brand',
      '/check-gift-card-balance',
      '/games',
      '/raffle',
      '/raffle-results',
      '/how-it-works',
      '/help-and-support',
      '/contact',
      '/partners',
    ]) {
      expect(paths).toContain(path);
    }
    for (const legal of [
      '/terms-of-service',
      '/competition-rules',
      '/gift-card-terms',
      '/privacy-cookie-policy',
      '/terms-and-conditions',
      '/private-and-cookie-policy',
      '/gift-cards-terms',
    ]) {
      expect(paths).toContain(legal);
    }
    for (const path of paths) expect(pagesFor(path), path).toHaveLength(1);
    expect(paths.some((path) => /^\/(account|profile)/.test(path))).toBe(false);
  });

  it('points aliases at their primary address and gives every page a title, description and absolute URLs', () => {
    const origin = 'https://example.co.uk';
    for (const page of PUBLIC_PAGES) {
      const meta = pageMeta(page, origin);
      expect(meta.title).toMatch(/GiftCash/);
      expect(meta.description.length).toBeGreaterThan(20);
      expect(meta.canonical.startsWith(`${origin}/`)).toBe(true);
      expect(meta.image.url).toBe(`${origin}/og/giftcash.png`);
    }
    expect(
      pageMeta(
        PUBLIC_PAGES.find((page) => page.path === '/terms-and-conditions')!,
        origin,
      ).canonical,
    ).toBe(`${origin}/terms-of-service`);
    expect(
      pageMeta(
        PUBLIC_PAGES.find((page) => page.path === '/brand')!,
        origin,
      ).canonical,
    ).toBe(`${origin}/gift-card-deals`);
  });

  it('says the brand count from the data, rounded down to a ten, and never a hard-coded number', () => {
    const origin = 'https://example.co.uk';
    const home = PUBLIC_PAGES.find((page) => page.path === '/')!;
    const deals = PUBLIC_PAGES.find((page) => page.path === '/gift-card-deals')!;
    expect(pageMeta(home, origin, 168).description).toBe(
      'Buy gift cards from 160+ UK brands and get up to 20% instant cashback plus coins for prize games.',
    );
    expect(pageMeta(deals, origin, 168).description).toContain('coins on 160+ UK brands.');
    expect(pageMeta(home, origin).description).toContain('from UK brands');
    for (const page of PUBLIC_PAGES)
      expect(pageMeta(page, origin, 42).description).not.toMatch(/150\+|168/);
  });

  it('describes a brand by name and offer, with its own preview image and breadcrumb', () => {
    const meta = brandMeta(brand(), 'https://giftcash.co.uk');
    expect(meta.title).toBe('Harbour & Pine Gift Card: 12% instant cashback – GiftCash');
    expect(meta.description).toBe(
      'Buy a Harbour & Pine gift card with GiftCash and get 12% instant cashback + 1.5K coins per £1 spent. Spend it online and in store.',
    );
    expect(meta.canonical).toBe('https://giftcash.co.uk/brand/harbour-and-pine');
    expect(meta.image).toMatchObject({
      url: 'https://giftcash.co.uk/og/brand-harbour-and-pine.png',
      width: 1200,
      height: 630,
      type: 'image/png',
    });
    expect(meta.jsonLd).toEqual([brandBreadcrumbJsonLd('https://giftcash.co.uk', brand())]);
  });

  it('names only the parts of the offer a brand has', () => {
    expect(brandOffer(brand({ coins_per_pound: 0 }))).toBe('12% instant cashback');
    expect(brandOffer(brand({ cashback_perc: 0 }))).toBe('1.5K coins per £1 spent');
    expect(brandOffer(brand({ cashback_perc: 0, coins_per_pound: 0 }))).toBe('');
    expect(brandTitle(brand({ cashback_perc: 0 }))).toBe('Harbour & Pine Gift Card – GiftCash');
  });

  it('gives every brand id a safe, distinct preview file name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (a, b) => {
          const name = brandImageName(a);
          expect(name).toMatch(/^(brand|b)-[a-z0-9-]+\.png$/);
          if (a !== b) expect(brandImageName(b)).not.toBe(name);
        },
      ),
    );
    expect(brandImageName('../../etc/passwd')).toMatch(/^b-etc-passwd-[a-z0-9]+\.png$/);
    expect(brandImageName('tesco')).toBe('brand-tesco.png');
  });

  it('takes the site origin from GIFTCASH_SITE_URL and rejects anything but http(s)', () => {
    expect(siteOrigin(undefined)).toBe('https://giftcash.co.uk');
    expect(siteOrigin('https://staging.giftcash.co.uk/')).toBe('https://staging.giftcash.co.uk');
    expect(() => siteOrigin('giftcash.co.uk')).toThrow(/absolute http\(s\)/);
    expect(() => siteOrigin('javascript:alert(1)')).toThrow(/http\(s\)/);
  });
});

describe('JSON-LD (valid against schema.org types)', () => {
  it('Organization and BreadcrumbList are typed by schema-dts (checked by tsc) and carry what search engines read', () => {
    const organization = organizationJsonLd('https://giftcash.co.uk');
    const breadcrumb = brandBreadcrumbJsonLd('https://giftcash.co.uk', brand());
    expectTypeOf(organization).toEqualTypeOf<WithContext<Organization>>();
    expectTypeOf(breadcrumb).toEqualTypeOf<WithContext<BreadcrumbList>>();
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'GiftCash Ltd',
      url: 'https://giftcash.co.uk/',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'London',
        postalCode: 'EC1M 3HE',
        addressCountry: 'GB',
        streetAddress: '20 Farringdon Road',
      },
    });
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://giftcash.co.uk/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Cashback Gift Cards',
        item: 'https://giftcash.co.uk/gift-card-deals',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Harbour & Pine Gift Card',
        item: 'https://giftcash.co.uk/brand/harbour-and-pine',
      },
    ]);
  });
});
