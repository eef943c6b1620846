/** Clock helpers for UK (Europe/London) wall-clock times, correct across GMT/BST changes. */
import { ukOffsetMinutes } from '@giftcash/core';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * Minutes UK time is ahead of UTC at `time` (0 in winter, 60 in summer). Computed from the UK
 * summer-time rule (../format/ukClock.ts), without Intl: building an Intl.DateTimeFormat with a
 * time zone costs tens of milliseconds the first time, which the browser would pay when it
 * reads fresh sample data after a page hydrates.
 */
export function londonOffsetMinutes(time: number): number {
  return ukOffsetMinutes(time);
}

/** The first moment strictly after `now` when UK clocks show `hour`:00 (default 17:00). */
export function nextUkTime(now: number, hour = 17): number {
  const offset = londonOffsetMinutes(now) * 60_000;
  const local = new Date(now + offset);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const wall = day + hour * HOUR;
    // Convert the wall-clock time to UTC with the offset in force at that moment.
    let candidate = wall - londonOffsetMinutes(wall) * 60_000;
    candidate = wall - londonOffsetMinutes(candidate) * 60_000;
    if (candidate > now) return candidate;
    day += DAY;
  }
  return now + DAY;
}

/** `time` as a UK calendar date `dd/mm/yyyy`. */
export function ukDayString(time: number): string {
  const local = new Date(time + londonOffsetMinutes(time) * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}
