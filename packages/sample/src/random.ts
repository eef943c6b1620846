/**
 * A small seeded pseudo-random generator for the sample data. The same seed always gives
 * the same sequence, so sample data (and every test or screenshot built on it) is stable.
 * Not for anything security related.
 */

/** The seed used when none is given. */
export const DEFAULT_SEED = 20250115;

/** mulberry32: a 32-bit generator returning numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes a seed with a label (FNV-1a), so each builder draws from its own stream and a
 * change in one builder does not reshuffle the data of another.
 */
export function deriveSeed(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A seeded source of random choices. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** `true` with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of `items`. */
  shuffle<T>(items: readonly T[]): T[];
  /** `length` lowercase hexadecimal characters. */
  hex(length: number): string;
}

/** Creates a {@link Random} for `seed`, optionally on the stream named `label`. */
export function createRandom(seed: number = DEFAULT_SEED, label = ''): Random {
  const next = mulberry32(label ? deriveSeed(seed, label) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick() needs a non-empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    hex(length) {
      let out = '';
      while (out.length < length) out += Math.floor(next() * 16).toString(16);
      return out;
    },
  };
}
