/**
 * The scratch card's defaults in use and its deal, React-free: the 21-prize fallback list, a
 * configuration with every missing part filled in (facts from ./defaults), the configuration of a
 * scratch game from the minigames call, and the deal of one card.
 */
import type { Minigame, ScratchConfig, ScratchSlot } from '../model/types';
import { DEFAULT_SCRATCH_AREAS, DEFAULT_SCRATCH_CONFIG } from '../model/gameDefaults';
import { cryptoRandom, type RandomSource } from './drawSlot';
import { drawFromCdf, oddsCdf, winProbability } from './odds';

/** The spec's fallback prize list: £0.01 (1 in 7) up to £5.00 (1 in 25,000), 21 slots in 3 columns of 7. */
export const DEFAULT_SCRATCH_SLOTS: readonly ScratchSlot[] = [
  [0.01, 7],
  [0.02, 7],
  [0.03, 7],
  [0.04, 7],
  [0.05, 7],
  [0.1, 8],
  [0.15, 10],
  [0.2, 25],
  [0.25, 100],
  [0.3, 200],
  [0.4, 400],
  [0.5, 800],
  [0.6, 5_000],
  [0.75, 5_000],
  [1, 7_500],
  [1.5, 10_000],
  [2, 12_500],
  [2.5, 15_000],
  [3, 20_000],
  [4, 25_000],
  [5, 25_000],
].map(([value, odds]) => ({ value: value as number, odds: odds as number }));

/**
 * What a card needs to deal and check a play: the configuration's prize list and scratch areas
 * per card, else the spec's (the fallback list, 6 areas).
 */
export function scratchCardRules(config?: Partial<ScratchConfig> | null): {
  slots: ScratchSlot[];
  areas: number;
} {
  const areas = config?.slots_per_game;
  return {
    slots: config?.slots?.length ? config.slots : [...DEFAULT_SCRATCH_SLOTS],
    areas: areas && areas > 0 ? areas : DEFAULT_SCRATCH_AREAS,
  };
}

/**
 * A scratch configuration with the spec's defaults for every missing part: coins cost
 * 100,000, win probability 99.89%, 10 plays a day, top prize £5.00, 6 slots per game and
 * the fallback prize list.
 */
export function resolveScratchConfig(config?: Partial<ScratchConfig> | null): ScratchConfig {
  const { slots, areas } = scratchCardRules(config);
  return {
    coins_cost: config?.coins_cost ?? DEFAULT_SCRATCH_CONFIG.coins_cost,
    win_probability: config?.win_probability ?? DEFAULT_SCRATCH_CONFIG.win_probability,
    max_play_limit: config?.max_play_limit ?? DEFAULT_SCRATCH_CONFIG.max_play_limit,
    top_prize: config?.top_prize ?? DEFAULT_SCRATCH_CONFIG.top_prize,
    slots_per_game: areas,
    slots,
  };
}

/** "Win up to" probability in percent: the sum of 1/odds over slots worth more than 0, times 100. */
export const winUpToProbability = (slots: readonly { value: number; odds?: number }[]): number =>
  winProbability(slots) * 100;

/** The scratch configuration of a scratch game from the minigames call: its cash slots, 6 per card. */
export function scratchConfigOf(game: Minigame): ScratchConfig {
  const slots = (game.slots ?? [])
    .filter((slot) => slot.value > 0 && slot.odds)
    .map((slot) => ({ value: slot.value, odds: slot.odds as number }));
  return {
    coins_cost: game.coins_cost,
    win_probability: winUpToProbability(slots),
    max_play_limit: game.limit_per_day ?? DEFAULT_SCRATCH_CONFIG.max_play_limit,
    top_prize: slots.reduce((max, slot) => Math.max(max, slot.value), 0),
    slots_per_game: DEFAULT_SCRATCH_CONFIG.slots_per_game,
    slots,
  };
}

/** One scratch play: the prize won (0 for none) and the values shown under each area. */
export interface ScratchDeal {
  /** The prize won in pounds; 0 for none. */
  prize: number;
  /** The value under each area, in order. */
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
    // The table's odds and a losing draw that takes whatever probability is left.
    const index = drawFromCdf(oddsCdf([...slots.map((slot) => slot.odds), undefined]), random);
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
