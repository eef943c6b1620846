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
/** One of the twelve category slugs that have their own icon. */
export type KnownCategorySlug = (typeof KNOWN_CATEGORY_SLUGS)[number];

/** Where a gift card can be spent. */
export type RedemptionMethod = 'online' | 'instore';

/** A brand's images (addresses; untrusted: pass through `safeImageUrl`). */
export interface BrandAssets {
  /** Image of the gift card itself. */
  gift_card_url?: string;
  /** Square brand logo. */
  logo_url?: string;
}

/** What the brand page shows about a brand: images, where it is spent, copy, links and terms. */
export interface BrandDetail {
  /** The brand's images. */
  assets: BrandAssets;
  /** Where the card can be spent: online, in store, or both. */
  redemption_methods: RedemptionMethod[];
  /** About the brand (untrusted: render as text). */
  description?: string;
  /** The brand's website (untrusted: pass through `safeHttpUrl`). */
  website_url?: string;
  /** Limits on spending the card online (untrusted: render as text). */
  online_order_restrictions?: string;
  /** Limits on spending the card in store (untrusted: render as text). */
  instore_order_restrictions?: string;
  /** Address of the full terms (untrusted: pass through `safeHttpUrl`). */
  terms_and_conditions_url?: string;
  /** Terms as plain copy (untrusted: render as text). */
  terms_and_conditions_copy?: string;
  /** How long the card is valid, as text (e.g. `12 months from purchase`). */
  expiry?: string;
  /** Where to check a balance (untrusted: pass through `safeHttpUrl`). */
  balance_enquiry_url?: string;
  /** Instructions for checking a balance (untrusted: render as text). */
  balance_enquiry_info?: string;
}

/** The range of gift card values a brand sells, in pounds. */
export interface FaceValueLimits {
  /** Lowest value in pounds; 0 means no lower limit. */
  lower: number;
  /** Highest value in pounds; 0 means no upper limit. */
  upper: number;
}

/** A brand whose gift cards are sold, from the brands call (spec: Brand). */
export interface Brand {
  /** Identity of the brand (its page address and rows are keyed by it). */
  id: string;
  /** The brand's name (untrusted: render as text). */
  name: string;
  /** Listed among the popular brands. */
  popular: boolean;
  /** The categories the brand is listed under, by slug. */
  categories: CategorySlug[];
  /** Cashback as a fraction, e.g. `0.05` for 5%. */
  cashback_perc: number;
  /** Display label for the cashback, e.g. `5%`. */
  cashback_perc_label: string;
  /** Coins earned per £1 spent. */
  coins_per_pound: number;
  /** Fixed values in pounds; empty when any value between the limits is allowed. */
  digital_denominations: number[];
  /** The lowest and highest value sold when any value between them is allowed. */
  digital_face_value_limits: FaceValueLimits;
  /** A note shown with the brand (untrusted: render as text). */
  notes?: string;
  /** What the brand page shows. */
  detail: BrandDetail;
}

/** A category the brands call lists, by its slug. */
export interface CategoryRef {
  /** The category slug. */
  id: CategorySlug;
}

/** Response of the brands call. */
export interface BrandsResponse {
  /** Every brand, each once. */
  brands: Brand[];
  /** The categories, each once (may be empty: brands name theirs). */
  categories: CategoryRef[];
}

/** Slot types: 1 coins (value 0 = no luck), 2 cash in pounds, 3 prize, 4 special prize. */
export type SlotType = 1 | 2 | 3 | 4;

/** One prize position of a wheel (or scratch card) table. */
export interface Slot {
  /** The slot's position on the wheel, from 0. */
  index: number;
  /** What the slot pays (`SLOT_TYPE`): coins, cash, a prize or the special prize. */
  type: SlotType;
  /** Coins, or pounds for cash. */
  value: number;
  /** Whether landing here is announced as a win. */
  show_win?: boolean;
  /** Cumulative probability in [0, 1]; the last slot's cdf is 1. */
  cdf?: number;
  /** "1 in N" odds. */
  odds?: number;
  /** What a prize slot gives (untrusted: render as text). */
  description?: string;
  /** A prize slot's icon address. */
  icon?: string;
  /** A prize slot's picture address. */
  img_url?: string;
}

/** 1 wheel (spin), 2 scratch card. */
export type GameType = 1 | 2;

/** One slot of a game's free-play table, in the administrative view (not shown by the components). */
export interface FreeSlot {
  /** Cumulative probability in [0, 1]. */
  cdf: number;
  /** The slot's position, from 0. */
  index: number;
  /** "1 in N" odds. */
  odds: number;
  /** Paid out once only. */
  one_off?: boolean;
  /** Whether landing here is announced as a win. */
  show_win?: boolean;
  /** What the slot pays (`SLOT_TYPE`). */
  type: SlotType;
  /** Coins, or pounds for cash. */
  value: number;
}

/** A game definition from `/minigames`: the wheel (type 1) or the scratch card (type 2). */
export interface Minigame {
  /** Identity of the game (its page address carries it). */
  id: string;
  /** The game's name. */
  name: string;
  /** Which game (`GAME_TYPE`): 1 the wheel, 2 the scratch card. */
  type: GameType;
  /** `spin` or `scratch_card`. */
  type_description?: 'spin' | 'scratch_card' | string;
  /** Coins one paid play costs. */
  coins_cost: number;
  /** Coins a person must hold to play, as the API sends it; no component shows it. */
  required_balance?: number;
  /** The game's prize table. */
  slots: Slot[];
  /** Overall "1 in N" odds of a win, as the API sends it; no component shows it. */
  odds?: number;
  /** Odds of a win on a free play, as the API sends it; no component shows it. */
  free_odds?: number;
  /** As the API sends it; no component shows it. */
  odds_crypto?: number;
  /** As the API sends it; no component shows it. */
  free_odds_crypto?: number;
  /** Areas on one scratch card. */
  slots_per_game?: number;
  /** Plays a person may make in a day. */
  limit_per_day?: number;
  /** When the game was released (epoch milliseconds). */
  release_date?: number;
  /** 0 means no expiry. */
  expiration_date?: number;
  /** Shown with a New badge. */
  is_new?: boolean;
  /** No longer playable. */
  is_expired?: boolean;
  /** Free plays the person has now. */
  free_entries: number;
  /** The most free plays a person can hold. */
  free_entries_max?: number;
  /** Refill period: 86400 daily, 604800 weekly. */
  free_entries_seconds?: number;
  /** Playing needs a gift card order, as the API sends it; no component shows it. */
  order_id_required?: boolean;
  /** Playing needs a plan, as the API sends it; no component shows it. */
  plan_id_required?: boolean;
  /** Offers several plays at once, as the API sends it; no component shows it. */
  turbo_mode?: boolean;
  /** Plays at once in turbo mode, as the API sends it; no component shows it. */
  turbo_mode_max?: number;
  /** Administrative view only. */
  free_slots?: FreeSlot[];
  /** When the definition last changed (epoch milliseconds; administrative view). */
  updated_at?: number;
  /** Who last changed the definition (administrative view). */
  updated_by?: string;
  /** Listed to players (administrative view). */
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

/** The wheel's special prize: its description and odds. */
export interface SpecialPrizeSlot {
  /** What the special prize is (untrusted: render as text). */
  description: string;
  /** "1 in N". */
  odds: number;
}

/** Response of `/cashback-plus`. */
export interface WheelConfig {
  /** Identity of the wheel game. */
  id?: string;
  /** The wheel's name. */
  name?: string;
  /** The wheel's prize table. */
  slots: Slot[];
  /** Overall "1 in N" odds, as the API sends it; no component shows it. */
  odds?: number;
  /** Coins one spin costs. */
  coins_cost: number;
  /** Percentage, e.g. 99.8. */
  win_probability: number;
  /** Spins a person may make in a day. */
  max_play_limit: number;
  /** Top cash prize in pounds. */
  top_prize: number;
  /** The special prize, when the wheel has one. */
  special_prize_slot?: SpecialPrizeSlot;
}

/** One prize of a scratch card's table. */
export interface ScratchSlot {
  /** The prize in pounds. */
  value: number;
  /** "1 in N" odds of this prize. */
  odds: number;
}

/** Response of `/cashback-scratch`. */
export interface ScratchConfig {
  /** Coins one card costs. */
  coins_cost: number;
  /** Chance a card wins, as a percentage (e.g. 99.89). */
  win_probability: number;
  /** Cards a person may play in a day. */
  max_play_limit: number;
  /** Top prize in pounds. */
  top_prize: number;
  /** Areas on one card. @default 6 */
  slots_per_game: number;
  /** The card's prize table. */
  slots: ScratchSlot[];
}

/** 1 coins, 2 pounds. */
export type Currency = 1 | 2;

/** One recent winner, from the rewards call. */
export interface WinnerItem {
  /** What was won: coins, or pounds (see `currency`). */
  amount: number;
  /** Game name. */
  name: string;
  /** The winner's display name (untrusted: render as text). */
  username: string;
  /** Coins or pounds (`CURRENCY`). */
  currency: Currency;
  /** ISO date or epoch milliseconds. */
  date: string | number;
}

/** Response of the rewards call (recent winners). */
export interface WinnersResponse {
  /** Recent winners, newest first. */
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
  /** A few recent reviews, newest first. */
  items: ReviewItem[];
}

/** What one place of a raffle draw wins. */
export interface LotteryPayout {
  /** The place, from 1. */
  place: number;
  /** 1 coins, 2 pounds. */
  type: Currency;
  /** What the place wins: coins, or pounds (see `type`). */
  amount: number;
  /** Whether the place is listed with the prizes. */
  show_win?: boolean;
}

/** The daily raffle. */
export interface Lottery {
  /** Identity of the raffle. */
  id: string;
  /** The raffle's name. */
  name: string;
  /** Kind of raffle, as the API sends it; no component shows it. */
  type?: number;
  /** State of the raffle: 1 with the next draw scheduled. */
  lottery_status: number;
  /** Seconds between draws (86400: daily). */
  repeat_seconds: number;
  /** Coins one ticket costs, as the API sends it; no component shows it. */
  ticket_coins_cost?: number;
  /** Coins a person must hold to enter, as the API sends it; no component shows it. */
  required_balance?: number;
  /** Number of the current draw. */
  draw_index: number;
  /** As the API sends it; no component shows it. */
  draw_factor?: number;
  /** As the API sends it; no component shows it. */
  hist_factor?: number;
  /** Multiplier of entries while a boost runs, as the API sends it; no component shows it. */
  boost_factor?: number;
  /** Text about the running boost, as the API sends it; no component shows it. */
  boost_message?: string;
  /** Number of the next draw. */
  next_draw_index: number;
  /** Epoch milliseconds. */
  next_draw_at: number;
  /** The prizes by place. */
  config: { payouts: LotteryPayout[] };
  /** Coins unlocked by entering, as the API sends it; no component shows it. */
  unlock_reward?: number;
  /** Most tickets a person may hold for a draw. */
  max_tickets?: number;
  /** Most entries a person may make in a draw. */
  max_entries?: number;
  /** Free entries a person gets per draw. */
  free_entries?: number;
  /** Free tickets a person gets per draw, as the API sends it; no component shows it. */
  free_tickets?: number;
  /** Line above the raffle, as the API sends it; no component shows it. */
  slogan_top?: string;
  /** Line below the raffle, as the API sends it; no component shows it. */
  slogan_bottom?: string;
  /** Entries close this many seconds before the draw. */
  cut_off_seconds?: number;
  /** An extra prize of the next draw, in words. */
  add_prize_label?: string;
  /** The extra prize's picture address. */
  add_prize_img_url?: string;
  /** The extra prize's content id, as the API sends it; no component shows it. */
  add_prize_cid?: string;
  /** The extra prize is kept a mystery. */
  add_prize_mystery?: boolean;
  /** Games a raffle entry unlocks, by id, as the API sends it; no component shows it. */
  games_unlock?: string[];
  /** Seconds until the next draw when the answer was made (the components count from `next_draw_at`). */
  next_draw_at_seconds_diff?: number;
  /** Number of the next draw that sells tickets, as the API sends it; no component shows it. */
  next_draw_to_sell_tickets?: number;
  /** When that draw is (epoch milliseconds), as the API sends it; no component shows it. */
  next_draw_to_sell_tickets_at?: number;
  /** Seconds until that draw when the answer was made, as the API sends it; no component shows it. */
  next_draw_to_sell_tickets_at_seconds_diff?: number;
}

/** One winner of a raffle draw. */
export interface DrawReportItem {
  /** First entry number of the winner's range, as the API sends it; no component shows it. */
  range_start?: number;
  /** Last entry number of the winner's range, as the API sends it; no component shows it. */
  range_end?: number;
  /** The winning entry number, as the API sends it; no component shows it. */
  range_winner?: number;
  /** As the API sends it; no component shows it. */
  range_factor?: number;
  /** The winner's entries in the draw. */
  entries?: number;
  /** The winner's identity. */
  user_id?: string;
  /** The winner's display name (untrusted: render as text; `-` when missing). */
  name: string;
  /** The winner's boost multiplier, as the API sends it; no component shows it. */
  boost_factor?: number;
  /** The entry was made automatically, as the API sends it; no component shows it. */
  auto_played?: boolean;
  /** The place won, from 1. */
  place: number;
  /** What the place won: coins, or pounds (see `win_type`). */
  win_amount: number;
  /** Coins or pounds (`CURRENCY`). */
  win_type?: Currency;
}

/** One past draw of the daily raffle, with its winners. */
export interface DrawHistoryEntry {
  /** The raffle drawn. */
  lottery_id: string;
  /** Epoch milliseconds. */
  draw_at: number;
  /** Number of the draw (rows are keyed by it). */
  draw_index: number;
  /** The number drawn, as the API sends it; no component shows it. */
  number?: number;
  /** The symbol drawn, as the API sends it; no component shows it. */
  symbol?: string;
  /** The draw's extra prize, in words. */
  add_prize_label?: string;
  /** The extra prize's picture address. */
  add_prize_img_url?: string;
  /** The extra prize was a mystery. */
  add_prize_mystery?: boolean;
  /** The winners, by place. */
  report: DrawReportItem[];
}

/** Response of `/raffle-results`: past draws. */
export interface RaffleResultsResponse {
  /** Past draws, newest first. */
  result: DrawHistoryEntry[];
}

/** The person's app settings, as the API sends it; no component shows it. */
export interface ProfileSettings {
  /** Wants push notifications. */
  receive_push_notifications?: boolean;
  /** Wants email notifications. */
  receive_email_notification?: boolean;
  /** Signs in with biometrics. */
  enable_biometrics?: boolean;
  /** Plays sounds. */
  enable_sounds?: boolean;
  /** Vibrates. */
  enable_vibrations?: boolean;
  /** Uses the dark theme in the app. */
  dark_mode?: boolean;
  /** Hides the cash balance in the app. */
  hide_cash_balance?: boolean;
  /** Hides their name in winner lists. */
  hide_winner_name?: boolean;
  /** Gets raffle results by email. */
  lotto_result_via_email?: boolean;
}

/** The person's running money totals, as the API sends it; no component shows it. */
export interface ProfileTotals {
  /** Withdrawals made. */
  total_withdraw?: number;
  /** Pounds withdrawn in all. */
  total_withdraw_amount?: number;
  /** Pounds of cash redeemed. */
  total_redeemed_cash?: number;
  /** Pounds of redeemed cash withdrawn. */
  total_redeemed_cash_withdraw?: number;
  /** Gift cards bought. */
  total_gift_card?: number;
  /** Pounds spent on gift cards. */
  total_gift_card_amount?: number;
  /** Pounds of cashback earned on gift cards (My Rewards shows it). */
  total_gift_card_cashback?: number;
  /** Pounds of winnings transferred. */
  total_winnings_transfer_amount?: number;
  /** Pounds of the last withdrawal. */
  last_withdraw_amount?: number;
  /** Pounds of the last deposit. */
  last_deposit_amount?: number;
}

/** Per-user statistics for one minigame. */
export interface MinigameStats {
  /** The game (a `Minigame` id). */
  id: string;
  /** The game's name. */
  name: string;
  /** Which game (`GAME_TYPE`). */
  type: GameType;
  /** Coins one play costs. */
  coins_cost?: number;
  /** Plays allowed a day. */
  limit_per_day?: number;
  /** Free plays left. */
  free_entries?: number;
  /** When a free play was last added (epoch milliseconds). */
  last_free_entry_at?: number;
  /** When a free play was last used (epoch milliseconds). */
  last_free_play_at?: number;
  /** When the person last played (epoch milliseconds). */
  last_play_at?: number;
  /** dd/mm/yyyy */
  last_play_day?: string;
  /** Plays in all. */
  total_play?: number;
  /** Plays today. */
  total_play_day?: number;
  /** Free plays in all. */
  total_free_play?: number;
  /** Paid plays in all. */
  total_paid?: number;
  /** Coins won in all. */
  total_win_coins?: number;
  /** Pounds won in all (My Rewards shows it per game). */
  total_win_cash: number;
  /** Coins won by the last play. */
  last_win_coins?: number;
  /** Pounds won by the last play. */
  last_win_cash?: number;
  /** The most coins one play has won. */
  highest_win_coins?: number;
  /** The most pounds one play has won. */
  highest_win_cash?: number;
  /** Coins spent on the last play. */
  last_amount_coins?: number;
  /** Pounds spent on the last play. */
  last_amount_cash?: number;
  /** The most coins spent on one play. */
  highest_amount_coins?: number;
  /** The most pounds spent on one play. */
  highest_amount_cash?: number;
}

/** A bank account linked to the person's GiftCash account. */
export interface LinkedBankAccount {
  /** The account holder's name. */
  name: string;
  /** The account number. */
  account_number: string;
  /** Registered for payments. */
  registered?: boolean;
  /** Kind of account. */
  type?: string;
  /** The account's sort code. */
  sort_code: string;
  /** Opened outside the UK. */
  originated_overseas?: boolean;
}

/** The device the person last used the app on, as the API sends it; no component shows it. */
export interface DeviceInfo {
  /** The app's version. */
  app_version?: string;
  /** `ios` or `android`. */
  platform?: string;
  /** The app's build number. */
  build_number?: string;
  /** The device's time zone. */
  time_zone?: string;
  /** Attribution id (AppsFlyer). */
  apps_flyer_id?: string;
}

/** The state of the person's last banking operation, as the API sends it; no component shows it. */
export interface OperationStatus {
  /** The operation's reference. */
  reference?: string;
  /** The operation was registered. */
  registered?: boolean;
  /** Result code. */
  code?: number;
  /** Result in words. */
  message?: string;
}

/** What a withdrawal costs the person, as the API sends it; no component shows it. */
export interface WithdrawFee {
  /** Fee in pounds. */
  amount?: number;
  /** Penalty for withdrawing early. */
  withdraw_penalty?: number;
  /** Coins the fee can be paid from. */
  coins_balance?: number;
  /** Smallest fee in pounds. */
  min_fee?: number;
}

/** The signed-in person, from the profile call (spec: Profile). */
export interface Profile extends ProfileTotals {
  /** Identity of the person. */
  id: string;
  /** Full name, when the API sends one. */
  name?: string;
  /** First name (shown on the account screens). */
  first_name: string;
  /** Surname. */
  surname: string;
  /** ISO date (yyyy-mm-dd) or empty. */
  birthdate?: string;
  /** Phone number. */
  phone_number?: string;
  /** The phone number is verified. */
  phone_number_verified?: boolean;
  /** When it was verified (epoch milliseconds). */
  phone_number_verified_at?: number;
  /** Coins for verifying the phone number. */
  phone_number_reward?: number;
  /** Email address. */
  email: string;
  /** Numeric role, 0 in the sample; meanings not specified. */
  role?: number;
  /** Level number (see `Level`). */
  level?: number;
  /** Coins earned in all. */
  lifetime_coins?: number;
  /** Coins earned as rewards. */
  reward_coins?: number;
  /** Coins won in games in all. */
  total_win_coins?: number;
  /** Pounds won in games in all (My Rewards shows it). */
  total_win_cash?: number;
  /** Games the person may play, by id. */
  games?: string[];
  /** Identity check state, as the API sends it; no component shows it. */
  verification_status?: number;
  /** Why the identity check failed, as the API sends it; no component shows it. */
  verification_error?: string;
  /** Identity checks tried. */
  jumio_attempts?: number;
  /** Identity checks allowed. */
  jumio_allowed_attempts?: number;
  /** Reference of the last identity scan. */
  jumio_id_scan_reference?: string;
  /** May get a debit card. */
  debit_card_eligible?: boolean;
  /** Has a debit card. */
  debit_card_issued?: boolean;
  /** The debit card needs a security update. */
  debit_card_sec_update?: boolean;
  /** The debit card is on a private plan. */
  debit_card_private_plan?: boolean;
  /** Has a GiftCash bank account. */
  bank_account_opened?: boolean;
  /** The bank account is blocked. */
  bank_account_blocked?: boolean;
  /** When it was blocked (epoch milliseconds). */
  bank_account_blocked_at?: number;
  /** The GiftCash bank account's number. */
  bank_account_number?: string;
  /** The GiftCash bank account's sort code. */
  sort_code?: string;
  /** When the bank account was opened (epoch milliseconds). */
  bank_account_created_at?: number;
  /** Has linked a bank account. */
  linked_bank_account?: boolean;
  /** The linked bank accounts. */
  linked_bank_accounts?: LinkedBankAccount[];
  /** Pounds waiting to be deposited. */
  waiting_for_deposit_amount?: number;
  /** Savings schedule, as the API sends it; no component shows it. */
  piggybank_schedule?: number;
  /** Pounds saved on schedule. */
  piggybank_amount?: number;
  /** Savings state, as the API sends it; no component shows it. */
  piggybank_state?: number;
  /** Token of the invitation the person came by. */
  invitation_token?: string;
  /** Code of the invitation the person came by. */
  invitation_code?: string;
  /** People the person has invited. */
  invited_total?: number;
  /** Rewards earned by invitations. */
  invitation_rewards?: number;
  /** The user's own referral code. */
  referral_code?: string;
  /** 4+ platinum, 3 gold, 2 silver, otherwise bronze. */
  referral_level?: number;
  /** People who signed up with the referral code. */
  referral_total_signup?: number;
  /** Completed referrals. */
  referral_total_deposit?: number;
  /** Pounds deposited by referred people. */
  referral_total_deposit_amount?: number;
  /** Referral card programme, as the API sends it; no component shows it. */
  referral_card_program?: number;
  /** Referred people who bought a gift card. */
  referral_total_gift_card_users?: number;
  /** Coins earned by referrals. */
  referral_rewards_coins?: number;
  /** Pounds earned by referrals. */
  referral_rewards_cash?: number;
  /** Postcode. */
  postcode?: string;
  /** Address line. */
  address?: string;
  /** Street. */
  street?: string;
  /** Post town. */
  posttown?: string;
  /** County. */
  county?: string;
  /** Country. */
  country?: string;
  /** The address is verified. */
  address_verified?: boolean;
  /** Flagged as a politically exposed person. */
  pep?: boolean;
  /** Flagged by a sanctions check. */
  sanctions?: boolean;
  /** Flagged by an adverse media check. */
  adverse_media?: boolean;
  /** Employment status. */
  employment_status?: string;
  /** When UK residence was confirmed (epoch milliseconds). */
  uk_res_confirmed_at?: number;
  /** Epoch milliseconds. */
  created_at?: number;
  /** Reference in another system. */
  external_reference?: string;
  /** App settings. */
  settings?: ProfileSettings;
  /** The last banking operation. */
  operation_status?: OperationStatus;
  /** What a withdrawal costs. */
  withdraw_fee?: WithdrawFee;
  /** The device last used. */
  device_info?: DeviceInfo;
  /** May play free games. */
  free_game_allowed?: boolean;
  /** Joined recently. */
  is_new?: boolean;
  /** Eligible for rewards, as the API sends it; no component shows it. */
  eligibility?: boolean;
  /** The profile has been checked. */
  profile_checked: boolean;
  /** Epoch milliseconds. */
  profile_checked_at?: number;
  /** The person's statistics per game. */
  minigames: MinigameStats[];
}

/** A savings goal of the wallet. */
export interface Goal {
  /** Identity of the goal. */
  id: string;
  /** The goal's name. */
  name: string;
  /** Pounds to save. */
  amount: number;
}

/** The signed-in person's balances, from the profile call. */
export interface Wallet {
  /** Pounds saved. */
  piggybank?: number;
  /** Pounds of savings available. */
  piggybank_available?: number;
  /** Coins to spend. */
  coins: number;
  /** Pounds put towards goals. */
  goals_cash?: number;
  /** Coins won. */
  win_coins: number;
  /** Cashback and cash winnings balance, in pounds. */
  win_cash: number;
  /** Pounds waiting to be deposited. */
  waiting_for_deposit_amount?: number;
  /** Pounds being withdrawn. */
  withdraw?: number;
  /** Raffle entries that must be used, as the API sends it; no component shows it. */
  lottery_must_go_entries?: number;
  /** Savings goals. */
  goals?: Goal[];
}

/** The person's level and what the next one brings (the `next_` fields; `null` at the top level). */
export interface Level {
  /** Level number. */
  id: number;
  /** The level's name. */
  name: string;
  /** The level's icon address. */
  icon?: string;
  /** Pounds needed to reach this level. */
  cash: number;
  /** Raffle tickets allowed at this level. */
  lotto_max_tickets: number;
  /** Coins a day at this level. */
  coins_per_day?: number;
  /** Coins per pound spent at this level. */
  coins_per_pound_spent?: number;
  /** Withdrawal penalty at this level. */
  withdraw_penalty?: number;
  /** The next level (`null` at the top level). */
  next_id?: number | null;
  /** The next level's name. */
  next_name?: string | null;
  /** The next level's icon address. */
  next_icon?: string | null;
  /** Pounds needed to reach the next level. */
  next_cash?: number | null;
  /** The next level's raffle tickets. */
  next_lotto_max_tickets?: number | null;
  /** The next level's coins a day. */
  next_coins_per_day?: number | null;
  /** The next level's coins per pound spent. */
  next_coins_per_pound_spent?: number | null;
  /** The next level's withdrawal penalty. */
  next_withdraw_penalty?: number | null;
}

/** A referral tier: how many referrals reach it and what it pays. */
export interface ReferralTier {
  /** Tier number. */
  id: number;
  /** The tier's name (e.g. `Silver`). */
  name: string;
  /** Referrals needed to reach it. */
  referrals: number;
  /** Coins on reaching it. */
  bonus_coins: number;
  /** Coins the referrer gets per referral. */
  referrer_coins: number;
  /** Cashback percentage the referrer gets. */
  referrer_cashback: number;
  /** Coins the referred person gets. */
  referred_coins: number;
  /** Raffle entry multiplier. */
  raffle_booster: number;
  /** The tier's colour in the light theme. */
  color_light?: string;
  /** The tier's colour in the dark theme. */
  color_dark?: string;
}

/** The referral block of the profile call: the account screens use the tier name only. */
export interface ReferralInfo {
  /** The person's referral tier name. */
  name: string;
  /** The tier in full, when the API sends it. */
  tier?: ReferralTier;
}

/** Response of the profile call. */
export interface ProfileResponse {
  /** The person. */
  profile: Profile;
  /** `null` when the API sent no usable wallet (screens show `Wallet data is missing or malformed.`). */
  wallet: Wallet | null;
  /** `null` when the API sent no usable referral block. */
  referral: ReferralInfo | null;
  /** The person's level, when the API sends one. */
  level?: Level;
}

/** 1 Processing, 2 Pending, 3 Completed (PAID), 4 Cancelled. */
export type OrderStatus = 1 | 2 | 3 | 4;

/** 1 Cash Account, 2 Bank, 3 Cashback, 4 Apple Pay, 5 Google Pay; anything else is Unspecified. */
export type PaymentType = number;

/** One expense recorded against a gift card. */
export interface BalanceHistoryEntry {
  /** Epoch milliseconds. */
  created_at: number;
  /** Pounds spent. */
  amount: number;
}

/** A gift card the person bought, from `/orders` (spec: Gift card order). */
export interface GiftCardOrder {
  /** Identity of the order (rows are keyed by it). */
  order_id: string;
  /** Reference shown to the person. */
  order_ref?: string;
  /** The buyer. */
  user_id?: string;
  /** The buyer's first name. */
  user_first_name?: string;
  /** The buyer's email address. */
  user_email?: string;
  /** The gift card. */
  card_id?: string;
  /** Link to open the card, when there is one. */
  link?: string;
  /** When the card can first be used (epoch milliseconds). */
  valid_from?: number;
  /** When the card expires (epoch milliseconds). */
  expiry_at?: number;
  /** The card as shown, e.g. `Tesco £25 Gift Card`. */
  title: string;
  /** The brand's name. */
  brand?: string;
  /** The brand (a `Brand` id), for its images. */
  brand_id?: string;
  /** Address of the card's terms. */
  terms_url?: string;
  /** Epoch milliseconds. */
  created_at: number;
  /** State of the order (`ORDER_STATUS`): 1 Processing, 2 Pending, 3 Completed (PAID), 4 Cancelled. */
  status: number;
  /** The state in words. */
  status_desc?: string;
  /** The card's value in pounds. */
  amount: number;
  /** `GBP`. */
  currency?: string;
  /** Pounds of rewards spent on the order. */
  payment_rewards?: number;
  /** Identity of the purchase request. */
  request_id?: string;
  /** Coins the purchase earned. */
  bonus_coins?: number;
  /** Coins earned per pound, as the API sends it; no component shows it. */
  bonus_coins_perc?: number;
  /** Pounds of cashback the purchase earned. */
  bonus_cashback?: number;
  /** Cashback percentage of the purchase. */
  bonus_cashback_perc?: number;
  /** How it was paid (`PAYMENT_TYPE`). */
  payment_type: PaymentType;
  /** Moved to the Archived tab. */
  archived: boolean;
  /** Expenses recorded against the card. */
  balance_history: BalanceHistoryEntry[];
  /** Pounds left on the card (never more than `amount`). */
  balance_available: number;
  /** Pounds spent from the card. */
  balance_used?: number;
  /** Invoice document address, when there is one (not in the spec's shape; optional). */
  invoice_url?: string;
}

/** Response of `/orders`: one page of orders. */
export interface OrdersResponse {
  /** Token of the next page; `null` or absent on the last. */
  next_token?: string | null;
  /** The orders of this page. */
  items: GiftCardOrder[];
}
