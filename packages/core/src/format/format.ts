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

/** A coin cost in thousands: `500,000` → `500K`, `5,000` → `5K`, `2,500` → `2.5K`; below 1,000 unchanged. */
export function formatThousands(coins: number): string {
  if (!Number.isFinite(coins)) return '0';
  if (Math.abs(coins) < 1000) return formatCoins(coins);
  return `${trimDecimals(coins / 1000, 1)}K`;
}

/** A coin prize in millions with two decimals: `10,000,000` → `10.00M`, `7,500,000` → `7.50M`. */
export function formatMillions(coins: number): string {
  if (!Number.isFinite(coins)) return '0.00M';
  return `${(coins / 1_000_000).toFixed(2)}M`;
}

/**
 * Compact coin amount: M (two decimals) from 1,000,000, K from 1,000, else the plain number.
 * Used for prize tables where the spec shows "M when at least 1,000,000 otherwise K".
 */
export function formatCompactCoins(coins: number): string {
  if (!Number.isFinite(coins)) return '0';
  if (Math.abs(coins) >= 1_000_000) return formatMillions(coins);
  if (Math.abs(coins) >= 1000) return formatThousands(coins);
  return formatCoins(coins);
}

/** A short marketing form: `10M`, `7.5M`, `500K`. */
export function formatShortCoins(coins: number): string {
  if (!Number.isFinite(coins)) return '0';
  if (Math.abs(coins) >= 1_000_000) return `${trimDecimals(coins / 1_000_000, 2)}M`;
  return formatThousands(coins);
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

/** A category slug as a label: `home-garden-and-diy` → `home garden and diy`. */
export const categoryLabel = (slug: string): string => slug.replace(/-/g, ' ');
