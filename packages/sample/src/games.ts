import type { Minigame, ScratchConfig, Slot, WheelConfig } from '@giftcash/core';
import { buildSlots, type PrizeSpec } from '@giftcash/core/games';
import {
  DEFAULT_SCRATCH_CONFIG,
  DEFAULT_SPECIAL_PRIZE,
  DEFAULT_SPECIAL_PRIZE_ODDS,
  DEFAULT_WHEEL_CONFIG,
} from '@giftcash/core/games';
import { DEFAULT_SCRATCH_SLOTS } from '@giftcash/core/games';
import { scalePrize, wheelPrizes } from '@giftcash/core/games';
import { fixedArt, giftCardSvg, giftIcon, type SampleArtAddress } from './artwork';
import { GAME_TYPE, SLOT_TYPE } from '@giftcash/core';

export { buildSlots, winProbability, type PrizeSpec } from '@giftcash/core/games';

/** The special prize's card (`prizes/wheel-special.card`). */
const specialPrizeImage = fixedArt('prizes/wheel-special.card', () =>
  giftCardSvg('Gift Card', '#fdc953', 'SPECIAL PRIZE'),
);

/**
 * Wheel slots with cash and coin prizes multiplied by `scale`; the special prize has artwork
 * (`prizes/wheel-special.card`, named by `art` when given: see `SampleArtAddress`).
 */
export function wheelSlots(
  scale = 1,
  specialDescription = DEFAULT_SPECIAL_PRIZE,
  art?: SampleArtAddress,
): Slot[] {
  const special = { icon: giftIcon(), img_url: specialPrizeImage(art) };
  return buildSlots(
    wheelPrizes(scale, specialDescription).map((prize) =>
      prize.type === SLOT_TYPE.special ? { ...prize, ...special } : prize,
    ),
  );
}

/** Scratch card slots (a no-luck slot at index 0, then the 21 cash prizes times `scale`). */
export function scratchSlots(scale = 1): Slot[] {
  return buildSlots([
    { type: 1, value: 0 },
    ...DEFAULT_SCRATCH_SLOTS.map(({ value, odds }): PrizeSpec => ({
      type: 2,
      value: scalePrize(2, value, scale),
      odds,
    })),
  ]);
}

/** Response of `/cashback-plus`: the demo wheel (21 slots, £750 top prize at index 17). */
export function buildWheelConfig({ art }: { art?: SampleArtAddress } = {}): WheelConfig {
  const { name, coins_cost, win_probability, max_play_limit, top_prize } = DEFAULT_WHEEL_CONFIG;
  return {
    id: 'cashback-plus',
    name,
    slots: wheelSlots(1, DEFAULT_SPECIAL_PRIZE, art),
    odds: 1,
    coins_cost,
    win_probability,
    max_play_limit,
    top_prize,
    special_prize_slot: { description: DEFAULT_SPECIAL_PRIZE, odds: DEFAULT_SPECIAL_PRIZE_ODDS },
  };
}

/** Response of `/cashback-scratch`: 21 prizes from £0.01 (1 in 7) to £5.00 (1 in 25,000). */
export function buildScratchConfig(): ScratchConfig {
  return { ...DEFAULT_SCRATCH_CONFIG, slots: DEFAULT_SCRATCH_SLOTS.map((slot) => ({ ...slot })) };
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
  {
    id: 'wheel-cashback-plus',
    name: 'Cashback+ Wheel',
    type: 1,
    coins_cost: 500_000,
    scale: 1,
    limit_per_day: 200,
    free_entries: 2,
    turbo_mode: true,
    turbo_mode_max: 10,
    released_days_ago: 400,
  },
  {
    id: 'scratch-cashback',
    name: 'Cashback Scratch Card',
    type: 2,
    coins_cost: 100_000,
    scale: 1,
    limit_per_day: 10,
    free_entries: 2,
    turbo_mode: true,
    turbo_mode_max: 3,
    released_days_ago: 380,
  },
  {
    id: 'wheel-lucky-spin',
    name: 'Lucky Spin',
    type: 1,
    coins_cost: 5_000,
    scale: 0.2,
    limit_per_day: 1000,
    free_entries: 0,
    turbo_mode: true,
    turbo_mode_max: 3,
    released_days_ago: 6,
    special: '£10 High Street Pass gift card',
  },
  {
    id: 'scratch-quick',
    name: 'Quick Scratch',
    type: 2,
    coins_cost: 20_000,
    scale: 1,
    limit_per_day: 1000,
    free_entries: 0,
    turbo_mode: false,
    turbo_mode_max: 3,
    released_days_ago: 200,
  },
  {
    id: 'wheel-high-roller',
    name: 'High Roller Wheel',
    type: 1,
    coins_cost: 700_000,
    scale: 2,
    limit_per_day: 3,
    free_entries: 1,
    turbo_mode: false,
    turbo_mode_max: 3,
    released_days_ago: 90,
    special: '£100 Choice Card UK gift card',
  },
  {
    id: 'scratch-golden-ticket',
    name: 'Golden Ticket Scratch',
    type: 2,
    coins_cost: 600_000,
    scale: 4,
    limit_per_day: 5,
    free_entries: 1,
    turbo_mode: true,
    turbo_mode_max: 10,
    released_days_ago: 3,
  },
  {
    id: 'wheel-silver-spinner',
    name: 'Silver Spinner',
    type: 1,
    coins_cost: 100_000,
    scale: 0.4,
    limit_per_day: 50,
    free_entries: 0,
    turbo_mode: true,
    turbo_mode_max: 10,
    released_days_ago: 150,
    special: '£25 Treat Card gift card',
  },
];

/**
 * The minigames list: four wheels (type 1, 21 slots) and three scratch cards (type 2, six
 * slots per game), coin costs 5,000–700,000, daily limits 3–1000, free entries 0–2 refilled
 * daily (wheels) or weekly (scratch cards). `now` dates the release of each game.
 */
export function buildMinigames({ now, art }: { now: number; art?: SampleArtAddress }): Minigame[] {
  return GAMES.map((game) => {
    const isWheel = game.type === GAME_TYPE.wheel;
    const releaseDate = now - game.released_days_ago * DAY;
    return {
      id: game.id,
      name: game.name,
      type: game.type,
      type_description: isWheel ? 'spin' : 'scratch_card',
      coins_cost: game.coins_cost,
      required_balance: game.coins_cost,
      slots: isWheel ? wheelSlots(game.scale, game.special, art) : scratchSlots(game.scale),
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
