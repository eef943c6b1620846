import { render, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateResponse, type Brand } from '@giftcash/core';
import { jsonWithKeys, PROTOTYPE_KEYS } from '@giftcash/core/testing';
import {
  BalanceCheckerView,
  BrandGrid,
  CatalogueView,
  CategoryBrowser,
  CategoryStrip,
} from '../index';
import {
  countBrandsByCategory,
  filterBrands,
  groupBrandsByCategory,
  orderCategories,
} from '../logic/brands';
import { makeBrand } from '../testing/fixtures';

const protoKey = fc.constantFrom(...PROTOTYPE_KEYS);

/** Raw brands payloads whose every id, name, slug and object key is an `Object.prototype` name. */
const payload = fc
  .uniqueArray(
    fc.record({
      id: protoKey,
      name: protoKey,
      categories: fc.uniqueArray(protoKey, { minLength: 1, maxLength: 4 }),
      popular: fc.boolean(),
    }),
    {
      minLength: 1,
      maxLength: 6,
      selector: (brand) => brand.id,
    },
  )
  .chain((brands) =>
    fc.record({
      brands: fc.constant(brands.map((brand) => makeBrand(brand))),
      categories: fc
        .uniqueArray(protoKey, { maxLength: 5 })
        .map((ids) => ids.map((id) => ({ id }))),
      keys: fc.subarray([...PROTOTYPE_KEYS], { maxLength: 4 }),
    }),
  );

/** How many brands each slug has, counted in a Map (the reference). */
function referenceCounts(brands: readonly Brand[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const brand of brands)
    for (const slug of new Set(brand.categories)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return counts;
}

describe('ids, slugs and keys named like Object.prototype members', () => {
  it('validate, count, group and order exactly as for any other name, and never touch a prototype', () => {
    fc.assert(
      fc.property(payload, ({ brands, categories, keys }) => {
        const raw: unknown = JSON.parse(jsonWithKeys({ brands, categories }, keys));
        const data = validateResponse('brands', raw);
        expect(data.brands.map((brand) => brand.id)).toEqual(brands.map((brand) => brand.id));
        expect(data.brands.map((brand) => brand.categories)).toEqual(
          brands.map((brand) => brand.categories),
        );
        for (const brand of data.brands)
          expect(Object.getPrototypeOf(brand)).toBe(Object.prototype);
        expect(Object.getPrototypeOf({})).toBe(Object.prototype);

        const reference = referenceCounts(data.brands);
        const counts = countBrandsByCategory(data.brands);
        expect(new Map(Object.entries(counts))).toEqual(reference);
        for (const key of PROTOTYPE_KEYS)
          expect(Object.hasOwn(counts, key) ? counts[key] : undefined).toBe(reference.get(key));
        const groups = groupBrandsByCategory(data.brands);
        expect(new Map([...groups].map(([slug, list]) => [slug, list.length]))).toEqual(reference);
        expect(new Set(orderCategories(data.categories, data.brands))).toEqual(
          new Set([...data.categories.map((c) => c.id), ...reference.keys()]),
        );
        for (const key of PROTOTYPE_KEYS)
          expect(filterBrands(data.brands, '', key)).toEqual(groups.get(key) ?? []);
      }),
      { numRuns: 200 },
    );
  });

  it('the category strip, the home category browser, the catalogue and the balance checker render such data with the right counts', () => {
    fc.assert(
      fc.property(payload, ({ brands, categories }) => {
        const order = orderCategories(categories, brands);
        const reference = referenceCounts(brands);
        const counts = countBrandsByCategory(brands);
        const views = [
          <CategoryStrip key="strip" categories={order} counts={counts} />,
          <CategoryBrowser key="browser" categories={order} counts={counts} />,
          <CatalogueView
            key="catalogue"
            brands={brands}
            categories={categories}
            defaultCategory={order[0] ?? null}
            status="success"
          />,
          <BrandGrid key="grid" brands={brands} />,
          <BalanceCheckerView key="balance" brands={brands} status="success" />,
        ];
        for (const view of views) {
          const { container, unmount } = render(view);
          for (const button of container.querySelectorAll<HTMLElement>(
            '.gc-category-strip-button',
          )) {
            const slug = button.dataset.slug ?? '';
            expect(
              within(button).getByText(/brands/).parentElement?.textContent,
              `${String(view.key)}: ${slug}`,
            ).toBe(`${reference.get(slug) ?? 0} brands`);
          }
          // A label or name spelled from a prototype member, never the member itself.
          expect(container.textContent, String(view.key)).not.toMatch(/native code|\[object /);
          unmount();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a plain counts object passed by a caller is read by own keys only', () => {
    const { container } = render(
      <CategoryStrip
        categories={['__proto__', 'constructor', 'toString', 'tech']}
        counts={{ tech: 2 }}
      />,
    );
    const badges = [...container.querySelectorAll('.gc-category-strip-badge')].map(
      (badge) => badge.textContent,
    );
    expect(badges).toEqual(['0 brands', '0 brands', '0 brands', '2 brands']);
    expect(makeBrand({ id: 'x', name: 'x' }).id).toBe('x');
  });
});
