import type { Minigame, ScratchConfig, ScratchSlot, Slot, SlotType, WheelConfig } from '../model/types';
import { giftCardImage, giftIcon } from './artwork';

/** The default special prize text of the wheel. */
export const SPECIAL_PRIZE_DESCRIPTION = 'Loaded Gift Card as advertised';
const SPECIAL_PRIZE_ODDS = 15_000;

/** One prize of a slot table; `odds` is "1 in N". The no-luck slot has no odds: it takes the remainder. */
export interface PrizeSpec {
  type: SlotType;
  value: number;
  odds?: number;
  description?: string;
  icon?: string;
  img_url?: string;
}

/** Probability that a slot table pays something: the sum of 1/odds over slots worth winning. */
export function winProbability(slots: readonly { type?: SlotType; value: number; odds?: number }[]): number {
  return slots.reduce((sum, slot) => {
    const isWin = slot.type === 4 || slot.value > 0;
    return isWin && slot.odds ? sum + 1 / slot.odds : sum;
  }, 0);
}

/**
 * Turns prizes into slots with a consistent cumulative probability: each prize with odds
 * "1 in N" has probability 1/N; the one prize without odds (the coins-0 "no luck" slot) gets
 * the remainder, and its odds are that remainder rounded to "1 in N". The cdf runs in index
 * order, never decreases and ends at exactly 1.
 */
export function buildSlots(prizes: readonly PrizeSpec[]): Slot[] {
  const fixed = prizes.reduce((sum, prize) => (prize.odds ? sum + 1 / prize.odds : sum), 0);
  const open = prizes.filter((prize) => !prize.odds).length;
  if (open > 1) throw new RangeError('buildSlots: at most one slot may take the remainder');
  const remainder = Math.max(0, 1 - fixed);
  if (open === 0 && Math.abs(remainder) > 1e-12) throw new RangeError('buildSlots: probabilities must add up to 1');
  if (open === 1 && remainder <= 0) throw new RangeError('buildSlots: no probability left for the no-luck slot');

  let cumulative = 0;
  return prizes.map((prize, index) => {
    const probability = prize.odds ? 1 / prize.odds : remainder;
    cumulative = index === prizes.length - 1 ? 1 : Math.min(1, cumulative + probability);
    const slot: Slot = {
      index,
      type: prize.type,
      value: prize.value,
      show_win: !(prize.type === 1 && prize.value === 0),
      cdf: cumulative,
      odds: prize.odds ?? Math.max(1, Math.round(1 / remainder)),
    };
    if (prize.description) slot.description = prize.description;
    if (prize.icon) slot.icon = prize.icon;
    if (prize.img_url) slot.img_url = prize.img_url;
    return slot;
  });
}

type Row = readonly [type: SlotType, value: number, odds: number | null];

/**
 * The wheel's 21 slots (value in coins or pounds, "1 in N"): cash from £0.05 at 1 in 4 to
 * £750 at 1 in 200,000 (index 17), a gift card special prize at 1 in 15,000 (index 18),
 * coin prizes in between, and a coins-0 no-luck slot at index 0.
 */
const WHEEL_ROWS: readonly Row[] = [
  [1, 0, null],
  [2, 0.05, 4],
  [1, 2_500, 2],
  [2, 0.1, 8],
  [1, 10_000, 10],
  [2, 0.25, 100],
  [1, 25_000, 800],
  [2, 0.5, 250],
  [1, 50_000, 500],
  [2, 1, 500],
  [1, 100_000, 1_000],
  [2, 2, 1_000],
  [1, 250_000, 2_000],
  [2, 5, 2_500],
  [1, 1_000_000, 5_000],
  [2, 10, 5_000],
  [2, 25, 10_000],
  [2, 750, 200_000],
  [4, 0, SPECIAL_PRIZE_ODDS],
  [2, 50, 25_000],
  [2, 100, 50_000],
];

/** The scratch card's 21 cash prizes: £0.01 at 1 in 7 up to £5.00 at 1 in 25,000. */
const SCRATCH_ROWS: readonly (readonly [value: number, odds: number])[] = [
  [0.01, 7], [0.02, 7], [0.03, 7], [0.04, 7], [0.05, 7], [0.1, 8], [0.15, 10],
  [0.2, 25], [0.25, 100], [0.3, 200], [0.4, 400], [0.5, 800], [0.6, 5_000], [0.75, 5_000],
  [1, 7_500], [1.5, 10_000], [2, 12_500], [2.5, 15_000], [3, 20_000], [4, 25_000], [5, 25_000],
];

const roundPence = (pounds: number) => Math.round(pounds * 100) / 100;

function specialPrize(description: string): Pick<PrizeSpec, 'description' | 'icon' | 'img_url'> {
  return { description, icon: giftIcon(), img_url: giftCardImage('Gift Card', '#fdc953', 'SPECIAL PRIZE') };
}

/** Wheel slots with cash and coin prizes multiplied by `scale`. */
export function wheelSlots(scale = 1, specialDescription = SPECIAL_PRIZE_DESCRIPTION): Slot[] {
  return buildSlots(
    WHEEL_ROWS.map(([type, value, odds]) => {
      const scaled = type === 2 ? roundPence(value * scale) : type === 1 ? Math.round(value * scale) : value;
      const prize: PrizeSpec = { type, value: scaled };
      if (odds !== null) prize.odds = odds;
      return type === 4 ? { ...prize, ...specialPrize(specialDescription) } : prize;
    }),
  );
}

/** Scratch card slots (a no-luck slot at index 0, then the 21 cash prizes times `scale`). */
export function scratchSlots(scale = 1): Slot[] {
  return buildSlots([
    { type: 1, value: 0 },
    ...SCRATCH_ROWS.map(([value, odds]): PrizeSpec => ({ type: 2, value: roundPence(value * scale), odds })),
  ]);
}

/** Response of `/cashback-plus`: the demo wheel (21 slots, £750 top prize at index 17). */
export function buildWheelConfig(): WheelConfig {
  return {
    id: 'cashback-plus',
    name: 'Cashback+ Wheel of Fortune',
    slots: wheelSlots(),
    odds: 1,
    coins_cost: 500_000,
    win_probability: 99.8,
    max_play_limit: 200,
    top_prize: 750,
    special_prize_slot: { description: SPECIAL_PRIZE_DESCRIPTION, odds: SPECIAL_PRIZE_ODDS },
  };
}

/** Response of `/cashback-scratch`: 21 prizes from £0.01 (1 in 7) to £5.00 (1 in 25,000). */
export function buildScratchConfig(): ScratchConfig {
  const slots: ScratchSlot[] = SCRATCH_ROWS.map(([value, odds]) => ({ value, odds }));
  return {
    coins_cost: 100_000,
    win_probability: 99.89,
    max_play_limit: 10,
    top_prize: 5,
    slots_per_game: 6,
    slots,
  };
}

interface GameSpec {
  id: string;
  name: string;
  type: 1 | 2;
  coins_cost: number;
  scale: number;
  limit_per_day: number;
  free_entries: number;
  turbo_mode: boolean;
  turbo_mode_max: 3 | 10;
  released_days_ago: number;
  special?: string;
}

const DAY = 86_400_000;

/** Listed mixed (not sorted by type), so screens that sort by type have something to do. */
const GAMES: readonly GameSpec[] = [
  { id: 'wheel-cashback-plus', name: 'Cashback+ Wheel', type: 1, coins_cost: 500_000, scale: 1, limit_per_day: 200, free_entries: 2, turbo_mode: true, turbo_mode_max: 10, released_days_ago: 400 },
  { id: 'scratch-cashback', name: 'Cashback Scratch Card', type: 2, coins_cost: 100_000, scale: 1, limit_per_day: 10, free_entries: 2, turbo_mode: true, turbo_mode_max: 3, released_days_ago: 380 },
  { id: 'wheel-lucky-spin', name: 'Lucky Spin', type: 1, coins_cost: 5_000, scale: 0.2, limit_per_day: 1000, free_entries: 0, turbo_mode: true, turbo_mode_max: 3, released_days_ago: 6, special: '£10 High Street Pass gift card' },
  { id: 'scratch-quick', name: 'Quick Scratch', type: 2, coins_cost: 20_000, scale: 1, limit_per_day: 1000, free_entries: 0, turbo_mode: false, turbo_mode_max: 3, released_days_ago: 200 },
  { id: 'wheel-high-roller', name: 'High Roller Wheel', type: 1, coins_cost: 700_000, scale: 2, limit_per_day: 3, free_entries: 1, turbo_mode: false, turbo_mode_max: 3, released_days_ago: 90, special: '£100 Choice Card UK gift card' },
  { id: 'scratch-golden-ticket', name: 'Golden Ticket Scratch', type: 2, coins_cost: 600_000, scale: 4, limit_per_day: 5, free_entries: 1, turbo_mode: true, turbo_mode_max: 10, released_days_ago: 3 },
  { id: 'wheel-silver-spinner', name: 'Silver Spinner', type: 1, coins_cost: 100_000, scale: 0.4, limit_per_day: 50, free_entries: 0, turbo_mode: true, turbo_mode_max: 10, released_days_ago: 150, special: '£25 Treat Card gift card' },
];

/**
 * The minigames list: four wheels (type 1, 21 slots) and three scratch cards (type 2, six
 * slots per game), coin costs 5,000–700,000, daily limits 3–1000, free entries 0–2 refilled
 * daily (wheels) or weekly (scratch cards). `now` dates the release of each game.
 */
export function buildMinigames({ now }: { now: number }): Minigame[] {
  return GAMES.map((game) => {
    const isWheel = game.type === 1;
    const releaseDate = now - game.released_days_ago * DAY;
    return {
      id: game.id,
      name: game.name,
      type: game.type,
      type_description: isWheel ? 'spin' : 'scratch_card',
      coins_cost: game.coins_cost,
      required_balance: game.coins_cost,
      slots: isWheel ? wheelSlots(game.scale, game.special) : scratchSlots(game.scale),
      odds: 1,
      free_odds: 2,
      odds_crypto: 0,
      free_odds_crypto: 0,
      slots_per_game: isWheel ? 1 : 6,
      limit_per_day: game.limit_per_day,
      release_date: releaseDate,
      expiration_date: 0,
      is_new: game.released_days_ago <= 14,
      is_expired: false,
      free_entries: game.free_entries,
      free_entries_max: 10,
      free_entries_seconds: isWheel ? 86_400 : 604_800,
      order_id_required: false,
      plan_id_required: false,
      turbo_mode: game.turbo_mode,
      turbo_mode_max: game.turbo_mode_max,
    };
  });
}
