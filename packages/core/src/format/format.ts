import { toPence } from './money';
import { formatPenceEnGb, formatWholeEnGb } from './number';
import { MONTHS, pad2, ukWallClock, WEEKDAYS, type UkWallClock } from './ukClock';

/** Integer pence as `£1,234.56` (negative as `-£1.00`). */
export function formatPence(pence: number): string {
  if (!Number.isFinite(pence)) return '£0.00';
  const sign = pence < 0 ? '-' : '';
  return `${sign}£${formatPenceEnGb(Math.abs(pence))}`;
}

/** Pounds as sent by the API to `£12.50`. Non-finite input shows `£0.00`. */
export const formatGBP = (pounds: number): string => formatPence(toPence(pounds));

/**
 * Pounds (as sent by the API) with thousands separators and pence only when there are any: `£500`,
 * `£1,000`, `£12.50`. For limits, denominations and prize labels; non-finite input shows `£0`.
 */
export function formatGBPShort(pounds: number): string {
  const pence = toPence(pounds);
  if (!Number.isFinite(pence)) return '£0';
  if (pence % 100 !== 0) return formatPence(pence);
  return `${pence < 0 ? '-' : ''}£${formatWholeEnGb(Math.abs(pence) / 100)}`;
}

/** Whole coins with thousands separators: `25,000`. */
export function formatCoins(coins: number): string {
  return Number.isFinite(coins) ? formatWholeEnGb(Math.round(coins)) : '0';
}

function trimDecimals(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/\.?0+$/, '');
}

/**
 * A coin cost in thousands: `500,000` → `500K`, `5,000` → `5K`, `2,500` → `2.5K`; below 1,000 unchanged.
 * @deprecated Costs and prizes share one format (#19): use {@link formatCoinPrize} (or {@link formatCoinAmount} without the unit).
 */
export function formatThousands(coins: number): string {
  if (!Number.isFinite(coins)) return '0';
  if (Math.abs(coins) < 1000) return formatCoins(coins);
  return `${trimDecimals(coins / 1000, 1)}K`;
}

/**
 * A coin prize in millions with two decimals: `10,000,000` → `10.00M`, `7,500,000` → `7.50M`.
 * @deprecated One prize format (#19): use {@link formatCoinPrize} (`10M coins`).
 */
export function formatMillions(coins: number): string {
  if (!Number.isFinite(coins)) return '0.00M';
  return `${(coins / 1_000_000).toFixed(2)}M`;
}

/**
 * Compact coin amount: M (two decimals) from 1,000,000, K from 1,000, else the plain number.
 * Used for prize tables where the spec shows "M when at least 1,000,000 otherwise K".
 * @deprecated One prize format (#19): use {@link formatCoinPrize}.
 */
export function formatCompactCoins(coins: number): string {
  if (!Number.isFinite(coins)) return '0';
  if (Math.abs(coins) >= 1_000_000) return formatMillions(coins);
  if (Math.abs(coins) >= 1000) return formatThousands(coins);
  return formatCoins(coins);
}

/**
 * A short marketing form: `10M`, `7.5M`, `500K`.
 * @deprecated One prize format (#19): use {@link formatCoinAmount} (or {@link formatCoinPrize} with the unit).
 */
export function formatShortCoins(coins: number): string {
  if (!Number.isFinite(coins)) return '0';
  if (Math.abs(coins) >= 1_000_000) return `${trimDecimals(coins / 1_000_000, 2)}M`;
  return formatThousands(coins);
}

/**
 * The number of a coin amount, for a layout that writes the unit itself (#19): `10M`, `7.5M`,
 * `250K`, `2.5K`, `1,234`. Millions from 1,000,000 (up to two decimals); thousands from 1,000 (the
 * spec's "K above 1,000", up to one decimal) when that is exact below 10,000 (`2,500` → `2.5K`,
 * `1,234` stays `1,234`), always from 10,000; else the whole number. Prizes and costs use the same
 * format. Non-finite or negative input shows `0`.
 */
export function formatCoinAmount(coins: number): string {
  const value = Number.isFinite(coins) && coins > 0 ? Math.round(coins) : 0;
  const millions = value / 1e6;
  // Past a thousand million the decimals no longer matter (and toFixed writes 1e21 and up as an exponent).
  if (value >= 1e6) return `${millions >= 1000 ? formatWholeEnGb(Math.round(millions)) : trimDecimals(millions, 2)}M`;
  // 999,960 rounds to "1000K": written as a million instead.
  if (value >= 1e4 || (value >= 1000 && value % 100 === 0)) return value >= 999_950 ? '1M' : `${trimDecimals(value / 1000, 1)}K`;
  return formatCoins(value);
}

/** A coin prize or cost, always with its unit (#19): `10M coins`, `7.5M coins`, `250K coins`, `1.5K coins`, `1,234 coins`, `1 coin`. */
export const formatCoinPrize = (coins: number): string => {
  const amount = formatCoinAmount(coins);
  return `${amount} coin${amount === '1' ? '' : 's'}`;
};

/** A cash prize in pounds, pence only when there are any (#19): `£750`, `£1,000`, `£12.50`, `£0.05`. */
export const formatCashPrize = (pounds: number): string => formatGBPShort(Number.isFinite(pounds) && pounds > 0 ? pounds : 0);

/** A prize in the one format used everywhere (#19): cash as {@link formatCashPrize}, coins as {@link formatCoinPrize}. */
export const formatPrize = (amount: number, kind: 'cash' | 'coins'): string => (kind === 'cash' ? formatCashPrize(amount) : formatCoinPrize(amount));

/**
 * How many brands, as advertised (#19): from 20 on, rounded down to a ten with a plus (`168` →
 * `160+`, `1,234` → `1,230+`, `20` → `20+`); below 20 the exact number (`7`). Non-finite or
 * negative input shows `0`.
 */
export function formatBrandCount(count: number): string {
  const { value, plus } = brandCountParts(count);
  return `${formatCoins(value)}${plus ? '+' : ''}`;
}

/** {@link formatBrandCount} in parts, for a display that animates the number: `168` → `{ value: 160, plus: true }`. */
export function brandCountParts(count: number): { value: number; plus: boolean } {
  const value = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return value < 20 ? { value, plus: false } : { value: Math.floor(value / 10) * 10, plus: true };
}

function toDate(value: number | string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Dates are written out by hand from the UK wall clock (./ukClock.ts), exactly as en-GB
// Intl.DateTimeFormat in the Europe/London time zone writes them: the same text on the server and
// in every browser, and no Intl.DateTimeFormat start-up cost when a page loads.

const ukDay = (clock: UkWallClock) => `${pad2(clock.day)}/${pad2(clock.month + 1)}/${clock.year}`;
const ukTime = (clock: UkWallClock) => `${pad2(clock.hour)}:${pad2(clock.minute)}`;
const clockOf = (value: number | string | Date): UkWallClock | null => {
  const date = toDate(value);
  return date ? ukWallClock(date.getTime()) : null;
};

/** `21/11/2026` (UK time). Returns `''` for an invalid date. */
export function formatDateShort(value: number | string | Date): string {
  const clock = clockOf(value);
  return clock ? ukDay(clock) : '';
}

/** `21 November 2026` (UK time). Returns `''` for an invalid date. */
export function formatDateLong(value: number | string | Date): string {
  const clock = clockOf(value);
  return clock ? `${clock.day} ${MONTHS[clock.month]} ${clock.year}` : '';
}

/** `21/11/2026, 17:00` (UK time). Returns `''` for an invalid date. */
export function formatDateTime(value: number | string | Date): string {
  const clock = clockOf(value);
  return clock ? `${ukDay(clock)}, ${ukTime(clock)}` : '';
}

/** `Sunday 22 November at 17:00` (UK time), for the next draw. */
export function formatDrawTime(value: number | string | Date): string {
  const clock = clockOf(value);
  return clock ? `${WEEKDAYS[clock.weekday]} ${clock.day} ${MONTHS[clock.month]} at ${ukTime(clock)}` : '';
}

/** A percentage with up to two decimals: `0.072` → `7.2%`. */
export const formatPercent = (fraction: number): string =>
  Number.isFinite(fraction) ? `${trimDecimals(fraction * 100, 2)}%` : '0%';

/** "1 in 25,000". */
export const formatOdds = (odds: number): string => `1 in ${formatCoins(odds)}`;

/** Words a category slug spells in lower case that are written in capitals (acronyms, proper nouns). */
const CATEGORY_CAPITALS: Readonly<Record<string, string>> = { diy: 'DIY', uk: 'UK', tv: 'TV' };

/** A category slug as words (hyphens as spaces), in lower case but for acronyms: `home-garden-and-diy` → `home garden and DIY`. */
export const categoryPhrase = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .map((word) => (Object.prototype.hasOwnProperty.call(CATEGORY_CAPITALS, word) ? (CATEGORY_CAPITALS[word] as string) : word))
    .join(' ');

/**
 * A category slug as a label in sentence case (#19): `gifts-and-lifestyle` → `Gifts and lifestyle`,
 * `home-garden-and-diy` → `Home garden and DIY`. Use {@link categoryPhrase} inside a sentence.
 */
export const categoryLabel = (slug: string): string => {
  const phrase = categoryPhrase(slug);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
};
