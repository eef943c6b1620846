import type { Brand } from '@giftcash/core';
import { type ElementCase } from '@giftcash/core/testing';
import { goodResponses } from '@giftcash/sample/testing';
import * as catalogue from '../index';

/** Every exported component of @giftcash/catalogue with sample data (controlled views and connected screens). */
export function catalogueElements(): ElementCase[] {
  const { brands, categories } = goodResponses().brands as {
    brands: Brand[];
    categories: { id: string }[];
  };
  const slugs = categories.map((c) => c.id);
  return [
    ['BrandCard', () => <catalogue.BrandCard brand={brands[0]!} />],
    ['BrandGrid', () => <catalogue.BrandGrid brands={brands} />],
    ['BrandCarousel', () => <catalogue.BrandCarousel brands={brands} />],
    ['BrandMarquee', () => <catalogue.BrandMarquee brands={brands} />],
    ['CategoryStrip', () => <catalogue.CategoryStrip categories={slugs} />],
    ['CategoryIcon', () => <catalogue.CategoryIcon slug={slugs[0]!} />],
    ['CategoryBrowser', () => <catalogue.CategoryBrowser categories={slugs} />],
    ['CatalogueView', () => <catalogue.CatalogueView brands={brands} categories={categories} />],
    ['CatalogueScreen', () => <catalogue.CatalogueScreen />],
    ['BalanceCheckerView', () => <catalogue.BalanceCheckerView brands={brands} />],
    ['BalanceCheckerScreen', () => <catalogue.BalanceCheckerScreen />],
    ['SavingsCalculator', () => <catalogue.SavingsCalculator />],
  ];
}

/** The connected screens and self-running widgets (timers, observers) for the leak test. */
export const CATALOGUE_LIVE = [
  'BrandCarousel',
  'BrandMarquee',
  'CategoryStrip',
  'CatalogueScreen',
  'BalanceCheckerScreen',
  'SavingsCalculator',
  'CatalogueView',
];
