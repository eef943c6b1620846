import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BRANDS, CATEGORIES, CATEGORY_ORDER, makeBrand } from '../testing/fixtures';
import { validateResponse } from '@giftcash/core';
import {
  countBrandsByCategory,
  filterBrands,
  filterBrandsByName,
  groupBrandsByCategory,
  nonPopularBrands,
  orderCategories,
  popularBrands,
  sortBrands,
} from './brands';

const ids = (list: { id: string }[]) => list.map((brand) => brand.id);

describe('filterBrands (catalogue search)', () => {
  it('matches the brand name, ignoring case and surrounding spaces', () => {
    expect(ids(filterBrands(BRANDS, '  tEsC '))).toEqual(['tesco']);
  });
  it('matches any category slug, also written with spaces', () => {
    expect(ids(filterBrands(BRANDS, 'TECH'))).toEqual(['currys', 'argos']);
    expect(ids(filterBrands(BRANDS, 'department st'))).toEqual(['argos']);
  });
  it('returns everything for an empty query and limits to a category when given', () => {
    expect(filterBrands(BRANDS, '')).toHaveLength(BRANDS.length);
    expect(ids(filterBrands(BRANDS, '', 'tech'))).toEqual(['currys', 'argos']);
    expect(ids(filterBrands(BRANDS, 'arg', 'tech'))).toEqual(['argos']);
    expect(filterBrands(BRANDS, 'tesco', 'tech')).toEqual([]);
  });
  it('always returns a subset in the original order (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (query) => {
        const result = filterBrands(BRANDS, query);
        const positions = result.map((brand) => BRANDS.indexOf(brand));
        expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!))).toBe(true);
        expect(filterBrands(result, query)).toEqual(result);
      }),
    );
  });
});

describe('filterBrandsByName (balance checker search)', () => {
  it('is a trimmed, case-insensitive substring of the name only', () => {
    expect(ids(filterBrandsByName(BRANDS, ' HOME '))).toEqual(['pets-at-home']);
    expect(filterBrandsByName(BRANDS, 'tech')).toEqual([]);
  });
  it('restores the full list for an empty or blank query', () => {
    expect(filterBrandsByName(BRANDS, '   ')).toEqual(BRANDS);
    expect(filterBrandsByName(BRANDS, '')).not.toBe(BRANDS);
  });
});

describe('sortBrands', () => {
  it('sorts by name A–Z by default, ignoring case, without mutating the input', () => {
    const before = ids(BRANDS);
    expect(ids(sortBrands(BRANDS))).toEqual([
      'argos',
      'asos',
      'currys',
      'pets-at-home',
      'tesco',
      'zizzi',
    ]);
    expect(ids(BRANDS)).toEqual(before);
  });
  it('sorts by highest cashback rate, ties by name', () => {
    const tie = [
      makeBrand({ id: 'b', name: 'Bravo', cashback_perc: 0.05 }),
      makeBrand({ id: 'a', name: 'alpha', cashback_perc: 0.05 }),
    ];
    expect(ids(sortBrands(BRANDS, 'cashback'))).toEqual([
      'pets-at-home',
      'asos',
      'argos',
      'tesco',
      'currys',
      'zizzi',
    ]);
    expect(ids(sortBrands(tie, 'cashback'))).toEqual(['a', 'b']);
  });
});

describe('orderCategories', () => {
  it('keeps the response order, drops popular and other, and appends unknown slugs from brands', () => {
    expect(orderCategories(CATEGORIES, BRANDS)).toEqual(CATEGORY_ORDER);
  });
  it('accepts plain slugs, skips duplicates and bad entries', () => {
    expect(orderCategories(['tech', 'tech', '', 'popular'], [])).toEqual(['tech']);
    expect(
      orderCategories(undefined, [
        makeBrand({ id: 'x', name: 'X', categories: ['b', 'a', 'other'] }),
      ]),
    ).toEqual(['a', 'b']);
  });
});

describe('grouping and counts', () => {
  it('groups brands under every category they carry, keeping the given order', () => {
    const groups = groupBrandsByCategory(sortBrands(BRANDS));
    expect(ids(groups.get('tech')!)).toEqual(['argos', 'currys']);
    expect(ids(groups.get('popular')!)).toEqual(['tesco']);
    expect(groups.has('travel-and-holiday')).toBe(false);
  });
  it('counts a brand once per category even if listed twice', () => {
    const twice = makeBrand({ id: 't', name: 'T', categories: ['tech', 'tech'] });
    expect(countBrandsByCategory([...BRANDS, twice])).toMatchObject({
      tech: 3,
      groceries: 1,
      pets: 1,
    });
  });
  it('picks popular brands and up to 50 non-popular brands in order', () => {
    expect(ids(popularBrands(BRANDS))).toEqual(['tesco', 'asos', 'zizzi']);
    const many = Array.from({ length: 80 }, (_, i) =>
      makeBrand({ id: `b${i}`, name: `B${i}`, popular: i % 4 === 0 }),
    );
    const rest = nonPopularBrands(many);
    expect(rest).toHaveLength(50);
    expect(rest.every((brand) => !brand.popular)).toBe(true);
    expect(rest[0]!.id).toBe('b1');
    expect(nonPopularBrands(BRANDS, 2).map((b) => b.id)).toEqual(['currys', 'argos']);
  });
});

describe('cashback sort on validated data: the order matches the rates the labels name', () => {
  it('puts a brand labelled 1% (sent as 1) after one at 5%, and a 0.02 labelled 20% reads 2%', () => {
    const raw = (id: string, cashback_perc: number, cashback_perc_label: string) => ({
      id,
      name: id,
      categories: [],
      cashback_perc,
      cashback_perc_label,
      coins_per_pound: 0,
      digital_denominations: [],
      digital_face_value_limits: { lower: 0, upper: 0 },
      detail: { assets: {}, redemption_methods: [] },
    });
    const { brands } = validateResponse('brands', {
      brands: [raw('one', 1, '1%'), raw('five', 0.05, '5%'), raw('two', 0.02, '20%')],
      categories: [],
    });
    const sorted = sortBrands(brands, 'cashback');
    expect(sorted.map((brand) => `${brand.id} ${brand.cashback_perc_label}`)).toEqual([
      'five 5%',
      'two 2%',
      'one 1%',
    ]);
  });
});
