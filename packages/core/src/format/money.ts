/**
 * Money arithmetic in integer pence. The API sends pounds as JSON numbers; converting
 * them through their shortest decimal representation (what `String(n)` prints) and
 * scaling rates with BigInt gives exact decimal results with no floating-point drift:
 * `toPence(1.005)` is 101, `applyRate(1999, 0.072)` is 144 (1999 × 0.072 = 143.928).
 */
import { parseAmountPence } from './parseAmount';

/**
 * `pence × rate ÷ over`, rounded half away from zero on the exact decimal of `rate` (its shortest
 * decimal reading, `String(rate)`: digits ÷ 10^places); `NaN` for a rate that is not finite,
 * pence that are not a safe integer, or a result beyond 2^53.
 */
function multiplyExact(pence: number, rate: number, over: bigint): number {
  const match = /^(-?)(\d+)\.?(\d*)e?([+-]?\d*)$/.exec(String(rate));
  if (!match || !Number.isSafeInteger(pence)) return NaN;
  const [, sign, whole, fraction, exponent] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const places = fraction.length - Number(exponent);
  let numerator =
    BigInt(pence) * BigInt(sign + whole + fraction) * 10n ** BigInt(Math.max(0, -places));
  const denominator = over * 10n ** BigInt(Math.max(0, places));
  const negative = numerator < 0n;
  if (negative) numerator = -numerator;
  const quotient = (numerator * 2n + denominator) / (denominator * 2n);
  const result = Number(negative ? -quotient : quotient);
  return Number.isSafeInteger(result) ? result : NaN;
}

/**
 * Pounds (as sent by the API) to integer pence, rounding half away from zero on the
 * exact decimal value. Returns `NaN` for non-finite input or results beyond 2^53.
 * Read off the decimal text (no BigInt): the pence are the whole part and the first two
 * decimals, one more when the third decimal is 5 or above; every amount that formats a price
 * brings only this.
 */
export function toPence(pounds: number): number {
  const size = Math.abs(pounds);
  // Not finite, or written with an exponent: below a millionth of a pound (0 pence), or from
  // 1e21 up (too many pence to count).
  const match = /^(\d+)\.?(\d*)$/.exec(String(size));
  if (!match) return size < 1 ? 0 : NaN;
  const [, whole, decimals] = match as unknown as [string, string, string];
  const pence = Number(whole + (decimals + '00').slice(0, 2)) + (decimals.charAt(2) >= '5' ? 1 : 0);
  return Number.isSafeInteger(pence) ? (pounds < 0 && pence ? -pence : pence) : NaN;
}

/** Integer pence to pounds as a number (for display helpers and APIs). */
export const fromPence = (pence: number): number => pence / 100;

/**
 * `pence × rate`, rounded to whole pence (half away from zero) on exact decimals.
 * `rate` is a plain number such as a cashback fraction (`0.05`) or a yearly multiplier.
 */
export function applyRate(pence: number, rate: number): number {
  return multiplyExact(pence, rate, 1n);
}

/** `pence × perPound / 100`: e.g. coins earned for a value, rounded to a whole number. */
export function perPound(pence: number, perPoundRate: number): number {
  return multiplyExact(pence, perPoundRate, 100n);
}

/**
 * Parses what a person typed as a pound amount (`12`, `12.5`, `12.50`, `.5`, `1,500`, `20,50`) into
 * pence, by the one rule of `parseAmount`. Returns `null` for anything that is not an amount (or
 * one too large to count in a number).
 */
export function parsePounds(text: string): number | null {
  return parseAmountPence(text);
}
