import type { ScratchConfig, ScratchSlot } from '@giftcash/core';
import { cryptoRandom, drawSlot, type RandomSource } from '../wheel/drawSlot';

/** The spec's fallback prize list: £0.01 (1 in 7) up to £5.00 (1 in 25,000), 21 slots. */
export const DEFAULT_SCRATCH_SLOTS: readonly ScratchSlot[] = [
  [0.01, 7], [0.02, 7], [0.03, 7], [0.04, 7], [0.05, 7], [0.1, 8], [0.15, 10],
  [0.2, 25], [0.25, 100], [0.3, 200], [0.4, 400], [0.5, 800], [0.6, 5000], [0.75, 5000],
  [1, 7500], [1.5, 10000], [2, 12500], [2.5, 15000], [3, 20000], [4, 25000], [5, 25000],
].map(([value, odds]) => ({ value: value as number, odds: odds as number }));

/**
 * A scratch configuration with the spec's defaults for every missing part: coins cost
 * 100,000, win probability 99.89%, 10 plays a day, top prize £5.00, 6 slots per game and
 * the fallback prize list.
 */
export function resolveScratchConfig(config?: Partial<ScratchConfig> | null): ScratchConfig {
  return {
    coins_cost: config?.coins_cost ?? 100000,
    win_probability: config?.win_probability ?? 99.89,
    max_play_limit: config?.max_play_limit ?? 10,
    top_prize: config?.top_prize ?? 5,
    slots_per_game: config?.slots_per_game && config.slots_per_game > 0 ? config.slots_per_game : 6,
    slots: config?.slots?.length ? config.slots : [...DEFAULT_SCRATCH_SLOTS],
  };
}

/** "Win up to" probability in percent: the sum of 1/odds over slots worth more than 0, times 100. */
export function winUpToProbability(slots: readonly { value: number; odds?: number }[]): number {
  return slots.reduce((sum, slot) => (slot.value > 0 && slot.odds && slot.odds > 0 ? sum + 1 / slot.odds : sum), 0) * 100;
}

/** One scratch play: the prize won (0 for none) and the values shown under each area. */
export interface ScratchDeal {
  prize: number;
  areas: number[];
}

/**
 * Deals a card: draws the prize against the slots' odds (no prize with the remaining
 * probability) and fills `areas` spots so the prize appears three times (match three) and
 * no other value does. With `prize` given (a server's result), only the layout is random.
 */
export function dealScratchCard(
  slots: readonly ScratchSlot[],
  areas = 6,
  random: RandomSource = cryptoRandom,
  prize?: number,
): ScratchDeal {
  const values = slots.map((slot) => slot.value).filter((value) => value > 0);
  let won = prize;
  if (won === undefined) {
    const withLoss = [...slots.map((slot) => ({ odds: slot.odds })), { odds: undefined }];
    const index = drawSlot(withLoss, random);
    won = index < slots.length ? (slots[index] as ScratchSlot).value : 0;
  }
  const pool = Array.from(new Set(values)).filter((value) => value !== won);
  const cells: number[] = [];
  const matches = won > 0 ? Math.min(3, areas) : 0;
  for (let i = 0; i < matches; i += 1) cells.push(won);
  const used = new Map<number, number>();
  while (cells.length < areas && pool.length) {
    const value = pool[Math.floor(random() * pool.length)] as number;
    const times = used.get(value) ?? 0;
    if (times >= 2) {
      pool.splice(pool.indexOf(value), 1);
      continue;
    }
    used.set(value, times + 1);
    cells.push(value);
  }
  while (cells.length < areas) cells.push(0);
  for (let i = cells.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j] as number, cells[i] as number];
  }
  return { prize: won, areas: cells };
}
