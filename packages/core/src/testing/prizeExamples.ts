/**
 * Prizes with the text the site shows for each: the spec's written prizes, the rounding edges,
 * and values no data should hold (Infinity, NaN), which come out as zero. What the formatters
 * are tested on and what a wheel slice must say too. Cash in pounds: thousands separators and
 * always two decimals; coins with the spec's K and M units.
 */
export const CASH_PRIZE_EXAMPLES: readonly (readonly [pounds: number, text: string])[] = [
  [5, '£5.00'],
  [750, '£750.00'],
  [1, '£1.00'],
  [10, '£10.00'],
  [1000, '£1,000.00'],
  [12.5, '£12.50'],
  [2.5, '£2.50'],
  [0.05, '£0.05'],
  [Number.POSITIVE_INFINITY, '£0.00'],
];

/** Coin prizes and their text (see {@link CASH_PRIZE_EXAMPLES}); a coin slot of 0 says `No prize` instead. */
export const COIN_PRIZE_EXAMPLES: readonly (readonly [coins: number, text: string])[] = [
  [10_000_000, '10M coins'],
  [7_500_000, '7.5M coins'],
  [3_500_000, '3.5M coins'],
  [250_000, '250K coins'],
  [12_500, '12.5K coins'],
  [2_500, '2.5K coins'],
  [1_500, '1.5K coins'],
  [1_250, '1.25K coins'],
  [1_234, '1.23K coins'],
  [1_001, '1K coins'],
  [1_000, '1K coins'],
  [999.5, '1K coins'],
  [999, '999 coins'],
  [999_994, '999.99K coins'],
  [999_995, '1M coins'],
  [1_000_000, '1M coins'],
  [12_345_678_901, '12,345.68M coins'],
  [1, '1 coin'],
  [Number.NaN, '0 coins'],
];
