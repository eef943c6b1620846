import type { Slot, SlotType, WheelConfig } from '@giftcash/core';
import { slotCdf } from './drawSlot';

/** The wheel's special prize text when the configuration has none. */
export const DEFAULT_SPECIAL_PRIZE = 'Loaded Gift Card as advertised';
/** Index of the £750 top prize on the default wheel. */
export const TOP_PRIZE_INDEX = 17;

/** [type, value, odds "1 in N" or 0 for the no-luck remainder], index order. */
const ROWS: readonly (readonly [SlotType, number, number])[] = [
  [1, 0, 0],
  [2, 0.05, 4],
  [1, 2500, 2],
  [2, 0.1, 8],
  [1, 10000, 10],
  [2, 0.25, 100],
  [1, 25000, 800],
  [2, 0.5, 250],
  [1, 50000, 500],
  [2, 1, 500],
  [1, 100000, 1000],
  [2, 2, 1000],
  [1, 250000, 2000],
  [2, 5, 2500],
  [1, 1000000, 5000],
  [2, 10, 5000],
  [2, 25, 10000],
  [2, 750, 200000],
  [4, 0, 15000],
  [2, 50, 25000],
  [2, 100, 50000],
];

function withCdf(slots: Slot[]): Slot[] {
  const cdf = slotCdf(slots);
  return slots.map((slot, i) => ({ ...slot, cdf: cdf[i] as number }));
}

/** The spec's default wheel: 21 slots from £0.05 (1 in 4) to £750 (1 in 200,000), a gift card at 1 in 15,000. */
export function defaultWheelSlots(specialDescription = DEFAULT_SPECIAL_PRIZE): Slot[] {
  const slots = ROWS.map(([type, value, odds], index): Slot => {
    const slot: Slot = { index, type, value, show_win: !(type === 1 && value === 0) };
    if (odds) slot.odds = odds;
    if (type === 4) slot.description = specialDescription;
    return slot;
  });
  const fixed = slots.reduce((sum, slot) => sum + (slot.odds ? 1 / slot.odds : 0), 0);
  (slots[0] as Slot).odds = Math.round(1 / (1 - fixed));
  return withCdf(slots);
}

/** A wheel configuration with every missing part taken from the spec's defaults. */
export interface ResolvedWheelConfig {
  name: string;
  slots: Slot[];
  coins_cost: number;
  win_probability: number;
  max_play_limit: number;
  top_prize: number;
  special_prize: { description: string; odds: number };
}

/**
 * Fills a (possibly missing or partial) wheel configuration with the spec's defaults:
 * coins cost 500,000, win probability 99.80%, 200 plays a day, top prize £750 (also put at
 * slot index 17 when that slot is missing), special prize 'Loaded Gift Card as advertised'.
 */
export function resolveWheelConfig(config?: Partial<WheelConfig> | null): ResolvedWheelConfig {
  const special = {
    description: config?.special_prize_slot?.description || DEFAULT_SPECIAL_PRIZE,
    odds: config?.special_prize_slot?.odds || 15000,
  };
  const topPrize = config?.top_prize && config.top_prize > 0 ? config.top_prize : 750;
  let slots: Slot[];
  if (!config?.slots?.length) {
    slots = defaultWheelSlots(special.description);
  } else {
    slots = [...config.slots].sort((a, b) => a.index - b.index);
    if (!slots.some((slot) => slot.index === TOP_PRIZE_INDEX)) {
      const at = slots.findIndex((slot) => slot.index > TOP_PRIZE_INDEX);
      const top: Slot = { index: TOP_PRIZE_INDEX, type: 2, value: topPrize, odds: 200000, show_win: true };
      slots.splice(at === -1 ? slots.length : at, 0, top);
      slots = withCdf(slots.map(({ cdf: _cdf, ...slot }) => slot));
    }
    slots = slots.map((slot) => (slot.type === 4 && !slot.description ? { ...slot, description: special.description } : slot));
  }
  return {
    name: config?.name || 'Cashback+ Wheel of Fortune',
    slots,
    coins_cost: config?.coins_cost ?? 500000,
    win_probability: config?.win_probability ?? 99.8,
    max_play_limit: config?.max_play_limit ?? 200,
    top_prize: topPrize,
    special_prize: special,
  };
}
