/** Small hand-made brands for the package's tests (not exported from the package entry). */
import type { Brand, BrandsResponse, DataProvider } from '@giftcash/core';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';

export function makeBrand(overrides: Partial<Brand> & Pick<Brand, 'id' | 'name'>): Brand {
  return {
    popular: false,
    categories: [],
    cashback_perc: 0.05,
    cashback_perc_label: '5%',
    coins_per_pound: 1000,
    digital_denominations: [],
    digital_face_value_limits: { lower: 5, upper: 500 },
    detail: {
      assets: { logo_url: `https://img.example.com/${overrides.id}.png` },
      redemption_methods: ['online'],
    },
    ...overrides,
  };
}

export const BRANDS: Brand[] = [
  makeBrand({
    id: 'tesco',
    name: 'Tesco',
    popular: true,
    categories: ['groceries', 'popular'],
    cashback_perc: 0.04,
    cashback_perc_label: '4%',
  }),
  makeBrand({
    id: 'asos',
    name: 'ASOS',
    popular: true,
    categories: ['fashion-and-fitness'],
    cashback_perc: 0.08,
    cashback_perc_label: '8%',
  }),
  makeBrand({
    id: 'currys',
    name: 'Currys',
    categories: ['tech'],
    cashback_perc: 0.03,
    cashback_perc_label: '3%',
  }),
  makeBrand({
    id: 'argos',
    name: 'Argos',
    categories: ['tech', 'department-stores'],
    cashback_perc: 0.06,
    cashback_perc_label: '6%',
  }),
  makeBrand({
    id: 'pets-at-home',
    name: 'Pets at Home',
    categories: ['pets', 'other'],
    cashback_perc: 0.2,
    cashback_perc_label: '20%',
  }),
  makeBrand({
    id: 'zizzi',
    name: 'Zizzi',
    popular: true,
    categories: ['eating-and-drinking-out'],
    cashback_perc: 0,
    cashback_perc_label: '0%',
    coins_per_pound: 0,
  }),
];

export const CATEGORIES: BrandsResponse['categories'] = [
  { id: 'popular' },
  { id: 'groceries' },
  { id: 'tech' },
  { id: 'fashion-and-fitness' },
  { id: 'department-stores' },
  { id: 'eating-and-drinking-out' },
  { id: 'other' },
];

/** The category chips for `CATEGORIES` and `BRANDS`: the response order without popular and other, then `pets`, which only a brand names. */
export const CATEGORY_ORDER = [
  'groceries',
  'tech',
  'fashion-and-fitness',
  'department-stores',
  'eating-and-drinking-out',
  'pets',
];

const reject = () => Promise.reject(new Error('not used in this test'));

/** A `getBrands` whose first call fails with `message` and whose later calls answer `response`. */
export const brandsAfterFailure = (message: string, response: BrandsResponse) =>
  vi
    .fn<DataProvider['getBrands']>()
    .mockRejectedValueOnce(new Error(message))
    .mockResolvedValue(response);

/** A provider whose `getBrands` is the given function; every other read rejects. */
export function fakeProvider(getBrands: DataProvider['getBrands']): DataProvider {
  return {
    getBrands,
    getMinigames: reject,
    getLotteries: reject,
    getWheelConfig: reject,
    getScratchConfig: reject,
    getProfile: reject,
    getOrders: reject,
    getRaffleResults: reject,
    getWinners: reject,
  };
}

/** The text of the level-2 headings a person can see (sections and rows inside `[hidden]` left out). */
export const visibleHeadings = (): (string | null)[] =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('[hidden]') === null)
    .map((heading) => heading.textContent);
