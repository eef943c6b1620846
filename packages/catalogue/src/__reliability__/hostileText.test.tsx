import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT } from '../../../core/src/testing';
import {
  BalanceCheckerView,
  BrandCarousel,
  BrandGrid,
  BrandMarquee,
  CatalogueView,
  CategoryBrowser,
} from '../index';
import { DEFAULT_ROUTES } from '@giftcash/core/react';
import { makeBrand } from '../testing/fixtures';

const anyUtf16 = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 30,
});

describe('link builders are total', () => {
  it('the default brand and category routes give a valid in-site address for any id or slug', () => {
    expect(DEFAULT_ROUTES.brand('gift\ud800card')).toBe('/brand/gift%EF%BF%BDcard');
    fc.assert(
      fc.property(anyUtf16, (text) => {
        expect(new URL(DEFAULT_ROUTES.brand(text), 'https://site.test').pathname).toMatch(
          /^\/brand\//,
        );
        expect(new URL(DEFAULT_ROUTES.category(text), 'https://site.test').pathname).toBe(
          '/gift-card-deals',
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('every catalogue view renders brands and categories whose ids, names and slugs hold hostile text (controlled views are not validated)', () => {
    const brands = HOSTILE_TEXT.map((text, index) =>
      makeBrand({
        id: `${text}${index}`,
        name: `${text} name`,
        popular: true,
        categories: [text, 'tech'],
        detail: { assets: {}, redemption_methods: ['online'], description: text },
      }),
    );
    const slugs = HOSTILE_TEXT.map((text, index) => `${text}-${index}`);
    const views = [
      <BrandCarousel key="carousel" brands={brands} />,
      <BrandMarquee key="marquee" brands={brands} />,
      <BrandGrid key="grid" brands={brands} />,
      <BalanceCheckerView key="balance" brands={brands} status="success" />,
      <CatalogueView
        key="catalogue"
        brands={brands}
        categories={slugs.map((id) => ({ id }))}
        status="success"
      />,
      <CategoryBrowser key="browser" categories={slugs} />,
    ];
    for (const view of views) {
      const { unmount, container } = render(view);
      const links = [...container.querySelectorAll('a[href]')];
      expect(links.length, String(view.key)).toBeGreaterThan(0);
      for (const link of links)
        expect(() => decodeURI(link.getAttribute('href') ?? '')).not.toThrow();
      unmount();
    }
  });
});
