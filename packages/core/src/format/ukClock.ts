/**
 * UK (Europe/London) wall-clock time without Intl: British Summer Time runs from 01:00 UTC on
 * the last Sunday of March to 01:00 UTC on the last Sunday of October (the rule in force since
 * 1996). Formatting dates this way gives the same text on the server and in every browser (no
 * ICU version differences, so server-rendered pages hydrate without a mismatch) and skips the
 * first-use cost of Intl.DateTimeFormat, tens of milliseconds on a phone.
 */
/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Minutes UK clocks are ahead of UTC at `time` (0 in winter, 60 during British Summer Time).
 * Plumbing shared by the GiftCash packages, not part of the promised API.
 *
 * @internal
 */
export function ukOffsetMinutes(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9) ? 60 : 0;
}

export interface UkWallClock {
  year: number;
  /** 0-based. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

/** The UK wall-clock reading at `time` (epoch ms). */
export function ukWallClock(time: number): UkWallClock {
  const local = new Date(time + ukOffsetMinutes(time) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export const pad2 = (value: number): string => String(value).padStart(2, '0');
