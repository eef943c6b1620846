/**
 * Entity types for every object the GiftCash API sends, named and shaped as the
 * specification (`storefront.md` and `account.md`) describes them. Amounts of money
 * arrive from the API as numbers of pounds (e.g. `25.5`); arithmetic on them is done
 * in integer pence (see `format/money.ts`).
 */

/** A category identifier, e.g. `groceries` or `tech`. Unknown slugs are allowed. */
export type CategorySlug = string;

/** The twelve category slugs that have their own icon. */
export const KNOWN_CATEGORY_SLUGS = [
  'groceries',
  'gifts-and-lifestyle',
  'department-stores',
  'eating-and-drinking-out',
  'fashion-and-fitness',
  'tech',
  'entertainment-and-activities',
  'travel-and-holiday',
  'takeaway',
  'multi-brand-gift-cards',
  'health-and-beauty',
  'home-garden-and-diy',
] as const;
export type KnownCategorySlug = (typeof KNOWN_CATEGORY_SLUGS)[number];

/** Where a gift card can be spent. */
export type RedemptionMethod = 'online' | 'instore';

export interface BrandAssets {
  /** Image of the gift card itself. */
  gift_card_url?: string;
  /** Square brand logo. */
  logo_url?: string;
}

export interface BrandDetail {
  assets: BrandAssets;
  redemption_methods: RedemptionMethod[];
  description?: string;
  website_url?: string;
  online_order_restrictions?: string;
  instore_order_restrictions?: string;
  terms_and_conditions_url?: string;
  /** Terms as plain copy (untrusted: render as text). */
  terms_and_conditions_copy?: string;
  expiry?: string;
  balance_enquiry_url?: string;
  /** Instructions for checking a balance (untrusted: render as text). */
  balance_enquiry_info?: string;
}

export interface FaceValueLimits {
  /** Lowest value in pounds; 0 means no lower limit. */
  lower: number;
  /** Highest value in pounds; 0 means no upper limit. */
  upper: number;
}

export interface Brand {
  id: string;
  name: string;
  popular: boolean;
  categories: CategorySlug[];
  /** Cashback as a fraction, e.g. `0.05` for 5%. */
  cashback_perc: number;
  /** Display label for the cashback, e.g. `5%`. */
  cashback_perc_label: string;
  /** Coins earned per £1 spent. */
  coins_per_pound: number;
  /** Fixed values in pounds; empty when any value between the limits is allowed. */
  digital_denominations: number[];
  digital_face_value_limits: FaceValueLimits;
  notes?: string;
  detail: BrandDetail;
}

export interface CategoryRef {
  id: CategorySlug;
}

export interface BrandsResponse {
  brands: Brand[];
  categories: CategoryRef[];
}

/** Slot types: 1 coins (value 0 = no luck), 2 cash in pounds, 3 prize, 4 special prize. */
export type SlotType = 1 | 2 | 3 | 4;

export interface Slot {
  index: number;
  type: SlotType;
  /** Coins, or pounds for cash. */
  value: number;
  show_win?: boolean;
  /** Cumulative probability in [0, 1]; the last slot's cdf is 1. */
  cdf?: number;
  /** "1 in N" odds. */
  odds?: number;
  description?: string;
  icon?: string;
  img_url?: string;
}

/** 1 wheel (spin), 2 scratch card. */
export type GameType = 1 | 2;

export interface FreeSlot {
  cdf: number;
  index: number;
  odds: number;
  one_off?: boolean;
  show_win?: boolean;
  type: SlotType;
  value: number;
}

export interface Minigame {
  id: string;
  name: string;
  type: GameType;
  type_description?: 'spin' | 'scratch_card' | string;
  coins_cost: number;
  required_balance?: number;
  slots: Slot[];
  odds?: number;
  free_odds?: number;
  odds_crypto?: number;
  free_odds_crypto?: number;
  slots_per_game?: number;
  limit_per_day?: number;
  release_date?: number;
  /** 0 means no expiry. */
  expiration_date?: number;
  is_new?: boolean;
  is_expired?: boolean;
  free_entries: number;
  free_entries_max?: number;
  /** Refill period: 86400 daily, 604800 weekly. */
  free_entries_seconds?: number;
  order_id_required?: boolean;
  plan_id_required?: boolean;
  turbo_mode?: boolean;
  turbo_mode_max?: number;
  /** Administrative view only. */
  free_slots?: FreeSlot[];
  updated_at?: number;
  updated_by?: string;
  visible?: boolean;
}

/**
 * The server's answer to one play of a game (`POST <brands address>/minigames/{id}/play`): the
 * outcome it decided, and the person's plays and free entries left after it.
 */
export interface PlayResult {
  /** The play's id on the server; a retried request with the same idempotency key gets the same one. */
  play_id: string;
  /** The game played. */
  game_id: string;
  /** 1 wheel, 2 scratch card. */
  type: GameType;
  /**
   * Wheel: the position of the won slot in the game's `slots` (index order). Scratch card: the
   * position in `slots` of the slot whose prize was won, or -1 when the card wins nothing.
   */
  slot_index: number;
  /** The slot won (a coins slot of value 0 is no luck); `null` when a scratch card wins nothing. */
  prize: Slot | null;
  /** Scratch card only: the prize values under the card's areas, in order (three of the prize when it wins). */
  areas?: number[];
  /** Coins this play cost: 0 when it used a free entry. */
  coins_spent: number;
  /** Plays left today (free and paid) after this one. */
  plays_left: number;
  /** Free entries left after this one. */
  free_entries: number;
  /** When the next free entry is added (epoch milliseconds); `null` when none is due. */
  free_entries_refill_at: number | null;
  /** When today's play limit starts again (the next UK midnight, epoch milliseconds). */
  plays_reset_at: number;
}

export interface SpecialPrizeSlot {
  description: string;
  /** "1 in N". */
  odds: number;
}

/** Response of `/cashback-plus`. */
export interface WheelConfig {
  id?: string;
  name?: string;
  slots: Slot[];
  odds?: number;
  coins_cost: number;
  /** Percentage, e.g. 99.8. */
  win_probability: number;
  max_play_limit: number;
  /** Top cash prize in pounds. */
  top_prize: number;
  special_prize_slot?: SpecialPrizeSlot;
}

export interface ScratchSlot {
  value: number;
  odds: number;
}

/** Response of `/cashback-scratch`. */
export interface ScratchConfig {
  coins_cost: number;
  win_probability: number;
  max_play_limit: number;
  top_prize: number;
  /** @default 6 */
  slots_per_game: number;
  slots: ScratchSlot[];
}

/** 1 coins, 2 pounds. */
export type Currency = 1 | 2;

export interface WinnerItem {
  amount: number;
  /** Game name. */
  name: string;
  username: string;
  currency: Currency;
  /** ISO date or epoch milliseconds. */
  date: string | number;
}

export interface WinnersResponse {
  items: WinnerItem[];
}

/** One recent review of the app, as the review source reports it. */
export interface ReviewItem {
  /** Identity of the review (rows are keyed by it). */
  id: string;
  /** The reviewer's display name, e.g. `Sarah K.` */
  author: string;
  /** Stars given, a whole number from 1 to 5. */
  rating: number;
  /** Optional headline. */
  title?: string;
  /** The review's words. */
  body: string;
  /** ISO date or epoch milliseconds. */
  date: string | number;
}

/**
 * The reviews summary (GET brands address + `/reviews`): the average rating out of 5 over `count`
 * reviews, and a few recent reviews, newest first.
 */
export interface ReviewsResponse {
  /** Average stars, from 0 to 5 (0 only when there are no reviews). */
  rating: number;
  /** How many reviews the average is over. */
  count: number;
  items: ReviewItem[];
}

export interface LotteryPayout {
  place: number;
  /** 1 coins, 2 pounds. */
  type: Currency;
  amount: number;
  show_win?: boolean;
}

/** The daily raffle. */
export interface Lottery {
  id: string;
  name: string;
  type?: number;
  lottery_status: number;
  repeat_seconds: number;
  ticket_coins_cost?: number;
  required_balance?: number;
  draw_index: number;
  draw_factor?: number;
  hist_factor?: number;
  boost_factor?: number;
  boost_message?: string;
  next_draw_index: number;
  /** Epoch milliseconds. */
  next_draw_at: number;
  config: { payouts: LotteryPayout[] };
  unlock_reward?: number;
  max_tickets?: number;
  max_entries?: number;
  free_entries?: number;
  free_tickets?: number;
  slogan_top?: string;
  slogan_bottom?: string;
  cut_off_seconds?: number;
  add_prize_label?: string;
  add_prize_img_url?: string;
  add_prize_cid?: string;
  add_prize_mystery?: boolean;
  games_unlock?: string[];
  next_draw_at_seconds_diff?: number;
  next_draw_to_sell_tickets?: number;
  next_draw_to_sell_tickets_at?: number;
  next_draw_to_sell_tickets_at_seconds_diff?: number;
}

export interface DrawReportItem {
  range_start?: number;
  range_end?: number;
  range_winner?: number;
  range_factor?: number;
  entries?: number;
  user_id?: string;
  name: string;
  boost_factor?: number;
  auto_played?: boolean;
  place: number;
  win_amount: number;
  win_type?: Currency;
}

export interface DrawHistoryEntry {
  lottery_id: string;
  /** Epoch milliseconds. */
  draw_at: number;
  draw_index: number;
  number?: number;
  symbol?: string;
  add_prize_label?: string;
  add_prize_img_url?: string;
  add_prize_mystery?: boolean;
  report: DrawReportItem[];
}

export interface RaffleResultsResponse {
  result: DrawHistoryEntry[];
}

export interface ProfileSettings {
  receive_push_notifications?: boolean;
  receive_email_notification?: boolean;
  enable_biometrics?: boolean;
  enable_sounds?: boolean;
  enable_vibrations?: boolean;
  dark_mode?: boolean;
  hide_cash_balance?: boolean;
  hide_winner_name?: boolean;
  lotto_result_via_email?: boolean;
}

export interface ProfileTotals {
  total_withdraw?: number;
  total_withdraw_amount?: number;
  total_redeemed_cash?: number;
  total_redeemed_cash_withdraw?: number;
  total_gift_card?: number;
  total_gift_card_amount?: number;
  total_gift_card_cashback?: number;
  total_winnings_transfer_amount?: number;
  last_withdraw_amount?: number;
  last_deposit_amount?: number;
}

/** Per-user statistics for one minigame. */
export interface MinigameStats {
  id: string;
  name: string;
  type: GameType;
  coins_cost?: number;
  limit_per_day?: number;
  free_entries?: number;
  last_free_entry_at?: number;
  last_free_play_at?: number;
  last_play_at?: number;
  /** dd/mm/yyyy */
  last_play_day?: string;
  total_play?: number;
  total_play_day?: number;
  total_free_play?: number;
  total_paid?: number;
  total_win_coins?: number;
  total_win_cash: number;
  last_win_coins?: number;
  last_win_cash?: number;
  highest_win_coins?: number;
  highest_win_cash?: number;
  last_amount_coins?: number;
  last_amount_cash?: number;
  highest_amount_coins?: number;
  highest_amount_cash?: number;
}

export interface LinkedBankAccount {
  name: string;
  account_number: string;
  registered?: boolean;
  type?: string;
  sort_code: string;
  originated_overseas?: boolean;
}

export interface DeviceInfo {
  app_version?: string;
  platform?: string;
  build_number?: string;
  time_zone?: string;
  apps_flyer_id?: string;
}

export interface OperationStatus {
  reference?: string;
  registered?: boolean;
  code?: number;
  message?: string;
}

export interface WithdrawFee {
  amount?: number;
  withdraw_penalty?: number;
  coins_balance?: number;
  min_fee?: number;
}

export interface Profile extends ProfileTotals {
  id: string;
  name?: string;
  first_name: string;
  surname: string;
  /** ISO date (yyyy-mm-dd) or empty. */
  birthdate?: string;
  phone_number?: string;
  phone_number_verified?: boolean;
  phone_number_verified_at?: number;
  phone_number_reward?: number;
  email: string;
  /** Numeric role, 0 in the sample; meanings not specified. */
  role?: number;
  level?: number;
  lifetime_coins?: number;
  reward_coins?: number;
  total_win_coins?: number;
  total_win_cash?: number;
  games?: string[];
  verification_status?: number;
  verification_error?: string;
  jumio_attempts?: number;
  jumio_allowed_attempts?: number;
  jumio_id_scan_reference?: string;
  debit_card_eligible?: boolean;
  debit_card_issued?: boolean;
  debit_card_sec_update?: boolean;
  debit_card_private_plan?: boolean;
  bank_account_opened?: boolean;
  bank_account_blocked?: boolean;
  bank_account_blocked_at?: number;
  bank_account_number?: string;
  sort_code?: string;
  bank_account_created_at?: number;
  linked_bank_account?: boolean;
  linked_bank_accounts?: LinkedBankAccount[];
  waiting_for_deposit_amount?: number;
  piggybank_schedule?: number;
  piggybank_amount?: number;
  piggybank_state?: number;
  invitation_token?: string;
  invitation_code?: string;
  invited_total?: number;
  invitation_rewards?: number;
  /** The user's own referral code. */
  referral_code?: string;
  /** 4+ platinum, 3 gold, 2 silver, otherwise bronze. */
  referral_level?: number;
  referral_total_signup?: number;
  /** Completed referrals. */
  referral_total_deposit?: number;
  referral_total_deposit_amount?: number;
  referral_card_program?: number;
  referral_total_gift_card_users?: number;
  referral_rewards_coins?: number;
  referral_rewards_cash?: number;
  postcode?: string;
  address?: string;
  street?: string;
  posttown?: string;
  county?: string;
  country?: string;
  address_verified?: boolean;
  pep?: boolean;
  sanctions?: boolean;
  adverse_media?: boolean;
  employment_status?: string;
  uk_res_confirmed_at?: number;
  /** Epoch milliseconds. */
  created_at?: number;
  external_reference?: string;
  settings?: ProfileSettings;
  operation_status?: OperationStatus;
  withdraw_fee?: WithdrawFee;
  device_info?: DeviceInfo;
  free_game_allowed?: boolean;
  is_new?: boolean;
  eligibility?: boolean;
  profile_checked: boolean;
  /** Epoch milliseconds. */
  profile_checked_at?: number;
  minigames: MinigameStats[];
}

export interface Goal {
  id: string;
  name: string;
  amount: number;
}

export interface Wallet {
  piggybank?: number;
  piggybank_available?: number;
  coins: number;
  goals_cash?: number;
  win_coins: number;
  /** Cashback and cash winnings balance, in pounds. */
  win_cash: number;
  waiting_for_deposit_amount?: number;
  withdraw?: number;
  lottery_must_go_entries?: number;
  goals?: Goal[];
}

export interface Level {
  id: number;
  name: string;
  icon?: string;
  cash: number;
  lotto_max_tickets: number;
  coins_per_day?: number;
  coins_per_pound_spent?: number;
  withdraw_penalty?: number;
  next_id?: number | null;
  next_name?: string | null;
  next_icon?: string | null;
  next_cash?: number | null;
  next_lotto_max_tickets?: number | null;
  next_coins_per_day?: number | null;
  next_coins_per_pound_spent?: number | null;
  next_withdraw_penalty?: number | null;
}

export interface ReferralTier {
  id: number;
  name: string;
  referrals: number;
  bonus_coins: number;
  referrer_coins: number;
  referrer_cashback: number;
  referred_coins: number;
  raffle_booster: number;
  color_light?: string;
  color_dark?: string;
}

/** The referral block of the profile call: the account screens use the tier name only. */
export interface ReferralInfo {
  name: string;
  tier?: ReferralTier;
}

/** Response of the profile call. */
export interface ProfileResponse {
  profile: Profile;
  /** `null` when the API sent no usable wallet (screens show `Wallet data is missing or malformed.`). */
  wallet: Wallet | null;
  /** `null` when the API sent no usable referral block. */
  referral: ReferralInfo | null;
  level?: Level;
}

/** 1 Processing, 2 Pending, 3 Completed (PAID), 4 Cancelled. */
export type OrderStatus = 1 | 2 | 3 | 4;

/** 1 Cash Account, 2 Bank, 3 Cashback, 4 Apple Pay, 5 Google Pay; anything else is Unspecified. */
export type PaymentType = number;

export interface BalanceHistoryEntry {
  /** Epoch milliseconds. */
  created_at: number;
  /** Pounds spent. */
  amount: number;
}

export interface GiftCardOrder {
  order_id: string;
  order_ref?: string;
  user_id?: string;
  user_first_name?: string;
  user_email?: string;
  card_id?: string;
  /** Link to open the card, when there is one. */
  link?: string;
  valid_from?: number;
  expiry_at?: number;
  title: string;
  brand?: string;
  brand_id?: string;
  terms_url?: string;
  /** Epoch milliseconds. */
  created_at: number;
  status: number;
  status_desc?: string;
  amount: number;
  currency?: string;
  payment_rewards?: number;
  request_id?: string;
  bonus_coins?: number;
  bonus_coins_perc?: number;
  bonus_cashback?: number;
  bonus_cashback_perc?: number;
  payment_type: PaymentType;
  archived: boolean;
  balance_history: BalanceHistoryEntry[];
  balance_available: number;
  balance_used?: number;
  /** Invoice document address, when there is one (not in the spec's shape; optional). */
  invoice_url?: string;
}

export interface OrdersResponse {
  next_token?: string | null;
  items: GiftCardOrder[];
}
