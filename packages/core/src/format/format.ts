import { toPence } from './money';
import { formatPenceEnGb, formatWholeEnGb } from './number';
import { formatCoins } from './counts';
import { MONTHS, pad2, ukWallClock, WEEKDAYS, type UkWallClock } from './ukClock';

// Counts (coins, brand counts) are their own module: the site's shell and home page need only those.
export { brandCountParts, formatBrandCount, formatCoins } from './counts';

/** Integer pence as `£1,234.56` (negative as `-£1.00`). */
export function formatPence(pence: number): string {
  if (!Number.isFinite(pence)) return '£0.00';
  const sign = pence < 0 ? '-' : '';
  return `${sign}£${formatPenceEnGb(Math.abs(pence))}`;
}

/** Pounds as sent by the API to `£12.50`. Non-finite input shows `£0.00`. */
export const formatGBP = (pounds: number): string => formatPence(toPence(pounds));

/** How {@link formatCoinAmount} writes an amount. */
export interface CoinFormatOptions {
  /**
   * Always this unit, for a place whose clause names one: the raffle results' podium ("prize in
   * millions", `M`) and its table ("M when at least 1,000,000 otherwise K"). By default the unit
   * follows the general rule.
   */
  unit?: 'M' | 'K' | undefined;
  /** Always two decimals (`10.00M`, the results podium's "2 decimals"); by default trailing zeros are dropped (`10M`, `7.5M`). */
  fixed?: boolean | undefined;
}

const UNIT_SIZE = { K: 1e3, M: 1e6 } as const;

function scaled(value: number, unit: 'K' | 'M', fixed: boolean): string {
  // Hundredths of the unit, rounded half up on integers (exact: value / 10 and value / 10,000 of a
  // whole number land on .5 exactly when they should).
  const hundredths = Math.round(value / (UNIT_SIZE[unit] / 100));
  if (!Number.isSafeInteger(hundredths))
    return `${formatWholeEnGb(Math.round(value / UNIT_SIZE[unit]))}${unit}`;
  const fraction = String(hundredths % 100).padStart(2, '0');
  const decimals = fixed
    ? `.${fraction}`
    : fraction === '00'
      ? ''
      : `.${fraction.replace(/0$/, '')}`;
  return `${formatWholeEnGb(Math.floor(hundredths / 100))}${decimals}${unit}`;
}

/**
 * Coins are written by one rule with two forms, chosen by what the figure is:
 *
 * - **Set by the product** (a cost, a prize, a rate such as coins per £1, a tier's bonus): short,
 *   by this function and {@link formatCoinPrize}. The spec's "thousands shown as K above 1,000 and
 *   M above 1,000,000", read as "from" for both units, as the account document does for M ("at
 *   least 1,000,000"), so one thousand is `1K` like every other thousand: under 1,000 the whole
 *   number (`999`); from 1,000 in K (`1K`, `1.25K`, `500K`); from 1,000,000 in M (`1M`, `7.5M`,
 *   `10M`); at most two decimals, trailing zeros dropped; an amount that rounds to `1,000K` is `1M`.
 * - **Held or credited to a person** (a balance, a total earned, an order's coin reward): exact,
 *   by {@link formatCoinBalance} (`12,450,000 coins`): rounding what a person owns to `12.45M`
 *   hides coins, as writing £42.37 as £42 would hide pence.
 *
 * Options force a unit or two fixed decimals where a clause says so (`10.00M`, the raffle results'
 * podium). Negative amounts keep their sign; non-finite input shows `0`.
 */
export function formatCoinAmount(coins: number, options: CoinFormatOptions = {}): string {
  if (!Number.isFinite(coins)) return '0';
  const value = Math.round(Math.abs(coins));
  const sign = coins < 0 && value > 0 ? '-' : '';
  const fixed = options.fixed === true;
  // From 999,995 the K form would round to `1,000K`: that is `1M`.
  const unit = options.unit ?? (value >= 999_995 ? 'M' : value >= 1000 ? 'K' : undefined);
  return sign + (unit ? scaled(value, unit, fixed) : formatWholeEnGb(value));
}

const withUnit = (amount: string) =>
  `${amount} coin${amount === '1' || amount === '-1' ? '' : 's'}`;

/**
 * A coin cost or prize with its unit, short ({@link formatCoinAmount}): `10M coins`, `7.5M coins`,
 * `250K coins`, `1.25K coins`, `1K coins`, `999 coins`, `1 coin`.
 */
export const formatCoinPrize = (coins: number, options?: CoinFormatOptions): string =>
  withUnit(formatCoinAmount(coins, options));

/**
 * Coins a person holds or has been credited, exact, with their unit (the other form of the rule
 * in {@link formatCoinAmount}): `12,450,000 coins`, `1,250 coins`, `1 coin`, `0 coins`. Rounded to
 * a whole coin; negative amounts keep their sign; non-finite input shows `0 coins`.
 */
// `+ 0` turns the -0 that Math.round gives for -0.4 into 0: a balance is never `-0 coins`.
export const formatCoinBalance = (coins: number): string =>
  withUnit(formatCoins(Number.isFinite(coins) ? Math.round(coins) + 0 : 0));

/** A cash prize in pounds with two decimals, like all money: `£750.00`, `£1,000.00`, `£0.05`. Non-finite or negative input shows `£0.00`. */
export const formatCashPrize = (pounds: number): string =>
  formatGBP(Number.isFinite(pounds) && pounds > 0 ? pounds : 0);

/** A prize: cash as {@link formatCashPrize}, coins as {@link formatCoinPrize}. */
export const formatPrize = (
  amount: number,
  kind: 'cash' | 'coins',
  options?: CoinFormatOptions,
): string => (kind === 'cash' ? formatCashPrize(amount) : formatCoinPrize(amount, options));

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
  return clock
    ? `${WEEKDAYS[clock.weekday]} ${clock.day} ${MONTHS[clock.month]} at ${ukTime(clock)}`
    : '';
}

function trimDecimals(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/\.?0+$/, '');
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
    .map((word) =>
      Object.prototype.hasOwnProperty.call(CATEGORY_CAPITALS, word)
        ? (CATEGORY_CAPITALS[word] as string)
        : word,
    )
    .join(' ');

/**
 * A category slug as a label in sentence case: `gifts-and-lifestyle` → `Gifts and lifestyle`,
 * `home-garden-and-diy` → `Home garden and DIY`. Use {@link categoryPhrase} inside a sentence.
 */
export const categoryLabel = (slug: string): string => {
  const phrase = categoryPhrase(slug);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
};
