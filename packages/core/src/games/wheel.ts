/**
 * The wheel of fortune's defaults in use, React-free: the 21-slot prize table, the default slots
 * and a configuration with every missing part filled in (facts from ./defaults).
 */
import type { Slot, SlotType, WheelConfig } from '../model/types';
import { SLOT_TYPE } from '../model/wireCodes';
import {
  DEFAULT_SPECIAL_PRIZE,
  DEFAULT_SPECIAL_PRIZE_ODDS,
  DEFAULT_WHEEL_CONFIG,
  TOP_PRIZE_INDEX,
} from '../model/gameDefaults';
import { slotCdf, tableSlots, type PrizeSpec } from './odds';

/**
 * The default wheel's 21 slots in index order: [type, value (coins or pounds), odds "1 in N"]
 * with `null` for the coins-0 no-luck slot, which takes the remainder. Cash from £0.05 at 1 in 4
 * to £750 at 1 in 200,000 (index 17), a gift card special prize at 1 in 15,000 (index 18), coin
 * prizes in between.
 */
export const DEFAULT_WHEEL_ROWS: readonly (readonly [
  type: SlotType,
  value: number,
  odds: number | null,
])[] = [
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
  [4, 0, DEFAULT_SPECIAL_PRIZE_ODDS],
  [2, 50, 25_000],
  [2, 100, 50_000],
];

/** A prize value times `scale`: cash to the penny, coins to a whole coin, others as they are. */
export const scalePrize = (type: SlotType, value: number, scale: number): number =>
  type === SLOT_TYPE.cash
    ? Math.round(value * scale * 100) / 100
    : type === SLOT_TYPE.coins
      ? Math.round(value * scale)
      : value;

/**
 * The default wheel's prizes with cash (to the penny) and coin prizes multiplied by `scale`,
 * the special prize described by `specialDescription`.
 */
export function wheelPrizes(scale = 1, specialDescription = DEFAULT_SPECIAL_PRIZE): PrizeSpec[] {
  return DEFAULT_WHEEL_ROWS.map(([type, value, odds]) => {
    const prize: PrizeSpec = { type, value: scalePrize(type, value, scale) };
    if (odds !== null) prize.odds = odds;
    if (type === SLOT_TYPE.special) prize.description = specialDescription;
    return prize;
  });
}

/** The spec's default wheel: 21 slots from £0.05 (1 in 4) to £750 (1 in 200,000), a gift card at 1 in 15,000. */
export function defaultWheelSlots(specialDescription = DEFAULT_SPECIAL_PRIZE): Slot[] {
  return tableSlots(wheelPrizes(1, specialDescription));
}

/** A wheel configuration with every missing part taken from the spec's defaults. */
export interface ResolvedWheelConfig {
  /** The wheel's name. */
  name: string;
  /** The wheel's prize table. */
  slots: Slot[];
  /** Coins one spin costs. */
  coins_cost: number;
  /** Chance a spin wins, as a percentage. */
  win_probability: number;
  /** Spins a person may make in a day. */
  max_play_limit: number;
  /** Top cash prize in pounds. */
  top_prize: number;
  /** The special prize: its description and "1 in N" odds. */
  special_prize: { description: string; odds: number };
}

const withCdf = (slots: Slot[]): Slot[] => {
  const cdf = slotCdf(slots);
  return slots.map((slot, i) => ({ ...slot, cdf: cdf[i] as number }));
};

/**
 * Fills a (possibly missing or partial) wheel configuration with the spec's defaults:
 * coins cost 500,000, win probability 99.80%, 200 plays a day, top prize £750 (also put at
 * slot index 17 when that slot is missing), the default special prize.
 */
export function resolveWheelConfig(config?: Partial<WheelConfig> | null): ResolvedWheelConfig {
  const special = {
    description: config?.special_prize_slot?.description || DEFAULT_SPECIAL_PRIZE,
    odds: config?.special_prize_slot?.odds || DEFAULT_SPECIAL_PRIZE_ODDS,
  };
  const topPrize =
    config?.top_prize && config.top_prize > 0 ? config.top_prize : DEFAULT_WHEEL_CONFIG.top_prize;
  let slots: Slot[];
  if (!config?.slots?.length) {
    slots = defaultWheelSlots(special.description);
  } else {
    slots = [...config.slots].sort((a, b) => a.index - b.index);
    if (!slots.some((slot) => slot.index === TOP_PRIZE_INDEX)) {
      const at = slots.findIndex((slot) => slot.index > TOP_PRIZE_INDEX);
      const top: Slot = {
        index: TOP_PRIZE_INDEX,
        type: 2,
        value: topPrize,
        odds: 200_000,
        show_win: true,
      };
      slots.splice(at === -1 ? slots.length : at, 0, top);
      slots = withCdf(slots.map(({ cdf: _cdf, ...slot }) => slot));
    }
    slots = slots.map((slot) =>
      slot.type === SLOT_TYPE.special && !slot.description
        ? { ...slot, description: special.description }
        : slot,
    );
  }
  return {
    name: config?.name || DEFAULT_WHEEL_CONFIG.name,
    slots,
    coins_cost: config?.coins_cost ?? DEFAULT_WHEEL_CONFIG.coins_cost,
    win_probability: config?.win_probability ?? DEFAULT_WHEEL_CONFIG.win_probability,
    max_play_limit: config?.max_play_limit ?? DEFAULT_WHEEL_CONFIG.max_play_limit,
    top_prize: topPrize,
    special_prize: special,
  };
}
