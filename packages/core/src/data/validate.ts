import * as v from 'valibot';
import type { EndpointKey, EndpointResults } from './provider';
import { InvalidResponseError } from './errors';
import {
  DEFAULT_SCRATCH_CONFIG,
  DEFAULT_SPECIAL_PRIZE,
  DEFAULT_SPECIAL_PRIZE_ODDS,
  DEFAULT_WHEEL_CONFIG,
} from '../model/gameDefaults';
import { isWellFormedText, wellFormedDeep } from './sanitize';
import { toPence } from '../format/money';
import { cashbackFraction, cashbackLabel } from './cashback';
import { limitPence } from './limits';
import { GAME_TYPE } from '../model/wireCodes';
import type {
  Brand,
  CategoryRef,
  DeviceInfo,
  DrawHistoryEntry,
  DrawReportItem,
  FreeSlot,
  GiftCardOrder,
  Goal,
  Level,
  LinkedBankAccount,
  Lottery,
  Minigame,
  MinigameStats,
  OperationStatus,
  PlayResult,
  Profile,
  ProfileSettings,
  ReferralInfo,
  ReferralTier,
  ReviewItem,
  ReviewsResponse,
  ScratchConfig,
  Slot,
  Wallet,
  WheelConfig,
  WinnerItem,
  WithdrawFee,
} from '../model/types';

/*
 * Validation policy (documented in packages/core/README.md):
 * - A root of the wrong shape (e.g. `brands` not an array) is an InvalidResponseError naming
 *   the endpoint and the field.
 * - Inside an item, an optional field of the wrong type falls back to its default (absent,
 *   0, false, []): the item is still usable.
 * - An item whose identity is unusable (no id, no name, unknown game type…) is dropped with a
 *   console warning naming the endpoint and index. If every item of a non-empty list is dropped,
 *   the response is an InvalidResponseError, since the data is evidently not what we expect.
 * - Every string returned is well-formed Unicode (lone surrogates become U+FFFD), so it can be
 *   URL-encoded and rendered; an identity holding a lone surrogate is dropped instead (an id
 *   changed by the repair would name a different item).
 */

const MAX_TEXT = 20_000;

const text = () =>
  v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((s) => s.slice(0, MAX_TEXT)),
      ),
    ),
    undefined,
  );
const requiredText = () =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('must be a non-empty string'), v.maxLength(MAX_TEXT));
const finite = () => v.pipe(v.number(), v.finite());
const num = (fallback = 0) => v.fallback(finite(), fallback);
const nonNegative = (fallback = 0) =>
  v.fallback(v.pipe(v.number(), v.finite(), v.minValue(0)), fallback);
const optionalNumber = () => v.fallback(v.optional(finite()), undefined);
/** A count (sign-ups, plays, entries, coins): a whole number from 0; anything else is absent. */
const optionalCount = () =>
  v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
    undefined,
  );
/** An amount of money that cannot be negative; anything else is absent. */
const optionalAmount = () =>
  v.fallback(v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))), undefined);
const flag = (fallback = false) => v.fallback(v.boolean(), fallback);
const optionalFlag = () => v.fallback(v.optional(v.boolean()), undefined);
const wellFormed = () =>
  v.check(isWellFormedText, 'must be well-formed Unicode (holds a lone surrogate)');
const identifier = () =>
  v.pipe(
    v.union([v.string(), finite()], 'must be a string or number'),
    v.transform(String),
    v.nonEmpty('must not be empty'),
    wellFormed(),
  );

/** The earliest time data may name: 1 January 2000, 00:00 UTC, in epoch milliseconds. */
export const EARLIEST_DATA_TIME = Date.UTC(2000, 0, 1);
/** The latest time data may name: 1 January 2100, 00:00 UTC, in epoch milliseconds. */
export const LATEST_DATA_TIME = Date.UTC(2100, 0, 1);

/**
 * Whether `time` (epoch milliseconds) is inside the window data may name, 2000 to 2100 (NaN and
 * infinities are not). Anything else is malformed: 8.64e15 is a valid `Date` but reads
 * "13/09/275760", and a time in seconds reads as January 1970.
 */
export const isSaneTime = (time: number): boolean =>
  time >= EARLIEST_DATA_TIME && time <= LATEST_DATA_TIME;

const TIME_PROBLEM = 'must be a time from 2000 to 2100';
/** A time in the sane window, or 0 for "none" (how the API says it). */
const isTimeOrNone = (time: number): boolean => time === 0 || isSaneTime(time);
/** A required time: in the window, or 0 (none); anything else falls back to 0. */
const timestamp = () => v.fallback(v.pipe(v.number(), v.check(isTimeOrNone, TIME_PROBLEM)), 0);
/** An optional time: in the window, or 0 (none); anything else is absent. */
const optionalTime = () =>
  v.fallback(v.optional(v.pipe(v.number(), v.check(isTimeOrNone, TIME_PROBLEM))), undefined);
/** A date as an ISO string or epoch ms, in the window; anything else is 0. */
const dateValue = () =>
  v.fallback(
    v.union([
      v.pipe(
        v.string(),
        v.maxLength(64),
        v.check((date) => isSaneTime(Date.parse(date)), TIME_PROBLEM),
      ),
      v.pipe(v.number(), v.check(isSaneTime, TIME_PROBLEM)),
    ]),
    0,
  );

/** A list whose bad elements are filtered out by `keep`. */
const filteredList = <T>(keep: (item: unknown) => item is T) =>
  v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((items) => items.filter(keep)),
  );
const isString = (item: unknown): item is string =>
  typeof item === 'string' && item.length > 0 && item.length < 200 && isWellFormedText(item);
const isFiniteNumber = (item: unknown): item is number =>
  typeof item === 'number' && Number.isFinite(item);

/**
 * A list of objects where malformed objects are dropped (nested lists: no warning), and, with
 * `keyOf`, later repeats of an identity already seen (UIs key rows by it).
 */
const objectList = <S extends v.GenericSchema>(
  schema: S,
  keyOf?: (item: v.InferOutput<S>) => unknown,
) =>
  v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((items) => {
      const seen = new Set<unknown>();
      return items.flatMap((item) => {
        const result = v.safeParse(schema, item);
        if (!result.success) return [];
        const output = result.output as v.InferOutput<S>;
        if (keyOf) {
          const key = keyOf(output);
          if (seen.has(key)) return [];
          seen.add(key);
        }
        return [output];
      });
    }),
  );

const redemptionMethods = v.pipe(
  v.fallback(v.array(v.unknown()), []),
  v.transform((items) =>
    items.filter((m): m is 'online' | 'instore' => m === 'online' || m === 'instore'),
  ),
);

/** Pence of an amount in pounds (rounded by `round`, to the nearest by default) from 1p to £10,000,000, else `null`. */
const sanePence = (pounds: number, round: (pounds: number) => number = toPence): number | null => {
  const pence = round(pounds);
  return Number.isSafeInteger(pence) && pence >= 1 && pence <= 1e9 ? pence : null;
};

/** Denominations as offered: rounded to the penny, above £0, each once, smallest first. */
function normaliseDenominations(list: number[]): number[] {
  const pence = new Set<number>();
  for (const pounds of list) {
    const value = sanePence(pounds);
    if (value !== null) pence.add(value);
  }
  return [...pence].sort((a, b) => a - b).map((value) => value / 100);
}

/**
 * Face value limits to the penny, the upper one rounded down and the lower one up (so £10.555
 * allows £10.55 at most, never £10.56): a limit under 1p or over £10,000,000 means none (0), and
 * when the lower limit is above the upper one the lower limit is dropped (the upper one still guards).
 */
function normaliseLimits({ lower, upper }: { lower: number; upper: number }): {
  lower: number;
  upper: number;
} {
  // Under 1p is no limit, rather than a minimum rounded up to 1p.
  const low = lower < 0.01 ? null : sanePence(lower, (pounds) => limitPence(pounds, true));
  const high = sanePence(upper, limitPence);
  return {
    lower: low !== null && (high === null || low <= high) ? low / 100 : 0,
    upper: high !== null ? high / 100 : 0,
  };
}

const brandSchema = v.pipe(
  v.object({
    id: identifier(),
    name: requiredText(),
    popular: flag(),
    categories: filteredList(isString),
    // A fraction (see ./cashback.ts: 1 to 100 is a percentage); the label is reconciled with it below.
    cashback_perc: v.fallback(
      v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100), v.transform(cashbackFraction)),
      0,
    ),
    cashback_perc_label: v.fallback(v.pipe(v.string(), v.maxLength(32)), ''),
    coins_per_pound: v.fallback(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e9)), 0),
    digital_denominations: v.pipe(
      filteredList(isFiniteNumber),
      v.transform(normaliseDenominations),
    ),
    digital_face_value_limits: v.fallback(
      v.pipe(
        v.object({ lower: nonNegative(), upper: nonNegative() }),
        v.transform(normaliseLimits),
      ),
      { lower: 0, upper: 0 },
    ),
    notes: text(),
    detail: v.fallback(
      v.object({
        assets: v.fallback(v.object({ gift_card_url: text(), logo_url: text() }), {}),
        redemption_methods: redemptionMethods,
        description: text(),
        website_url: text(),
        online_order_restrictions: text(),
        instore_order_restrictions: text(),
        terms_and_conditions_url: text(),
        terms_and_conditions_copy: text(),
        expiry: text(),
        balance_enquiry_url: text(),
        balance_enquiry_info: text(),
      }),
      { assets: {}, redemption_methods: [] },
    ),
  }),
  v.transform((brand) => ({
    ...brand,
    cashback_perc_label: cashbackLabel(brand.cashback_perc, brand.cashback_perc_label),
  })),
) satisfies v.GenericSchema<unknown, Brand>;

const slotIndex = () => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));
const slotType = () => v.picklist([1, 2, 3, 4]);

const slotSchema = v.object({
  index: slotIndex(),
  type: slotType(),
  value: nonNegative(),
  show_win: optionalFlag(),
  cdf: v.fallback(
    v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1))),
    undefined,
  ),
  odds: v.fallback(v.optional(v.pipe(v.number(), v.finite(), v.minValue(1))), undefined),
  description: text(),
  icon: text(),
  img_url: text(),
}) satisfies v.GenericSchema<unknown, Slot>;

const minigameSchema = v.object({
  id: identifier(),
  name: requiredText(),
  type: v.picklist([1, 2], 'must be 1 (wheel) or 2 (scratch)'),
  type_description: text(),
  coins_cost: nonNegative(),
  required_balance: optionalNumber(),
  slots: objectList(slotSchema),
  odds: optionalNumber(),
  free_odds: optionalNumber(),
  odds_crypto: optionalNumber(),
  free_odds_crypto: optionalNumber(),
  slots_per_game: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
    undefined,
  ),
  limit_per_day: optionalCount(),
  release_date: optionalTime(),
  expiration_date: optionalTime(),
  is_new: optionalFlag(),
  is_expired: optionalFlag(),
  free_entries: nonNegative(),
  free_entries_max: optionalCount(),
  free_entries_seconds: optionalCount(),
  order_id_required: optionalFlag(),
  plan_id_required: optionalFlag(),
  turbo_mode: optionalFlag(),
  turbo_mode_max: optionalCount(),
  free_slots: v.fallback(
    v.optional(
      objectList(
        v.object({
          cdf: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1)),
          index: slotIndex(),
          odds: v.pipe(v.number(), v.finite(), v.minValue(1)),
          one_off: optionalFlag(),
          show_win: optionalFlag(),
          type: slotType(),
          value: nonNegative(),
        }) satisfies v.GenericSchema<unknown, FreeSlot>,
      ),
    ),
    undefined,
  ),
  updated_at: optionalTime(),
  updated_by: text(),
  visible: optionalFlag(),
}) satisfies v.GenericSchema<unknown, Minigame>;

/*
 * A play's answer carries the outcome itself, so nothing in it falls back to a default: a
 * missing or malformed outcome or count is an InvalidResponseError, never a made-up prize.
 */
const count = () =>
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
/** A time in a play's answer: like its counts, one outside the sane window makes the answer malformed. */
const epochMs = () => v.pipe(v.number(), v.check(isSaneTime, TIME_PROBLEM));
const playResultSchema = v.object({
  play_id: identifier(),
  game_id: identifier(),
  type: v.picklist([1, 2], 'must be 1 (wheel) or 2 (scratch)'),
  slot_index: v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(1000)),
  prize: v.nullable(slotSchema),
  areas: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.finite(), v.minValue(0))),
      v.minLength(1),
      v.maxLength(100),
    ),
  ),
  coins_spent: count(),
  plays_left: count(),
  free_entries: count(),
  free_entries_refill_at: v.nullable(epochMs()),
  plays_reset_at: epochMs(),
}) satisfies v.GenericSchema<unknown, PlayResult>;

const lotterySchema = v.object({
  id: identifier(),
  name: v.fallback(v.pipe(v.string(), v.maxLength(200)), 'Daily Raffle'),
  type: optionalNumber(),
  lottery_status: num(),
  repeat_seconds: v.fallback(v.pipe(v.number(), v.finite(), v.minValue(1)), 86400),
  ticket_coins_cost: optionalAmount(),
  required_balance: optionalNumber(),
  draw_index: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  draw_factor: optionalNumber(),
  hist_factor: optionalNumber(),
  boost_factor: optionalNumber(),
  boost_message: text(),
  next_draw_index: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  next_draw_at: timestamp(),
  config: v.fallback(
    v.object({
      payouts: objectList(
        v.object({
          place: v.pipe(v.number(), v.integer(), v.minValue(1)),
          type: v.fallback(v.picklist([1, 2]), 1),
          amount: nonNegative(),
          show_win: optionalFlag(),
        }),
        (payout) => payout.place,
      ),
    }),
    { payouts: [] },
  ),
  unlock_reward: optionalCount(),
  max_tickets: optionalCount(),
  max_entries: optionalCount(),
  free_entries: optionalCount(),
  free_tickets: optionalCount(),
  slogan_top: text(),
  slogan_bottom: text(),
  cut_off_seconds: optionalNumber(),
  add_prize_label: text(),
  add_prize_img_url: text(),
  add_prize_cid: text(),
  add_prize_mystery: optionalFlag(),
  games_unlock: v.fallback(v.optional(filteredList(isString)), undefined),
  next_draw_at_seconds_diff: optionalNumber(),
  next_draw_to_sell_tickets: optionalNumber(),
  next_draw_to_sell_tickets_at: optionalTime(),
  next_draw_to_sell_tickets_at_seconds_diff: optionalNumber(),
}) satisfies v.GenericSchema<unknown, Lottery>;

const wheelConfigSchema = v.object({
  id: v.fallback(v.optional(identifier()), undefined),
  name: text(),
  slots: objectList(slotSchema),
  odds: optionalNumber(),
  coins_cost: nonNegative(DEFAULT_WHEEL_CONFIG.coins_cost),
  win_probability: v.fallback(
    v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
    DEFAULT_WHEEL_CONFIG.win_probability,
  ),
  max_play_limit: nonNegative(DEFAULT_WHEEL_CONFIG.max_play_limit),
  top_prize: nonNegative(DEFAULT_WHEEL_CONFIG.top_prize),
  special_prize_slot: v.fallback(
    v.optional(
      v.object({
        description: v.fallback(v.pipe(v.string(), v.maxLength(MAX_TEXT)), DEFAULT_SPECIAL_PRIZE),
        odds: v.fallback(v.pipe(v.number(), v.finite(), v.minValue(1)), DEFAULT_SPECIAL_PRIZE_ODDS),
      }),
    ),
    undefined,
  ),
}) satisfies v.GenericSchema<unknown, WheelConfig>;

const scratchConfigSchema = v.object({
  coins_cost: nonNegative(DEFAULT_SCRATCH_CONFIG.coins_cost),
  win_probability: v.fallback(
    v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
    DEFAULT_SCRATCH_CONFIG.win_probability,
  ),
  max_play_limit: nonNegative(DEFAULT_SCRATCH_CONFIG.max_play_limit),
  top_prize: nonNegative(DEFAULT_SCRATCH_CONFIG.top_prize),
  slots_per_game: v.fallback(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    DEFAULT_SCRATCH_CONFIG.slots_per_game,
  ),
  slots: objectList(
    v.object({ value: nonNegative(), odds: v.pipe(v.number(), v.finite(), v.minValue(1)) }),
  ),
}) satisfies v.GenericSchema<unknown, ScratchConfig>;

const winnerSchema = v.object({
  amount: nonNegative(),
  name: v.fallback(v.pipe(v.string(), v.maxLength(200)), ''),
  username: requiredText(),
  currency: v.fallback(v.picklist([1, 2]), 1),
  date: dateValue(),
}) satisfies v.GenericSchema<unknown, WinnerItem>;

const reviewSchema = v.object({
  id: identifier(),
  author: requiredText(),
  rating: v.picklist([1, 2, 3, 4, 5]),
  title: text(),
  body: requiredText(),
  date: dateValue(),
}) satisfies v.GenericSchema<unknown, ReviewItem>;

const drawSchema = v.object({
  lottery_id: v.fallback(identifier(), ''),
  draw_at: timestamp(),
  draw_index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  number: optionalNumber(),
  symbol: text(),
  add_prize_label: text(),
  add_prize_img_url: text(),
  add_prize_mystery: optionalFlag(),
  report: objectList(
    v.object({
      range_start: optionalNumber(),
      range_end: optionalNumber(),
      range_winner: optionalNumber(),
      range_factor: optionalNumber(),
      entries: optionalNumber(),
      user_id: v.fallback(v.optional(identifier()), undefined),
      name: v.fallback(v.pipe(v.string(), v.maxLength(200)), '-'),
      boost_factor: optionalNumber(),
      auto_played: optionalFlag(),
      place: v.pipe(v.number(), v.integer(), v.minValue(1)),
      win_amount: nonNegative(),
      win_type: v.fallback(v.optional(v.picklist([1, 2])), undefined),
    }) satisfies v.GenericSchema<unknown, DrawReportItem>,
    (item) => item.place,
  ),
}) satisfies v.GenericSchema<unknown, DrawHistoryEntry>;

// A stored balance never exceeds the card's amount (storage and responses can be tampered with).
const orderSchema = v.pipe(
  v.object({
    order_id: identifier(),
    order_ref: text(),
    user_id: v.fallback(v.optional(identifier()), undefined),
    user_first_name: text(),
    user_email: text(),
    card_id: v.fallback(v.optional(identifier()), undefined),
    link: text(),
    valid_from: optionalTime(),
    expiry_at: optionalTime(),
    title: v.fallback(v.pipe(v.string(), v.maxLength(500)), 'Gift card'),
    brand: text(),
    brand_id: v.fallback(v.optional(identifier()), undefined),
    terms_url: text(),
    created_at: timestamp(),
    status: v.fallback(v.pipe(v.number(), v.integer()), 0),
    status_desc: text(),
    amount: nonNegative(),
    currency: text(),
    payment_rewards: optionalNumber(),
    request_id: text(),
    bonus_coins: nonNegative(),
    bonus_coins_perc: optionalNumber(),
    bonus_cashback: nonNegative(),
    bonus_cashback_perc: optionalNumber(),
    payment_type: num(),
    archived: flag(),
    balance_history: objectList(v.object({ created_at: timestamp(), amount: nonNegative() })),
    balance_available: nonNegative(),
    balance_used: optionalNumber(),
    invoice_url: text(),
  }),
  v.transform((order) => ({
    ...order,
    balance_available: Math.min(order.balance_available, order.amount),
  })),
) satisfies v.GenericSchema<unknown, GiftCardOrder>;

const minigameStatsSchema = v.object({
  id: identifier(),
  name: v.fallback(v.pipe(v.string(), v.maxLength(200)), 'Game'),
  type: v.picklist([1, 2]),
  coins_cost: optionalNumber(),
  limit_per_day: optionalNumber(),
  free_entries: optionalNumber(),
  last_free_entry_at: optionalTime(),
  last_free_play_at: optionalTime(),
  last_play_at: optionalTime(),
  last_play_day: text(),
  total_play: optionalCount(),
  total_play_day: optionalNumber(),
  total_free_play: optionalNumber(),
  total_paid: optionalNumber(),
  total_win_coins: v.fallback(v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))), undefined),
  total_win_cash: nonNegative(),
  last_win_coins: optionalNumber(),
  last_win_cash: optionalNumber(),
  highest_win_coins: optionalNumber(),
  highest_win_cash: optionalNumber(),
  last_amount_coins: optionalNumber(),
  last_amount_cash: optionalNumber(),
  highest_amount_coins: optionalNumber(),
  highest_amount_cash: optionalNumber(),
}) satisfies v.GenericSchema<unknown, MinigameStats>;

/** An optional nested object: absent, or of the wrong shape, it is left out. */
const optionalObject = <S extends v.GenericSchema>(schema: S) =>
  v.fallback(v.optional(schema), undefined);

const profileSchema = v.object({
  id: identifier(),
  name: text(),
  first_name: v.fallback(v.pipe(v.string(), v.maxLength(200)), ''),
  surname: v.fallback(v.pipe(v.string(), v.maxLength(200)), ''),
  birthdate: text(),
  phone_number: text(),
  phone_number_verified: optionalFlag(),
  phone_number_verified_at: optionalTime(),
  phone_number_reward: optionalNumber(),
  email: v.fallback(v.pipe(v.string(), v.maxLength(320)), ''),
  role: optionalNumber(),
  level: optionalCount(),
  lifetime_coins: optionalCount(),
  reward_coins: optionalCount(),
  total_win_coins: optionalCount(),
  total_win_cash: optionalAmount(),
  games: v.fallback(v.optional(filteredList(isString)), undefined),
  verification_status: optionalNumber(),
  verification_error: text(),
  jumio_attempts: optionalNumber(),
  jumio_allowed_attempts: optionalNumber(),
  jumio_id_scan_reference: text(),
  debit_card_eligible: optionalFlag(),
  debit_card_issued: optionalFlag(),
  debit_card_sec_update: optionalFlag(),
  debit_card_private_plan: optionalFlag(),
  bank_account_opened: optionalFlag(),
  bank_account_blocked: optionalFlag(),
  bank_account_blocked_at: optionalTime(),
  bank_account_number: text(),
  sort_code: text(),
  bank_account_created_at: optionalTime(),
  linked_bank_account: optionalFlag(),
  linked_bank_accounts: v.fallback(
    v.optional(
      objectList(
        v.object({
          name: v.pipe(v.string(), v.maxLength(200)),
          account_number: v.pipe(v.string(), v.maxLength(64)),
          registered: optionalFlag(),
          type: text(),
          sort_code: v.pipe(v.string(), v.maxLength(64)),
          originated_overseas: optionalFlag(),
        }) satisfies v.GenericSchema<unknown, LinkedBankAccount>,
      ),
    ),
    undefined,
  ),
  waiting_for_deposit_amount: optionalNumber(),
  piggybank_schedule: optionalNumber(),
  piggybank_amount: optionalNumber(),
  piggybank_state: optionalNumber(),
  invitation_token: text(),
  invitation_code: text(),
  invited_total: optionalNumber(),
  invitation_rewards: optionalNumber(),
  referral_code: text(),
  referral_level: optionalCount(),
  referral_total_signup: optionalCount(),
  referral_total_deposit: optionalCount(),
  referral_total_deposit_amount: optionalNumber(),
  referral_card_program: optionalNumber(),
  referral_total_gift_card_users: optionalNumber(),
  referral_rewards_coins: optionalCount(),
  referral_rewards_cash: optionalAmount(),
  postcode: text(),
  address: text(),
  street: text(),
  posttown: text(),
  county: text(),
  country: text(),
  address_verified: optionalFlag(),
  pep: optionalFlag(),
  sanctions: optionalFlag(),
  adverse_media: optionalFlag(),
  employment_status: text(),
  uk_res_confirmed_at: optionalTime(),
  created_at: optionalTime(),
  external_reference: text(),
  settings: optionalObject(
    v.object({
      receive_push_notifications: optionalFlag(),
      receive_email_notification: optionalFlag(),
      enable_biometrics: optionalFlag(),
      enable_sounds: optionalFlag(),
      enable_vibrations: optionalFlag(),
      dark_mode: optionalFlag(),
      hide_cash_balance: optionalFlag(),
      hide_winner_name: optionalFlag(),
      lotto_result_via_email: optionalFlag(),
    }) satisfies v.GenericSchema<unknown, ProfileSettings>,
  ),
  total_withdraw: optionalNumber(),
  total_withdraw_amount: optionalNumber(),
  total_redeemed_cash: optionalNumber(),
  total_redeemed_cash_withdraw: optionalNumber(),
  total_gift_card: optionalCount(),
  total_gift_card_amount: optionalAmount(),
  total_gift_card_cashback: optionalAmount(),
  total_winnings_transfer_amount: optionalNumber(),
  last_withdraw_amount: optionalNumber(),
  last_deposit_amount: optionalNumber(),
  operation_status: optionalObject(
    v.object({
      reference: text(),
      registered: optionalFlag(),
      code: optionalNumber(),
      message: text(),
    }) satisfies v.GenericSchema<unknown, OperationStatus>,
  ),
  withdraw_fee: optionalObject(
    v.object({
      amount: optionalNumber(),
      withdraw_penalty: optionalNumber(),
      coins_balance: optionalNumber(),
      min_fee: optionalNumber(),
    }) satisfies v.GenericSchema<unknown, WithdrawFee>,
  ),
  device_info: optionalObject(
    v.object({
      app_version: text(),
      platform: text(),
      build_number: text(),
      time_zone: text(),
      apps_flyer_id: text(),
    }) satisfies v.GenericSchema<unknown, DeviceInfo>,
  ),
  free_game_allowed: optionalFlag(),
  is_new: optionalFlag(),
  eligibility: optionalFlag(),
  profile_checked: flag(),
  profile_checked_at: optionalTime(),
  minigames: objectList(minigameStatsSchema, (game) => game.id),
}) satisfies v.GenericSchema<unknown, Profile>;

const walletSchema = v.object({
  piggybank: optionalNumber(),
  piggybank_available: optionalNumber(),
  coins: v.pipe(v.number(), v.finite(), v.minValue(0)),
  goals_cash: optionalNumber(),
  win_coins: nonNegative(),
  win_cash: v.pipe(v.number(), v.finite(), v.minValue(0)),
  waiting_for_deposit_amount: optionalNumber(),
  withdraw: optionalNumber(),
  lottery_must_go_entries: optionalNumber(),
  goals: v.fallback(
    v.optional(
      objectList(
        v.object({
          id: identifier(),
          name: v.fallback(v.pipe(v.string(), v.maxLength(200)), ''),
          amount: nonNegative(),
        }) satisfies v.GenericSchema<unknown, Goal>,
        (goal) => goal.id,
      ),
    ),
    undefined,
  ),
}) satisfies v.GenericSchema<unknown, Wallet>;

const referralTierSchema = v.object({
  id: v.pipe(v.number(), v.finite()),
  name: requiredText(),
  referrals: nonNegative(),
  bonus_coins: nonNegative(),
  referrer_coins: nonNegative(),
  referrer_cashback: nonNegative(),
  referred_coins: nonNegative(),
  raffle_booster: nonNegative(),
  color_light: text(),
  color_dark: text(),
}) satisfies v.GenericSchema<unknown, ReferralTier>;

const referralSchema = v.object({
  name: requiredText(),
  tier: optionalObject(referralTierSchema),
}) satisfies v.GenericSchema<unknown, ReferralInfo>;

const categorySchema = v.object({
  id: v.pipe(requiredText(), wellFormed()),
}) satisfies v.GenericSchema<unknown, CategoryRef>;

/** A number, or `null` where the next level has none; absent or of another type, left out. */
const nullableNumber = () => v.fallback(v.optional(v.nullable(finite())), undefined);

const levelSchema = v.object({
  id: v.pipe(v.number(), v.finite()),
  name: requiredText(),
  icon: text(),
  cash: num(),
  lotto_max_tickets: num(),
  coins_per_day: optionalNumber(),
  coins_per_pound_spent: optionalNumber(),
  withdraw_penalty: optionalNumber(),
  next_id: nullableNumber(),
  next_name: v.fallback(v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))), undefined),
  next_icon: v.fallback(
    v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_TEXT)))),
    undefined,
  ),
  next_cash: nullableNumber(),
  next_lotto_max_tickets: nullableNumber(),
  next_coins_per_day: nullableNumber(),
  next_coins_per_pound_spent: nullableNumber(),
  next_withdraw_penalty: nullableNumber(),
}) satisfies v.GenericSchema<unknown, Level>;

/**
 * The output of each entity schema, under the name of the type it stands for. The types in
 * `model/types.ts` are the public, documented shapes; `validate.shapes.test.ts` checks that each
 * schema and its type have the same fields, optional ones and nested ones included, so a field
 * added to one side only fails the typecheck instead of being stripped from every response.
 */
export type SchemaOutputs = {
  Brand: v.InferOutput<typeof brandSchema>;
  CategoryRef: v.InferOutput<typeof categorySchema>;
  Slot: v.InferOutput<typeof slotSchema>;
  Minigame: v.InferOutput<typeof minigameSchema>;
  PlayResult: v.InferOutput<typeof playResultSchema>;
  Lottery: v.InferOutput<typeof lotterySchema>;
  WheelConfig: v.InferOutput<typeof wheelConfigSchema>;
  ScratchConfig: v.InferOutput<typeof scratchConfigSchema>;
  WinnerItem: v.InferOutput<typeof winnerSchema>;
  ReviewItem: v.InferOutput<typeof reviewSchema>;
  DrawHistoryEntry: v.InferOutput<typeof drawSchema>;
  GiftCardOrder: v.InferOutput<typeof orderSchema>;
  Profile: v.InferOutput<typeof profileSchema>;
  Wallet: v.InferOutput<typeof walletSchema>;
  ReferralInfo: v.InferOutput<typeof referralSchema>;
  Level: v.InferOutput<typeof levelSchema>;
};

function describeIssue(
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  prefix: string,
): { path: string; problem: string } {
  const issue = issues[0];
  const dotted = v.getDotPath(issue);
  const path = [prefix, dotted]
    .filter(Boolean)
    .join('.')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  const received = issue.received ? ` (received ${issue.received})` : '';
  return { path, problem: `${issue.message.replace(/^Invalid [^:]+: /, 'expected ')}${received}` };
}

function fail(endpoint: string, path: string, problem: string): never {
  throw new InvalidResponseError(endpoint, path, problem);
}

function parseRoot<S extends v.GenericSchema>(
  endpoint: string,
  schema: S,
  input: unknown,
  prefix = '',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const { path, problem } = describeIssue(result.issues, prefix);
    fail(endpoint, path, problem);
  }
  return result.output;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseList<S extends v.GenericSchema>(
  endpoint: string,
  schema: S,
  input: unknown,
  path: string,
  idKey?: keyof v.InferOutput<S>,
): v.InferOutput<S>[] {
  if (!Array.isArray(input))
    fail(endpoint, path, `expected an array (received ${describe(input)})`);
  const kept: v.InferOutput<S>[] = [];
  const seen = new Set<unknown>();
  let firstProblem: { path: string; problem: string } | undefined;
  input.forEach((item, index) => {
    const result = v.safeParse(schema, item);
    if (result.success) {
      // A repeated identity (same id twice) would make two rows one: keep the first, say so.
      const key = idKey && result.output[idKey];
      if (idKey && seen.has(key)) {
        console.warn(
          `[giftcash] ${endpoint}: dropped ${path}[${index}]: repeats an earlier item (${String(key)})`,
        );
        return;
      }
      if (idKey) seen.add(key);
      kept.push(result.output);
      return;
    }
    const issue = describeIssue(result.issues, `${path}[${index}]`);
    firstProblem ??= issue;
    console.warn(`[giftcash] ${endpoint}: dropped ${issue.path}: ${issue.problem}`);
  });
  if (input.length > 0 && kept.length === 0 && firstProblem)
    fail(endpoint, firstProblem.path, firstProblem.problem);
  return kept;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function requireRecord(endpoint: string, input: unknown, path = ''): Record<string, unknown> {
  if (!isRecord(input)) fail(endpoint, path, `expected an object (received ${describe(input)})`);
  return input;
}

/** A list that may arrive bare or wrapped as `{ items: [...] }`; problems name `items` when wrapped. */
function parseItems<S extends v.GenericSchema>(
  endpoint: string,
  schema: S,
  input: unknown,
  idKey?: keyof v.InferOutput<S>,
): v.InferOutput<S>[] {
  const wrapped = isRecord(input) && 'items' in input;
  return parseList(endpoint, schema, wrapped ? input.items : input, wrapped ? 'items' : '', idKey);
}

/**
 * The list at `root[field]`, its problems named by the field. An optional field may be absent
 * (`absent`, an empty list, stands in); present, it is checked as any other.
 */
function parseListAt<S extends v.GenericSchema>(
  endpoint: string,
  schema: S,
  root: Record<string, unknown>,
  field: string,
  idKey: keyof v.InferOutput<S>,
  absent?: [],
): v.InferOutput<S>[] {
  const list = root[field];
  return list === undefined && absent ? absent : parseList(endpoint, schema, list, field, idKey);
}

type Validators = { [K in keyof EndpointResults]: (input: unknown) => EndpointResults[K] };

const validators: Validators = {
  brands(input) {
    const root = requireRecord('brands', input);
    const brands = parseListAt('brands', brandSchema, root, 'brands', 'id') as Brand[];
    const categories = parseListAt('brands', categorySchema, root, 'categories', 'id', []);
    return { brands, categories };
  },
  minigames: (input) => parseItems('minigames', minigameSchema, input, 'id') as Minigame[],
  lotteries: (input) => parseItems('lotteries', lotterySchema, input, 'id') as Lottery[],
  wheelConfig: (input) =>
    parseRoot('wheelConfig', wheelConfigSchema, requireRecord('wheelConfig', input)) as WheelConfig,
  scratchConfig: (input) =>
    parseRoot(
      'scratchConfig',
      scratchConfigSchema,
      requireRecord('scratchConfig', input),
    ) as ScratchConfig,
  profile(input) {
    const root = requireRecord('profile', input);
    const profile = parseRoot(
      'profile',
      profileSchema,
      requireRecord('profile', root.profile, 'profile'),
      'profile',
    );
    const wallet = v.safeParse(walletSchema, root.wallet);
    const referral = v.safeParse(referralSchema, root.referral);
    const level = v.safeParse(levelSchema, root.level);
    if (!wallet.success) console.warn('[giftcash] profile: wallet is missing or malformed');
    return {
      profile,
      wallet: wallet.success ? wallet.output : null,
      referral: referral.success ? referral.output : null,
      ...(level.success ? { level: level.output } : {}),
    };
  },
  orders(input) {
    const root = requireRecord('orders', input);
    const items = parseListAt('orders', orderSchema, root, 'items', 'order_id') as GiftCardOrder[];
    return { items, next_token: typeof root.next_token === 'string' ? root.next_token : null };
  },
  raffleResults(input) {
    const root = requireRecord('raffleResults', input);
    return {
      result: parseListAt(
        'raffleResults',
        drawSchema,
        root,
        'result',
        'draw_index',
      ) as DrawHistoryEntry[],
    };
  },
  winners: (input) => ({ items: parseItems('winners', winnerSchema, input) as WinnerItem[] }),
  reviews(input) {
    const root = requireRecord('reviews', input);
    const { rating, count: total } = parseRoot(
      'reviews',
      v.object({ rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)), count: count() }),
      root,
    );
    const items = parseListAt('reviews', reviewSchema, root, 'items', 'id', []) as ReviewItem[];
    for (const item of items) if (!item.title?.trim()) delete item.title;
    // The count covers at least the reviews listed; with none there is no average.
    const counted = Math.max(total, items.length);
    return { rating: counted ? rating : 0, count: counted, items } satisfies ReviewsResponse;
  },
};

/**
 * Validates a raw response for an endpoint. Returns the typed, cleaned value or throws an
 * {@link InvalidResponseError} that names the endpoint and the field.
 */
export function validateResponse<K extends EndpointKey>(
  endpoint: K,
  input: unknown,
): EndpointResults[K] {
  return wellFormedDeep(validators[endpoint](input));
}

/**
 * Validates the answer to a play (`POST …/minigames/{id}/play`). Throws an
 * {@link InvalidResponseError} naming the field when it is not a whole, consistent outcome: a
 * wheel answer needs a slot, a scratch answer its areas.
 */
export function validatePlayResult(input: unknown): PlayResult {
  const result = parseRoot('play', playResultSchema, requireRecord('play', input)) as PlayResult;
  if (result.type === GAME_TYPE.wheel && (result.slot_index < 0 || !result.prize))
    fail('play', 'slot_index', 'a wheel play must name the slot won');
  if (result.type === GAME_TYPE.scratch && !result.areas)
    fail('play', 'areas', 'a scratch play must carry its areas');
  if (result.areas === undefined) delete result.areas;
  return wellFormedDeep(result);
}
