import type { BalanceHistoryEntry, Brand, GiftCardOrder, OrdersResponse } from '@giftcash/core';
import {
  applyRate,
  fromPence,
  perPound,
  toPence,
  ORDER_STATUS,
  PAYMENT_TYPE,
} from '@giftcash/core';
import { createRandom, DEFAULT_SEED, type Random } from './random';

const DAY = 86_400_000;

/** Status descriptions by status number. */
export const ORDER_STATUS_DESC: Readonly<Record<number, string>> = {
  1: 'Processing',
  2: 'Pending',
  3: 'PAID',
  4: 'Cancelled',
};

type BrandKind = 'both' | 'coins-only' | 'cashback-only' | 'free-value' | 'any';

interface OrderSpec {
  status: 1 | 2 | 3 | 4;
  archived: boolean;
  payment_type: number;
  days_ago: number;
  /** How much of the card has been spent, and in how many recorded transactions. */
  spent: 'none' | 'some' | 'all';
  transactions: number;
  link: boolean;
  brand: BrandKind;
}

/**
 * Covers every status (1–4), archived and not, every payment type 1–5 plus an unknown one (9),
 * cards unspent, part spent and fully spent, with and without link. No sample order names an
 * invoice: there is no invoice document behind the sample data to link to.
 */
const ORDER_SPECS: readonly OrderSpec[] = [
  {
    status: 3,
    archived: false,
    payment_type: 1,
    days_ago: 6,
    spent: 'some',
    transactions: 2,
    link: true,
    brand: 'both',
  },
  {
    status: 3,
    archived: false,
    payment_type: 2,
    days_ago: 13,
    spent: 'none',
    transactions: 0,
    link: true,
    brand: 'both',
  },
  {
    status: 3,
    archived: false,
    payment_type: 3,
    days_ago: 21,
    spent: 'some',
    transactions: 1,
    link: false,
    brand: 'coins-only',
  },
  {
    status: 3,
    archived: false,
    payment_type: 4,
    days_ago: 30,
    spent: 'all',
    transactions: 3,
    link: true,
    brand: 'both',
  },
  {
    status: 3,
    archived: false,
    payment_type: 5,
    days_ago: 38,
    spent: 'none',
    transactions: 0,
    link: false,
    brand: 'free-value',
  },
  {
    status: 3,
    archived: false,
    payment_type: 1,
    days_ago: 45,
    spent: 'some',
    transactions: 1,
    link: true,
    brand: 'cashback-only',
  },
  {
    status: 3,
    archived: true,
    payment_type: 1,
    days_ago: 60,
    spent: 'all',
    transactions: 2,
    link: true,
    brand: 'both',
  },
  {
    status: 3,
    archived: true,
    payment_type: 9,
    days_ago: 75,
    spent: 'some',
    transactions: 1,
    link: false,
    brand: 'any',
  },
  {
    status: 3,
    archived: true,
    payment_type: 5,
    days_ago: 100,
    spent: 'all',
    transactions: 1,
    link: true,
    brand: 'any',
  },
  {
    status: 4,
    archived: false,
    payment_type: 4,
    days_ago: 9,
    spent: 'none',
    transactions: 0,
    link: false,
    brand: 'both',
  },
  {
    status: 4,
    archived: true,
    payment_type: 2,
    days_ago: 52,
    spent: 'none',
    transactions: 0,
    link: false,
    brand: 'any',
  },
  {
    status: 1,
    archived: false,
    payment_type: 5,
    days_ago: 0.08,
    spent: 'none',
    transactions: 0,
    link: false,
    brand: 'both',
  },
  {
    status: 2,
    archived: false,
    payment_type: 3,
    days_ago: 1,
    spent: 'none',
    transactions: 0,
    link: false,
    brand: 'free-value',
  },
  {
    status: 2,
    archived: false,
    payment_type: 9,
    days_ago: 3,
    spent: 'none',
    transactions: 0,
    link: false,
    brand: 'any',
  },
];

const matches: Record<BrandKind, (brand: Brand) => boolean> = {
  both: (b) => b.cashback_perc >= 0.05 && b.cashback_perc <= 0.075 && b.coins_per_pound > 0,
  'coins-only': (b) => b.cashback_perc === 0 && b.coins_per_pound > 0,
  'cashback-only': (b) => b.cashback_perc > 0 && b.coins_per_pound === 0,
  'free-value': (b) => b.digital_denominations.length === 0,
  any: () => true,
};

function chooseBrand(
  brands: readonly Brand[],
  kind: BrandKind,
  start: number,
  used: Set<string>,
): Brand {
  const ordered = brands.map((_, i) => brands[(start + i) % brands.length] as Brand);
  const brand =
    ordered.find((b) => matches[kind](b) && !used.has(b.id)) ??
    ordered.find((b) => matches[kind](b)) ??
    (ordered[0] as Brand);
  used.add(brand.id);
  return brand;
}

function amountFor(brand: Brand, random: Random): number {
  if (brand.digital_denominations.length > 0) return random.pick(brand.digital_denominations);
  const lower = Math.max(brand.digital_face_value_limits.lower, 5);
  const upper =
    brand.digital_face_value_limits.upper > 0
      ? Math.min(brand.digital_face_value_limits.upper, 300)
      : 300;
  // A free value such as £42.50.
  return fromPence(random.int(lower * 2, Math.max(lower * 2, upper * 2)) * 50);
}

/** Spends in pence for `amountPence`, oldest first. */
function spends(amountPence: number, spec: OrderSpec, random: Random): number[] {
  if (spec.spent === 'none') return [];
  const list: number[] = [];
  let left = amountPence;
  const partial = spec.spent === 'all' ? spec.transactions - 1 : spec.transactions;
  for (let i = 0; i < partial; i += 1) {
    const pence = Math.max(
      1,
      Math.min(left - 1, Math.round((amountPence * random.int(8, 30)) / 100)),
    );
    list.push(pence);
    left -= pence;
  }
  if (spec.spent === 'all') list.push(left);
  return list;
}

/** Options of {@link buildOrders}. */
export interface BuildOrdersOptions {
  /** The time the data is built around (epoch milliseconds): dates fall before it. */
  now: number;
  /** The sample brands; orders reference their ids, names and rates. */
  brands: readonly Brand[];
  /** Seed of the data: the same seed gives the same data. @default DEFAULT_SEED */
  seed?: number;
  /** Signed-in customer the orders belong to. */
  user?: { id: string; first_name: string; email: string };
}

/** The sample customer. */
export const SAMPLE_USER = {
  id: 'usr_7c1e9a42d0',
  first_name: 'Sarah',
  email: 'sarah.mitchell@example.com',
} as const;

/**
 * The orders call: 14 gift card orders, newest first, `next_token: null`. Order ids depend
 * only on the seed, so changes stored against them survive a reload. Balances are consistent:
 * `balance_used` is the sum of `balance_history` and `balance_available` is amount − used.
 */
export function buildOrders({
  now,
  brands,
  seed = DEFAULT_SEED,
  user = SAMPLE_USER,
}: BuildOrdersOptions): OrdersResponse {
  if (brands.length === 0) return { items: [], next_token: null };
  const ids = createRandom(seed, 'order-ids');
  const random = createRandom(seed, 'orders');
  const used = new Set<string>();
  const items = ORDER_SPECS.map((spec, index): GiftCardOrder => {
    const orderId = `ord_${ids.hex(12)}`;
    const cardHex = ids.hex(16);
    const brand = chooseBrand(brands, spec.brand, index * 11 + 3, used);
    const createdAt = Math.round(now - spec.days_ago * DAY - random.int(0, 3_600) * 1000);
    const amount = amountFor(brand, random);
    const amountPence = toPence(amount);
    const spent = spends(amountPence, spec, random);
    const history: BalanceHistoryEntry[] = spent.map((pence, i) => ({
      created_at:
        createdAt + Math.round(((i + 1) / (spent.length + 1)) * Math.max(DAY, now - createdAt)),
      amount: fromPence(pence),
    }));
    const usedPence = spent.reduce((sum, pence) => sum + pence, 0);
    const rewarded = spec.status !== ORDER_STATUS.cancelled;
    const orderRef = `GC-${104_200 + index * 37}`;
    const order: GiftCardOrder = {
      order_id: orderId,
      order_ref: orderRef,
      user_id: user.id,
      user_first_name: user.first_name,
      user_email: user.email,
      card_id: `card_${cardHex}`,
      title: `${brand.name} Gift Card`,
      brand: brand.name,
      brand_id: brand.id,
      created_at: createdAt,
      status: spec.status,
      status_desc: ORDER_STATUS_DESC[spec.status] as string,
      amount,
      currency: 'GBP',
      payment_rewards: spec.payment_type === PAYMENT_TYPE.cashback ? amount : 0,
      request_id: `req_${ids.hex(12)}`,
      bonus_coins: rewarded ? perPound(amountPence, brand.coins_per_pound) : 0,
      bonus_coins_perc: brand.coins_per_pound,
      bonus_cashback: rewarded ? fromPence(applyRate(amountPence, brand.cashback_perc)) : 0,
      bonus_cashback_perc: Math.round(brand.cashback_perc * 10_000) / 100,
      payment_type: spec.payment_type,
      archived: spec.archived,
      balance_history: history,
      balance_available: fromPence(amountPence - usedPence),
      balance_used: fromPence(usedPence),
    };
    if (spec.status === ORDER_STATUS.completed) {
      order.valid_from = createdAt;
      order.expiry_at = createdAt + 365 * DAY;
    }
    if (brand.detail.terms_and_conditions_url)
      order.terms_url = brand.detail.terms_and_conditions_url;
    if (spec.link) order.link = `https://cards.giftcash.example/c/${cardHex}`;
    return order;
  });
  items.sort((a, b) => b.created_at - a.created_at);
  return { items, next_token: null };
}
