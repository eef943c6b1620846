/** Brands for the package's tests and stories: one of each kind the brand page handles. */
import type {
  Brand,
  BrandsResponse,
  DataProvider,
  ScratchConfig,
  WheelConfig,
} from '@giftcash/core';
import { buildScratchConfig } from '@giftcash/sample';

const CARD =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" rx="16" fill="#1e6f5c"/></svg>',
  );

export function makeBrand(
  overrides: Omit<Partial<Brand>, 'detail'> & { detail?: Partial<Brand['detail']> } = {},
): Brand {
  const { detail, ...rest } = overrides;
  return {
    id: 'harbour-and-pine',
    name: 'Harbour & Pine',
    popular: false,
    categories: ['groceries'],
    cashback_perc: 0.05,
    cashback_perc_label: '5%',
    coins_per_pound: 1000,
    digital_denominations: [],
    digital_face_value_limits: { lower: 5, upper: 500 },
    notes: 'Only one gift card can be used per transaction.',
    ...rest,
    detail: {
      assets: { gift_card_url: CARD },
      redemption_methods: ['online', 'instore'],
      description: 'Harbour & Pine offers fresh food and household essentials.',
      website_url: 'https://harbour-and-pine.example/',
      online_order_restrictions: 'Enter the gift card number and PIN at checkout.',
      instore_order_restrictions: 'Show the barcode on your phone at the till.',
      terms_and_conditions_url: 'https://harbour-and-pine.example/gift-card-terms',
      expiry: 'Expires 12 months from purchase',
      ...detail,
    },
  };
}

/** Free value, cashback and coins, terms URL. */
export const freeValueBrand = makeBrand();
/** Denominations, cashback only, terms copy, online only. */
export const denominationBrand = makeBrand({
  id: 'northway-books',
  name: 'Northway Books',
  coins_per_pound: 0,
  cashback_perc: 0.072,
  cashback_perc_label: '7.2%',
  digital_denominations: [10, 25, 50, 100],
  digital_face_value_limits: { lower: 10, upper: 100 },
  detail: {
    redemption_methods: ['online'],
    instore_order_restrictions: undefined,
    terms_and_conditions_url: undefined,
    terms_and_conditions_copy: '1. Use it online.\n\n2. No cash alternative.',
    description:
      'Northway Books stocks new releases, classics and stationery in every town centre. Gift cards arrive instantly by email and any balance carries over between visits until the card expires.',
  },
});
/** Coins only, instore only, no terms, no limits. */
export const coinsOnlyBrand = makeBrand({
  id: 'quayside-cinema',
  name: 'Quayside Cinema',
  cashback_perc: 0,
  cashback_perc_label: '',
  coins_per_pound: 1250,
  digital_face_value_limits: { lower: 0, upper: 0 },
  notes: undefined,
  detail: {
    redemption_methods: ['instore'],
    online_order_restrictions: undefined,
    terms_and_conditions_url: undefined,
    terms_and_conditions_copy: undefined,
    expiry: undefined,
  },
});
/** Hostile copy: markup, script and `javascript:` links everywhere. */
export const hostileBrand = makeBrand({
  id: 'hostile',
  name: '<img src=x onerror="window.__xss()">Evil',
  notes: '<script>window.__xss()</script>Notes',
  detail: {
    description: '<b onmouseover="window.__xss()">Bold</b><script>window.__xss()</script>',
    website_url: 'javascript:window.__xss()',
    terms_and_conditions_url: 'javascript:window.__xss()',
    terms_and_conditions_copy:
      '<a href="javascript:window.__xss()">terms</a><script>window.__xss()</script>',
    online_order_restrictions: '<iframe src="javascript:window.__xss()"></iframe>',
    assets: { gift_card_url: 'javascript:window.__xss()' },
  },
});

export const testWheelConfig: WheelConfig = {
  id: 'cashback-plus',
  name: 'Cashback+ Wheel of Fortune',
  coins_cost: 500_000,
  win_probability: 99.8,
  max_play_limit: 200,
  top_prize: 750,
  special_prize_slot: { description: 'A £50 gift card of your choice', odds: 15_000 },
  slots: [
    { index: 0, type: 1, value: 0, odds: 2 },
    { index: 1, type: 2, value: 0.05, odds: 4 },
    { index: 2, type: 1, value: 2500, odds: 2 },
    { index: 3, type: 4, value: 0, odds: 15_000, description: 'A £50 gift card of your choice' },
    { index: 4, type: 2, value: 750, odds: 200_000 },
  ],
};

const specScratch = buildScratchConfig();

/** The spec's scratch card (the sample's), its prizes cut to the cheapest and the top one. */
export const testScratchConfig: ScratchConfig = {
  ...specScratch,
  slots: [specScratch.slots[0]!, specScratch.slots.at(-1)!],
};

const reject = () => Promise.reject(new Error('not used'));

/** A provider over `brands`; `getBrands` can be swapped to fail or hang. */
export function fakeProvider(brands: Brand[], overrides: Partial<DataProvider> = {}): DataProvider {
  const response: BrandsResponse = { brands, categories: [{ id: 'groceries' }] };
  return {
    getBrands: () => Promise.resolve(response),
    getMinigames: () => Promise.resolve([]),
    getLotteries: () => Promise.resolve([]),
    getWheelConfig: () => Promise.resolve(testWheelConfig),
    getScratchConfig: () => Promise.resolve(testScratchConfig),
    getProfile: reject,
    getOrders: reject,
    getRaffleResults: reject,
    getWinners: reject,
    ...overrides,
  };
}
