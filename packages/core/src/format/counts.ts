import { formatWholeEnGb } from './number';

/**
 * A whole number with thousands separators: `25,000`. For counts and odds, and the exact form of
 * the coin rule (a balance, the brand page's coins estimate, which the spec writes "with
 * thousands separators"); `formatCoinBalance` adds the unit. Costs and prizes are short, by
 * `formatCoinAmount` (./format.ts, where the rule is written out).
 */
export function formatCoins(coins: number): string {
  return Number.isFinite(coins) ? formatWholeEnGb(Math.round(coins)) : '0';
}

/**
 * How many brands, as advertised: from 20 on, rounded down to a ten with a plus (`168` →
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
