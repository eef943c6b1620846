import fc from 'fast-check';

/**
 * An amount in whole pence from `min` to `max` (0 unless given). Money properties draw integers,
 * as the code under test counts in pence, and divide by 100 where a pounds figure is wanted.
 */
export const penceArb = (max: number, min = 0): fc.Arbitrary<number> => fc.integer({ min, max });

/** What a shopper types for an amount in pence: the pounds, a point and two digits ("12.05"). */
export const typedPence = (pence: number): string =>
  `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
