/**
 * Money arithmetic in integer pence. The API sends pounds as JSON numbers; converting
 * them through their shortest decimal representation (what `String(n)` prints) and
 * scaling rates with BigInt gives exact decimal results with no floating-point drift:
 * `toPence(1.005)` is 101, `applyRate(1999, 0.072)` is 144 (1999 × 0.072 = 143.928).
 */
import { parseAmountPence } from './parseAmount';

/** A number as an exact decimal: `value = digits / 10^scale`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

function toDecimal(value: number): Decimal | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value).toLowerCase();
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = '', exponentText] = match;
  const exponent = exponentText ? Number(exponentText) : 0;
  let digits = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: sign === '-' ? -digits : digits, scale };
}

/** Divides and rounds half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
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
  const decimal = toDecimal(rate);
  if (!decimal || !Number.isSafeInteger(pence)) return NaN;
  return toSafeNumber(divideRounded(BigInt(pence) * decimal.digits, 10n ** BigInt(decimal.scale)));
}

/** `pence × perPound / 100`: e.g. coins earned for a value, rounded to a whole number. */
export function perPound(pence: number, perPoundRate: number): number {
  const decimal = toDecimal(perPoundRate);
  if (!decimal || !Number.isSafeInteger(pence)) return NaN;
  return toSafeNumber(divideRounded(BigInt(pence) * decimal.digits, 100n * 10n ** BigInt(decimal.scale)));
}

/**
 * Parses what a person typed as a pound amount (`12`, `12.5`, `12.50`, `.5`, `1,500`, `20,50`) into
 * pence, by the one rule of `parseAmount`. Returns `null` for anything that is not an amount (or
 * one too large to count in a number).
 */
export function parsePounds(text: string): number | null {
  return parseAmountPence(text);
}
