import type { Brand } from '@giftcash/core';
import { live, type ElementCase } from '@giftcash/core/testing';
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
    ['BrandCarousel', live(() => <catalogue.BrandCarousel brands={brands} />)],
    ['BrandMarquee', live(() => <catalogue.BrandMarquee brands={brands} />)],
    ['CategoryStrip', live(() => <catalogue.CategoryStrip categories={slugs} />)],
    ['CategoryIcon', () => <catalogue.CategoryIcon slug={slugs[0]!} />],
    ['CategoryBrowser', () => <catalogue.CategoryBrowser categories={slugs} />],
    [
      'CatalogueView',
      live(() => <catalogue.CatalogueView brands={brands} categories={categories} />),
    ],
    ['CatalogueScreen', live(() => <catalogue.CatalogueScreen />)],
    ['BalanceCheckerView', () => <catalogue.BalanceCheckerView brands={brands} />],
    ['BalanceCheckerScreen', live(() => <catalogue.BalanceCheckerScreen />)],
    ['SavingsCalculator', live(() => <catalogue.SavingsCalculator />)],
  ];
}
