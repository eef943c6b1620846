import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  formatCoins,
  formatCompactCoins,
  formatDateLong,
  formatDateShort,
  formatDateTime,
  formatGBP,
  formatMillions,
  formatOdds,
  formatPence,
  formatPercent,
  formatShortCoins,
  formatThousands,
} from './format';

describe('formatting, with the spec’s own examples', () => {
  it('money: £ and two decimals', () => {
    expect(formatGBP(10)).toBe('£10.00');
    expect(formatGBP(0.3)).toBe('£0.30');
    expect(formatGBP(1234.5)).toBe('£1,234.50');
    expect(formatPence(-100)).toBe('-£1.00');
    expect(formatGBP(Number.NaN)).toBe('£0.00');
  });
  it('coins with thousands separators', () => {
    expect(formatCoins(1000)).toBe('1,000');
    expect(formatCoins(10_000_000)).toBe('10,000,000');
  });
  it('costs in K, prizes in M', () => {
    expect(formatThousands(500_000)).toBe('500K');
    expect(formatThousands(100_000)).toBe('100K');
    expect(formatThousands(5_000)).toBe('5K');
    expect(formatThousands(2_500)).toBe('2.5K');
    expect(formatThousands(999)).toBe('999');
    expect(formatMillions(10_000_000)).toBe('10.00M');
    expect(formatMillions(7_500_000)).toBe('7.50M');
    expect(formatMillions(3_500_000)).toBe('3.50M');
    expect(formatCompactCoins(1_000_000)).toBe('1.00M');
    expect(formatCompactCoins(200_000)).toBe('200K');
    expect(formatShortCoins(10_000_000)).toBe('10M');
    expect(formatShortCoins(7_500_000)).toBe('7.5M');
  });
  it('en-GB dates in UK time', () => {
    const when = Date.UTC(2026, 10, 21, 17, 0); // 21 Nov 2026 17:00 GMT
    expect(formatDateShort(when)).toBe('21/11/2026');
    expect(formatDateLong('1990-03-15')).toBe('15 March 1990');
    expect(formatDateTime(when)).toBe('21/11/2026, 17:00');
    expect(formatDateShort('not a date')).toBe('');
    // British Summer Time
    expect(formatDateTime(Date.UTC(2026, 6, 1, 16, 0))).toBe('01/07/2026, 17:00');
  });
  it('percent, odds and labels', () => {
    expect(formatPercent(0.072)).toBe('7.2%');
    expect(formatPercent(0.2)).toBe('20%');
    expect(formatOdds(200_000)).toBe('1 in 200,000');
    expect(categoryLabel('home-garden-and-diy')).toBe('home garden and diy');
  });
});
