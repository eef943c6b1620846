/**
 * Framework-free brand list logic shared by the catalogue, the balance checker and the
 * home page: search, sorting, grouping by category and category order. Every function is
 * pure and returns new arrays (inputs are never mutated), so React can memoise on identity.
 */
import type { Brand, BrandsResponse, CategorySlug } from '@giftcash/core';

/** How the catalogue orders brands inside each group. */
export type BrandSort = 'name' | 'cashback';

/** The sort options in the order the selector lists them, with the spec's labels. */
export const BRAND_SORT_OPTIONS: ReadonlyArray<{ value: BrandSort; label: string }> = [
  { value: 'cashback', label: 'Highest Cashback Rate' },
  { value: 'name', label: 'Brand Name' },
];

/** Pseudo-categories that are never offered as chips. */
export const PSEUDO_CATEGORIES: readonly CategorySlug[] = ['popular', 'other'];

// Plain `toLowerCase()`: brand names and slugs need no locale rules, and it is many times faster than ICU.
const normalise = (text: string): string => text.trim().toLowerCase();

/** Lower-cased name and categories (also with hyphens as spaces), one per line; cached per brand object. */
const searchKeys = new WeakMap<Brand, string>();
function searchKey(brand: Brand): string {
  let key = searchKeys.get(brand);
  if (key === undefined) {
    const slugs = brand.categories.map((slug) => slug.toLowerCase());
    // `home garden` finds `home-garden-and-diy`: the label form (hyphens as spaces) also matches.
    key = [
      brand.name.toLowerCase(),
      ...slugs,
      ...slugs.map((slug) => slug.replace(/-/g, ' ')),
    ].join('\n');
    searchKeys.set(brand, key);
  }
  return key;
}

/** Builds the search keys ahead of the first keystroke (e.g. right after the brands load). */
export function prepareBrandSearch(brands: readonly Brand[]): void {
  for (const brand of brands) searchKey(brand);
}

// Newlines separate the fields of a search key, so a needle never matches across two of them.
const matchesNeedle = (brand: Brand, needle: string): boolean =>
  !needle || (!needle.includes('\n') && searchKey(brand).includes(needle));

/** Whether a brand matches a catalogue search: its name or any of its categories contains the query, ignoring case. */
export function matchesCatalogueQuery(brand: Brand, query: string): boolean {
  return matchesNeedle(brand, normalise(query));
}

/**
 * Catalogue search: brands whose name or any category matches `query` (case-insensitive),
 * optionally limited to one category. An empty query returns the (category-filtered) list.
 */
export function filterBrands(
  brands: readonly Brand[],
  query: string,
  category?: CategorySlug | null,
): Brand[] {
  const needle = normalise(query);
  return brands.filter(
    (brand) => (!category || brand.categories.includes(category)) && matchesNeedle(brand, needle),
  );
}

/** Balance checker search: case-insensitive substring of the trimmed brand name; empty restores all. */
export function filterBrandsByName(brands: readonly Brand[], query: string): Brand[] {
  const needle = normalise(query);
  if (!needle) return brands.slice();
  return brands.filter((brand) => brand.name.toLowerCase().includes(needle));
}

// Made on first use, not when the module loads: starting ICU costs tens of milliseconds, which a
// page that never sorts by name (the home page) should not pay while it loads.
let collator: Intl.Collator | undefined;

/** Alphabetical by name (en-GB, ignoring case and accents). */
export const compareByName = (a: Brand, b: Brand): number =>
  (collator ??= new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true })).compare(
    a.name,
    b.name,
  ) || a.id.localeCompare(b.id);

/** Highest cashback first; ties by name. Non-finite rates count as 0. */
export const compareByCashback = (a: Brand, b: Brand): number => {
  const rate = (brand: Brand) => (Number.isFinite(brand.cashback_perc) ? brand.cashback_perc : 0);
  return rate(b) - rate(a) || compareByName(a, b);
};

/** A sorted copy: `name` (A–Z, the default) or `cashback` (highest rate first). */
export function sortBrands(brands: readonly Brand[], sort: BrandSort = 'name'): Brand[] {
  return brands.slice().sort(sort === 'cashback' ? compareByCashback : compareByName);
}

/**
 * Category chip order: the response's category list first (in its order), then any other
 * slug brands carry (A–Z), without duplicates and without the pseudo-categories `popular`
 * and `other`.
 */
export function orderCategories(
  categories: BrandsResponse['categories'] | readonly CategorySlug[] | undefined,
  brands: readonly Brand[] = [],
): CategorySlug[] {
  const seen = new Set<CategorySlug>();
  const ordered: CategorySlug[] = [];
  const add = (slug: unknown) => {
    if (typeof slug !== 'string' || !slug || seen.has(slug) || PSEUDO_CATEGORIES.includes(slug))
      return;
    seen.add(slug);
    ordered.push(slug);
  };
  for (const entry of categories ?? []) add(typeof entry === 'string' ? entry : entry?.id);
  const extra = new Set<CategorySlug>();
  for (const brand of brands)
    for (const slug of brand.categories) if (!seen.has(slug)) extra.add(slug);
  [...extra].sort((a, b) => a.localeCompare(b)).forEach(add);
  return ordered;
}

/** Brands per category slug, each list in the order given (sort first). A brand appears in every category it has. */
export function groupBrandsByCategory(brands: readonly Brand[]): Map<CategorySlug, Brand[]> {
  const groups = new Map<CategorySlug, Brand[]>();
  for (const brand of brands) {
    for (const slug of new Set(brand.categories)) {
      const group = groups.get(slug);
      if (group) group.push(brand);
      else groups.set(slug, [brand]);
    }
  }
  return groups;
}

/**
 * How many brands each category has (for the strip's count badges), in an object without a
 * prototype: a slug is data, and `__proto__` or `constructor` must count like any other word.
 */
export function countBrandsByCategory(brands: readonly Brand[]): Record<CategorySlug, number> {
  const counts = new Map<CategorySlug, number>();
  for (const brand of brands)
    for (const slug of new Set(brand.categories)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const result = Object.create(null) as Record<CategorySlug, number>;
  for (const [slug, count] of counts) result[slug] = count;
  return result;
}

/** Brands flagged popular, in the order given. */
export const popularBrands = (brands: readonly Brand[]): Brand[] =>
  brands.filter((brand) => brand.popular);

/** The second home carousel: up to the first `limit` brands that are not popular. @default limit 50 */
export function nonPopularBrands(brands: readonly Brand[], limit = 50): Brand[] {
  const result: Brand[] = [];
  for (const brand of brands) {
    if (result.length >= limit) break;
    if (!brand.popular) result.push(brand);
  }
  return result;
}
