import type { Slot } from '../model/types';
import { drawFromCdf, slotCdf } from './odds';

/** A source of uniformly distributed numbers in [0, 1). */
export type RandomSource = () => number;

/**
 * A cryptographically strong random number in [0, 1) from `crypto.getRandomValues`
 * (falls back to `Math.random` where Web Crypto is missing). Reads `crypto` only when called.
 */
export function cryptoRandom(): number {
  // `globalThis` is there wherever this code runs (ES2020); `crypto` may not be (old test DOMs).
  const webCrypto = globalThis.crypto;
  if (webCrypto && typeof webCrypto.getRandomValues === 'function') {
    const buffer = new Uint32Array(1);
    webCrypto.getRandomValues(buffer);
    return (buffer[0] ?? 0) / 4_294_967_296;
  }
  return Math.random();
}

/**
 * Draws the winning slot's position in `slots`: a random number in [0, 1) is compared
 * against the slots' cumulative probability and the first slot whose cdf exceeds it wins.
 * Pure given `random`; cryptographic by default.
 */
export function drawSlot(
  slots: readonly Pick<Slot, 'cdf' | 'odds'>[],
  random: RandomSource = cryptoRandom,
): number {
  return drawFromCdf(slotCdf(slots), random);
}
