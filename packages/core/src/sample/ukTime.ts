/** Clock helpers for UK (Europe/London) wall-clock times, correct across GMT/BST changes. */

const HOUR = 3_600_000;
const DAY = 86_400_000;

let londonParts: Intl.DateTimeFormat | null | undefined;

function formatter(): Intl.DateTimeFormat | null {
  if (londonParts === undefined) {
    try {
      londonParts = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      londonParts = null; // No time zone data: fall back to GMT.
    }
  }
  return londonParts;
}

/** Minutes UK time is ahead of UTC at `time` (0 in winter, 60 in summer). */
export function londonOffsetMinutes(time: number): number {
  const format = formatter();
  if (!format) return 0;
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((wall - Math.floor(time / 1000) * 1000) / 60_000);
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
