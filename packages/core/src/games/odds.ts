/**
 * Odds and probabilities of a prize table, React-free: "1 in N" odds to probabilities, the chance
 * a table pays, the cumulative distribution the wheel draws from, and slots built from prizes.
 */
import type { Slot, SlotType } from '../model/types';
import { SLOT_TYPE } from '../model/wireCodes';

/** The probability of "1 in `odds`": `1 / odds`, or 0 when the odds are missing or not positive. */
export const oddsProbability = (odds: number | undefined): number =>
  odds && odds > 0 ? 1 / odds : 0;

/** The sum of the probabilities of `items` (each "1 in `odds`"). */
export const totalProbability = (items: readonly { odds?: number | undefined }[]): number =>
  items.reduce((sum, item) => sum + oddsProbability(item.odds), 0);

/** Whether landing on the slot pays something: a prize (type 3 or 4) or a value above 0 (coins-0 is "no luck"). */
export const isWinningSlot = (slot: { type?: SlotType | undefined; value: number }): boolean =>
  (slot.type ?? 0) >= 3 || slot.value > 0;

/** The chance a prize table pays something, 0–1: the sum of 1/odds over its winning slots. */
export const winProbability = (
  slots: readonly { type?: SlotType | undefined; value: number; odds?: number | undefined }[],
): number => totalProbability(slots.filter(isWinningSlot));

/** `cdf` scaled to end at exactly 1. */
const endingAtOne = (cdf: number[]): number[] => {
  const last = cdf[cdf.length - 1] || 1;
  return cdf.map((value, i) => (i === cdf.length - 1 ? 1 : value / last));
};

/**
 * The cumulative probability of "1 in N" odds, in order, ending at exactly 1; the entries without
 * odds share whatever probability is left. (Not exported from the entry: {@link slotCdf} reads it,
 * and the scratch card draws its prize from it without the slots' own cdf.)
 */
export function oddsCdf(odds: readonly (number | undefined)[]): number[] {
  const weights = odds.map((value) => oddsProbability(value));
  const open = weights.filter((w) => w === 0).length;
  const share = open > 0 ? Math.max(0, 1 - weights.reduce((sum, w) => sum + w, 0)) / open : 0;
  const filled = weights.map((w) => (w === 0 ? share : w));
  const total = filled.reduce((sum, w) => sum + w, 0) || 1;
  let running = 0;
  return endingAtOne(filled.map((w) => (running += w / total)));
}

/**
 * The position `random` lands on in `cdf`: the first entry above a number drawn in [0, 1), or -1
 * for an empty one. (Not exported from the entry: `drawSlot` and the scratch card's deal use it.)
 */
export function drawFromCdf(cdf: readonly number[], random: () => number): number {
  if (cdf.length === 0) return -1;
  const r = random();
  for (let i = 0; i < cdf.length; i += 1) if (r < (cdf[i] as number)) return i;
  return cdf.length - 1;
}

/**
 * The cumulative probability of each slot, in slot order, ending at exactly 1. Uses the
 * slots' own `cdf` when every slot has one that never decreases; otherwise derives it from
 * the "1 in N" odds, the slots without odds sharing whatever probability is left.
 */
export function slotCdf(slots: readonly Pick<Slot, 'cdf' | 'odds'>[]): number[] {
  const given = slots.map((slot) => slot.cdf);
  const usable = given.every(
    (cdf, i) =>
      typeof cdf === 'number' && Number.isFinite(cdf) && cdf >= (i ? (given[i - 1] as number) : 0),
  );
  return usable ? endingAtOne(given as number[]) : oddsCdf(slots.map((slot) => slot.odds));
}

/** One prize of a slot table; `odds` is "1 in N". The no-luck slot has no odds: it takes the remainder. */
export interface PrizeSpec {
  /** What the prize pays (`SLOT_TYPE`). */
  type: SlotType;
  /** Coins, or pounds for cash. */
  value: number;
  /** "1 in N" odds; absent on the no-luck slot. */
  odds?: number;
  /** What a prize slot gives. */
  description?: string;
  /** A prize slot's icon address. */
  icon?: string;
  /** A prize slot's picture address. */
  img_url?: string;
}

/**
 * Turns prizes into slots with a consistent cumulative probability: each prize with odds
 * "1 in N" has probability 1/N; the one prize without odds (the coins-0 "no luck" slot) gets
 * the remainder, and its odds are that remainder rounded to "1 in N". The cdf runs in index
 * order, never decreases and ends at exactly 1.
 */
export function buildSlots(prizes: readonly PrizeSpec[]): Slot[] {
  const open = prizes.filter((prize) => !prize.odds).length;
  if (open > 1) throw new RangeError('buildSlots: at most one slot may take the remainder');
  const remainder = Math.max(0, 1 - totalProbability(prizes));
  if (open === 0 && Math.abs(remainder) > 1e-12)
    throw new RangeError('buildSlots: probabilities must add up to 1');
  if (open === 1 && remainder <= 0)
    throw new RangeError('buildSlots: no probability left for the no-luck slot');
  return tableSlots(prizes);
}

/**
 * {@link buildSlots} without its checks, for a table known to pass them (the spec's default
 * wheel, which a test holds to it): a wheel that draws only the default table ships no checks.
 * Not exported from the package.
 */
export function tableSlots(prizes: readonly PrizeSpec[]): Slot[] {
  const remainder = Math.max(0, 1 - totalProbability(prizes));
  let cumulative = 0;
  return prizes.map((prize, index) => {
    const probability = prize.odds ? oddsProbability(prize.odds) : remainder;
    cumulative = index === prizes.length - 1 ? 1 : Math.min(1, cumulative + probability);
    const slot: Slot = {
      index,
      type: prize.type,
      value: prize.value,
      show_win: !(prize.type === SLOT_TYPE.coins && prize.value === 0),
      cdf: cumulative,
      odds: prize.odds ?? Math.max(1, Math.round(1 / remainder)),
    };
    if (prize.description) slot.description = prize.description;
    if (prize.icon) slot.icon = prize.icon;
    if (prize.img_url) slot.img_url = prize.img_url;
    return slot;
  });
}
