/**
 * How long a count-up runs, in milliseconds.
 * Plumbing shared by the GiftCash packages, not part of the promised API.
 *
 * @internal
 */
export const COUNT_UP_MS = 800;

/**
 * Ease-out cubic: fast start, gentle landing. `t` is clamped to 0..1.
 * Plumbing shared by the GiftCash packages, not part of the promised API.
 *
 * @internal
 */
export const easeOut = (t: number): number => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;

/**
 * The whole number shown `elapsed` ms into a count-up from `from` to `to` (both rounded). Starts at
 * `from`, never moves backwards, and is exactly `to` from `duration` on.
 * Plumbing shared by the GiftCash packages, not part of the promised API.
 *
 * @internal
 */
export function countUpValue(
  from: number,
  to: number,
  elapsed: number,
  duration = COUNT_UP_MS,
): number {
  const a = Math.round(from);
  const b = Math.round(to);
  if (!(elapsed < duration)) return b;
  const v = Math.round(a + (b - a) * easeOut(elapsed / duration));
  return a < b ? Math.min(b, Math.max(a, v)) : Math.max(b, Math.min(a, v));
}
