import type {
  GiftCardOrder,
  Level,
  Minigame,
  MinigameStats,
  Profile,
  ProfileResponse,
  ReferralInfo,
  Wallet,
} from '@giftcash/core';
import { fromPence, toPence, ORDER_STATUS } from '@giftcash/core';
import { svgDataUri } from './artwork';
import { SAMPLE_USER } from './orders';
import { createRandom, DEFAULT_SEED, type Random } from './random';
import { ukDayString } from './ukTime';

const DAY = 86_400_000;

/** The sample customer's own referral code. */
export const SAMPLE_REFERRAL_CODE = 'SARAH2K4';
/** The code the sample customer used at sign-up. */
export const SAMPLE_INVITATION_CODE = 'JAMES7QX';

/** The Silver referral tier (3–5 completed referrals). */
export const SILVER_TIER = {
  id: 2,
  name: 'Silver',
  referrals: 3,
  bonus_coins: 30_000_000,
  referrer_coins: 5_000_000,
  referrer_cashback: 5,
  referred_coins: 10_000_000,
  raffle_booster: 4,
  color_light: '#c0c4cc',
  color_dark: '#7d828c',
} as const;

const levelIcon = (level: number) =>
  svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#fdc953"/>` +
      `<text x="24" y="31" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="700" fill="#1b1b1f" text-anchor="middle">${level}</text></svg>`,
  );

/** The first customer level (80 raffle tickets; £10 to reach level 2). */
export function buildLevel(): Level {
  return {
    id: 1,
    name: 'Starter Saver',
    icon: levelIcon(1),
    cash: 0,
    lotto_max_tickets: 80,
    coins_per_day: 10_000,
    coins_per_pound_spent: 1_000,
    withdraw_penalty: 0.3,
    next_id: 2,
    next_name: 'Smart Saver',
    next_icon: levelIcon(2),
    next_cash: 10,
    next_lotto_max_tickets: 82,
    next_coins_per_day: 12_000,
    next_coins_per_pound_spent: 1_000,
    next_withdraw_penalty: 0.3,
  };
}

function minigameStats(game: Minigame, now: number, random: Random, index: number): MinigameStats {
  const lastPlayAt = now - random.int(1, 20) * DAY - random.int(0, 86_399) * 1000;
  const totalPlay = random.int(12, 240);
  const totalFree = random.int(2, Math.min(30, totalPlay));
  // One game never paid out cash, so a zero shows up in the history too.
  const winCashPence = index === 3 ? 0 : random.int(35, 4_250);
  const lastWinCashPence = Math.min(winCashPence, random.int(1, 100));
  const highestCashPence = Math.max(
    lastWinCashPence,
    Math.min(winCashPence, random.int(50, 1_000)),
  );
  const winCoins = random.int(5, 400) * 2_500;
  const lastWinCoins = random.int(1, 4) * 2_500;
  return {
    id: game.id,
    name: game.name,
    type: game.type,
    coins_cost: game.coins_cost,
    limit_per_day: game.limit_per_day ?? 0,
    free_entries: game.free_entries,
    last_free_entry_at: lastPlayAt - DAY,
    last_free_play_at: lastPlayAt - 2 * DAY,
    last_play_at: lastPlayAt,
    last_play_day: ukDayString(lastPlayAt),
    total_play: totalPlay,
    total_play_day: random.int(1, 3),
    total_free_play: totalFree,
    total_paid: totalPlay - totalFree,
    total_win_coins: winCoins,
    total_win_cash: fromPence(winCashPence),
    last_win_coins: lastWinCoins,
    last_win_cash: fromPence(lastWinCashPence),
    highest_win_coins: Math.max(lastWinCoins, Math.min(winCoins, 250_000)),
    highest_win_cash: fromPence(highestCashPence),
    last_amount_coins: game.coins_cost,
    last_amount_cash: 0,
    highest_amount_coins: game.coins_cost,
    highest_amount_cash: 0,
  };
}

/** Options of {@link buildProfileResponse}. */
export interface BuildProfileOptions {
  /** The time the data is built around (epoch milliseconds): dates fall before it. */
  now: number;
  /** Seed of the data: the same seed gives the same data. @default DEFAULT_SEED */
  seed?: number;
  /** Games the per-game statistics are about. */
  minigames: readonly Minigame[];
  /** Orders the gift card totals are computed from (completed orders only). */
  orders: readonly GiftCardOrder[];
}

/**
 * The profile call: `{ profile, wallet, referral, level }` for the sample customer Sarah
 * Mitchell of Leeds — Silver referral tier (5 sign-ups, 4 completed), not yet verified
 * (`profile_checked: false`), gift card totals that match the sample orders.
 */
export function buildProfileResponse({
  now,
  seed = DEFAULT_SEED,
  minigames,
  orders,
}: BuildProfileOptions): ProfileResponse {
  const random = createRandom(seed, 'profile');
  const stats = minigames.map((game, index) => minigameStats(game, now, random, index));
  const completed = orders.filter((order) => order.status === ORDER_STATUS.completed);
  const sumPence = (values: number[]) => values.reduce((sum, value) => sum + toPence(value), 0);
  const createdAt = now - 420 * DAY;
  const totalWinCashPence = sumPence(stats.map((s) => s.total_win_cash));
  const totalWinCoins = stats.reduce((sum, s) => sum + (s.total_win_coins ?? 0), 0);

  const profile: Profile = {
    id: SAMPLE_USER.id,
    name: 'Sarah Mitchell',
    first_name: SAMPLE_USER.first_name,
    surname: 'Mitchell',
    birthdate: '1991-04-17',
    phone_number: '+447700900123',
    phone_number_verified: true,
    phone_number_verified_at: createdAt + 2 * DAY,
    phone_number_reward: 100_000,
    email: SAMPLE_USER.email,
    role: 0,
    level: 1,
    lifetime_coins: 48_250_000,
    reward_coins: 1_000_000,
    total_win_coins: totalWinCoins,
    total_win_cash: fromPence(totalWinCashPence),
    games: minigames.map((game) => game.id),
    verification_status: 0,
    verification_error: '',
    jumio_attempts: 1,
    jumio_allowed_attempts: 20,
    jumio_id_scan_reference: `scan_${random.hex(12)}`,
    debit_card_eligible: false,
    debit_card_issued: false,
    debit_card_sec_update: false,
    debit_card_private_plan: false,
    bank_account_opened: false,
    bank_account_blocked: false,
    bank_account_blocked_at: 0,
    bank_account_number: '',
    sort_code: '',
    bank_account_created_at: 0,
    linked_bank_account: true,
    linked_bank_accounts: [
      {
        name: 'Sarah Mitchell',
        account_number: '****4821',
        registered: true,
        type: 'personal',
        sort_code: '**-**-17',
        originated_overseas: false,
      },
    ],
    waiting_for_deposit_amount: 0,
    piggybank_schedule: 0,
    piggybank_amount: 0,
    piggybank_state: 0,
    invitation_token: `inv_${random.hex(16)}`,
    invitation_code: SAMPLE_INVITATION_CODE,
    invited_total: 5,
    invitation_rewards: 10_000_000,
    referral_code: SAMPLE_REFERRAL_CODE,
    referral_level: 2,
    referral_total_signup: 5,
    referral_total_deposit: 4,
    referral_total_deposit_amount: 180.5,
    referral_card_program: 1,
    referral_total_gift_card_users: 4,
    referral_rewards_coins: 20_000_000,
    referral_rewards_cash: 20,
    postcode: 'LS1 4AP',
    address: '14 Wellington Street',
    street: 'Wellington Street',
    posttown: 'Leeds',
    county: 'West Yorkshire',
    country: 'United Kingdom',
    address_verified: true,
    pep: false,
    sanctions: false,
    adverse_media: false,
    employment_status: 'employed',
    uk_res_confirmed_at: createdAt + DAY,
    created_at: createdAt,
    external_reference: `ext_${random.hex(10)}`,
    settings: {
      receive_push_notifications: true,
      receive_email_notification: true,
      enable_biometrics: false,
      enable_sounds: true,
      enable_vibrations: true,
      dark_mode: false,
      hide_cash_balance: false,
      hide_winner_name: false,
      lotto_result_via_email: true,
    },
    total_withdraw: 1,
    total_withdraw_amount: 25,
    total_redeemed_cash: 12.5,
    total_redeemed_cash_withdraw: 25,
    total_gift_card: completed.length,
    total_gift_card_amount: fromPence(sumPence(completed.map((order) => order.amount))),
    total_gift_card_cashback: fromPence(
      sumPence(completed.map((order) => order.bonus_cashback ?? 0)),
    ),
    total_winnings_transfer_amount: 0,
    last_withdraw_amount: 25,
    last_deposit_amount: 50,
    operation_status: {
      reference: `op_${random.hex(10)}`,
      registered: true,
      code: 0,
      message: 'OK',
    },
    withdraw_fee: { amount: 0.3, withdraw_penalty: 0, coins_balance: 12_450_000, min_fee: 0.3 },
    device_info: {
      app_version: '1.0.2',
      platform: 'ios',
      build_number: '412',
      time_zone: 'Europe/London',
      apps_flyer_id: `${random.int(1_000_000_000, 1_999_999_999)}-${random.hex(8)}`,
    },
    free_game_allowed: true,
    is_new: false,
    eligibility: true,
    profile_checked: false,
    profile_checked_at: 0,
    minigames: stats,
  };

  const wallet: Wallet = {
    piggybank: 0,
    piggybank_available: 0,
    coins: 12_450_000,
    goals_cash: 0,
    win_coins: 3_250_000,
    win_cash: 42.37,
    waiting_for_deposit_amount: 0,
    withdraw: 0,
    lottery_must_go_entries: 0,
    goals: [],
  };
  const referral: ReferralInfo = { name: 'Silver', tier: { ...SILVER_TIER } };
  return { profile, wallet, referral, level: buildLevel() };
}
