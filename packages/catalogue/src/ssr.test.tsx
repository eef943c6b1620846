// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { GiftcashProvider } from '@giftcash/core/react';
import { BRANDS, CATEGORIES, fakeProvider } from './testing/fixtures';
import {
  BalanceCheckerScreen,
  BalanceCheckerView,
  BrandCard,
  BrandCarousel,
  BrandGrid,
  BrandMarquee,
  CatalogueScreen,
  CatalogueView,
  CategoryBrowser,
  CategoryStrip,
  SavingsCalculator,
} from './index';

const provider = fakeProvider(() => new Promise(() => {}));
const slugs = CATEGORIES.map((category) => category.id);

describe('server rendering (no window, no document)', () => {
  it.each([
    ['BrandCarousel', <BrandCarousel brands={BRANDS} />, 'aria-roledescription="carousel"'],
    ['BrandMarquee', <BrandMarquee brands={BRANDS} />, 'More brands'],
    [
      'CategoryStrip',
      <CategoryStrip categories={slugs} defaultValue="tech" />,
      'aria-pressed="true"',
    ],
    [
      'CategoryBrowser',
      <CategoryBrowser categories={slugs} />,
      '/gift-card-deals?category=groceries',
    ],
    ['BrandCard', <BrandCard brand={BRANDS[0]!} />, 'Tesco'],
    ['BrandGrid', <BrandGrid brands={BRANDS} />, 'Zizzi'],
    [
      'CatalogueView',
      <CatalogueView brands={BRANDS} categories={CATEGORIES} />,
      'Search offers by brand',
    ],
    ['BalanceCheckerView', <BalanceCheckerView brands={BRANDS} />, 'Pets at Home'],
    ['SavingsCalculator', <SavingsCalculator />, '£120.00'],
    [
      'CatalogueScreen',
      <GiftcashProvider provider={provider}>
        <CatalogueScreen />
      </GiftcashProvider>,
      'Loading gift cards…',
    ],
    [
      'BalanceCheckerScreen',
      <GiftcashProvider provider={provider}>
        <BalanceCheckerScreen />
      </GiftcashProvider>,
      'Loading brands…',
    ],
  ])('%s renders to a string', (_name, element, expected) => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(element)).toContain(expected);
  });
});
