/** Hand-made data and a fake provider for the package's tests (not exported from the package). */
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import {
  HttpStatusError,
  type BrandsResponse,
  type DataProvider,
  type GiftCardOrder,
  type Profile,
  type ProfileResponse,
  type Wallet,
} from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';

export const profile: Profile = {
  id: 'usr_1',
  first_name: 'Sarah',
  surname: 'Mitchell',
  birthdate: '1991-03-04',
  phone_number: '+44 7700 900123',
  phone_number_verified: true,
  phone_number_verified_at: Date.UTC(2024, 4, 12, 10),
  email: 'sarah.mitchell@example.com',
  address: 'Flat 2',
  street: '14 Orchard Lane',
  posttown: 'Bristol',
  county: 'Somerset',
  postcode: 'BS1 4DJ',
  invitation_code: 'JAMES10',
  referral_code: 'SARAH25',
  referral_level: 3,
  referral_total_signup: 7,
  referral_total_deposit: 4,
  referral_rewards_coins: 20_000_000,
  referral_rewards_cash: 20,
  total_gift_card: 14,
  total_gift_card_amount: 812.5,
  total_gift_card_cashback: 41.35,
  profile_checked: false,
  minigames: [
    { id: 'g1', name: 'Cashback Plus', type: 1, total_win_cash: 12.5 },
    { id: 'g2', name: 'Lucky Scratch', type: 2, total_win_cash: 3.25 },
    { id: 'g3', name: 'Mega Wheel', type: 1, total_win_cash: 0.5 },
  ],
};

export const wallet: Wallet = { coins: 1_250_000, win_coins: 300_000, win_cash: 23.4 };

export const profileResponse = (
  over: Partial<ProfileResponse> = {},
  profileOver: Partial<Profile> = {},
): ProfileResponse => ({
  profile: { ...profile, ...profileOver },
  wallet,
  referral: { name: 'Silver' },
  ...over,
});

export const order = (over: Partial<GiftCardOrder> = {}): GiftCardOrder => ({
  order_id: 'ord_1',
  title: 'Tesco Gift Card',
  brand: 'Tesco',
  brand_id: 'tesco',
  created_at: Date.UTC(2026, 10, 15, 12),
  status: 3,
  status_desc: 'PAID',
  amount: 50,
  payment_type: 4,
  archived: false,
  balance_history: [{ created_at: Date.UTC(2026, 10, 16, 12), amount: 10.1 }],
  balance_available: 39.9,
  balance_used: 10.1,
  bonus_cashback: 2.5,
  bonus_coins: 5000,
  link: 'https://cards.example/c/1',
  invoice_url: 'https://giftcash.example/invoices/1.pdf',
  ...over,
});

export const orders: GiftCardOrder[] = [
  order(),
  order({
    order_id: 'ord_2',
    title: 'Argos Gift Card',
    brand: 'Argos',
    brand_id: 'argos',
    link: 'javascript:alert(1)',
    invoice_url: undefined,
    bonus_cashback: 0,
    bonus_coins: 0,
    balance_history: [],
    balance_available: 20,
    balance_used: 0,
    amount: 20,
    payment_type: 9,
  }),
  order({
    order_id: 'ord_3',
    title: 'Boots Gift Card',
    brand: 'Boots',
    brand_id: 'boots',
    archived: true,
  }),
  order({
    order_id: 'ord_4',
    title: 'Nike Gift Card',
    brand: 'Nike',
    brand_id: 'nike',
    status: 4,
    status_desc: 'Cancelled',
  }),
];

export const brands: BrandsResponse = {
  categories: [],
  brands: [
    {
      id: 'tesco',
      name: 'Tesco',
      popular: true,
      categories: [],
      cashback_perc: 0.05,
      cashback_perc_label: '5%',
      coins_per_pound: 100,
      digital_denominations: [],
      digital_face_value_limits: { lower: 5, upper: 500 },
      detail: {
        assets: {
          gift_card_url: 'https://img.example/tesco-card.png',
          logo_url: 'https://img.example/tesco-logo.png',
        },
        redemption_methods: ['online'],
      },
    },
  ],
};

const unused = () => Promise.reject(new Error('not used in this test'));

/** A provider whose methods are mocks-friendly functions; override what a test needs. */
export function fakeProvider(over: Partial<DataProvider> = {}): DataProvider {
  return {
    getBrands: () => Promise.resolve(brands),
    getMinigames: unused,
    getLotteries: unused,
    getWheelConfig: unused,
    getScratchConfig: unused,
    getProfile: () => Promise.resolve(profileResponse()),
    getOrders: () => Promise.resolve({ items: orders, next_token: null }),
    getRaffleResults: unused,
    getWinners: unused,
    ...over,
  };
}

export function withProvider(provider: DataProvider) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <GiftcashProvider provider={provider}>{children}</GiftcashProvider>;
  };
}

/** A promise with its resolve and reject exposed. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A `getProfile` that fails with HTTP `status`, then fails without a message (the screen's
 * default text), then answers `last`: one mock for a screen's error, default-error and
 * empty/missing states in turn.
 */
export const failingThenProfile = (status: number, last: ProfileResponse) =>
  vi
    .fn()
    .mockRejectedValueOnce(new HttpStatusError(status))
    .mockRejectedValueOnce(undefined)
    .mockResolvedValueOnce(last);

/**
 * Presses Retry once for each of `texts` and expects that text next: how a screen is walked from
 * its first load error (asserted by the test) through the later answers of a mock such as
 * {@link failingThenProfile}.
 */
export async function expectEachRetry(user: UserEvent, texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
}
