/**
 * One meaning of `cashback_perc`: the fraction of the value paid back (`0.05` is 5%), which is
 * what the estimate multiplies by (spec section 5: cashback = value × cashback_perc). The API
 * also sends percentages: a number from 1 to 100 is read as a percentage, so `20` is 20% and `1`
 * is 1% (never 100%: the product advertises cashback up to 20%). The label shown beside it
 * (`cashback_perc_label`) is kept only when it names that rate; otherwise it is derived from the
 * rate, so a headline never promises a rate the estimate does not pay.
 */

/** The rate as a fraction from the number sent (already known to be finite, 0 to 100). */
export const cashbackFraction = (sent: number): number => (sent >= 1 ? Number(`${sent}e-2`) : sent);

/** How a rate (a fraction) reads as a percentage, to 4 decimals: `0.072` → `7.2%`, `0.175` → `17.5%`. */
export const cashbackPercentText = (fraction: number): string =>
  `${Math.round(fraction * 1e6) / 1e4}%`;

const PERCENTAGES = /(\d+(?:\.\d+)?)\s*%/g;

/**
 * The label to show for `fraction`: `label` when every percentage it names is the rate (`5%`,
 * `Up to 5%`), else the rate as a percentage (`cashbackPercentText`). A label naming no
 * percentage, or another one (`20%` for a rate of 0.02), is replaced. No label without cashback.
 */
export function cashbackLabel(fraction: number, label: string | undefined): string {
  const text = label?.trim() ?? '';
  if (!(fraction > 0)) return text;
  const named = [...text.matchAll(PERCENTAGES)];
  return named.length > 0 &&
    named.every((match) => Math.abs(Number(match[1]) - fraction * 100) < 1e-9)
    ? text
    : cashbackPercentText(fraction);
}
