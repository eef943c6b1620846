import type { Slot } from '@giftcash/core';

/** A source of uniformly distributed numbers in [0, 1). */
export type RandomSource = () => number;

/**
 * A cryptographically strong random number in [0, 1) from `crypto.getRandomValues`
 * (falls back to `Math.random` where Web Crypto is missing). Reads `crypto` only when called.
 */
export function cryptoRandom(): number {
  const webCrypto = typeof globalThis !== 'undefined' ? globalThis.crypto : undefined;
  if (webCrypto && typeof webCrypto.getRandomValues === 'function') {
    const buffer = new Uint32Array(1);
    webCrypto.getRandomValues(buffer);
    return (buffer[0] ?? 0) / 4_294_967_296;
  }
  return Math.random();
}

/**
 * The cumulative probability of each slot, in slot order, ending at exactly 1. Uses the
 * slots' own `cdf` when every slot has one that never decreases; otherwise derives it from
 * the "1 in N" odds, the slots without odds sharing whatever probability is left.
 */
export function slotCdf(slots: readonly Pick<Slot, 'cdf' | 'odds'>[]): number[] {
  if (slots.length === 0) return [];
  const given = slots.map((slot) => slot.cdf);
  const usable = given.every((cdf, i) => typeof cdf === 'number' && Number.isFinite(cdf) && cdf >= (i ? (given[i - 1] as number) : 0));
  let cdf: number[];
  if (usable) {
    cdf = given as number[];
  } else {
    const weights = slots.map((slot) => (slot.odds && slot.odds > 0 ? 1 / slot.odds : 0));
    const fixed = weights.reduce((sum, w) => sum + w, 0);
    const open = weights.filter((w) => w === 0).length;
    const share = open > 0 ? Math.max(0, 1 - fixed) / open : 0;
    const filled = weights.map((w) => (w === 0 ? share : w));
    const total = filled.reduce((sum, w) => sum + w, 0) || 1;
    let running = 0;
    cdf = filled.map((w) => (running += w / total));
  }
  const last = cdf[cdf.length - 1] || 1;
  return cdf.map((value, i) => (i === cdf.length - 1 ? 1 : value / last));
}

/**
 * Draws the winning slot's position in `slots`: a random number in [0, 1) is compared
 * against the slots' cumulative probability and the first slot whose cdf exceeds it wins.
 * Pure given `random`; cryptographic by default.
 */
export function drawSlot(slots: readonly Pick<Slot, 'cdf' | 'odds'>[], random: RandomSource = cryptoRandom): number {
  const cdf = slotCdf(slots);
  if (cdf.length === 0) return -1;
  const r = random();
  for (let i = 0; i < cdf.length; i += 1) if (r < (cdf[i] as number)) return i;
  return cdf.length - 1;
}

/**
 * The wheel rotation (degrees, clockwise) that brings slot `index` under a pointer at the
 * top after at least `turns` full turns from `currentRotation`. Slot `i` spans
 * `[i, i + 1) × 360 / slotCount` degrees clockwise from the top of the unrotated wheel;
 * `position` (0–1, default the middle) says where inside the slot the pointer stops.
 */
export function landingRotation(index: number, slotCount: number, turns = 5, currentRotation = 0, position = 0.5): number {
  const size = 360 / slotCount;
  const inside = Math.min(0.95, Math.max(0.05, position));
  const target = (index + inside) * size;
  const wanted = (((360 - target - currentRotation) % 360) + 360) % 360;
  return currentRotation + turns * 360 + wanted;
}

/** Which slot is under the top pointer when the wheel is rotated by `rotation` degrees. */
export function slotAtRotation(rotation: number, slotCount: number): number {
  const angle = (((-rotation) % 360) + 360) % 360;
  return Math.min(slotCount - 1, Math.floor(angle / (360 / slotCount)));
}
