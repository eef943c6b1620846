import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPenceEnGb, formatWholeEnGb } from './number';
import { ukOffsetMinutes } from './ukClock';
import { CASH_PRIZE_EXAMPLES, COIN_PRIZE_EXAMPLES } from '../testing/prizeExamples';
import * as format from './format';

/**
 * Each example (a value and the text it is written as) as a case of its own, so that a failure
 * names the value.
 */
function writesEach<T>(
  title: string,
  write: (value: T) => string,
  examples: readonly (readonly [T, string])[],
): void {
  it.each(examples)(title, (value, text) => {
    expect(write(value)).toBe(text);
  });
}

describe('formatting, with the spec’s own examples', () => {
  writesEach('money: £ and two decimals, %s pounds as %s', format.formatGBP, [
    [10, '£10.00'],
    [0.3, '£0.30'],
    [1234.5, '£1,234.50'],
    [Number.NaN, '£0.00'],
  ]);
  it('money: a negative amount in pence puts the minus before the £', () => {
    expect(format.formatPence(-100)).toBe('-£1.00');
  });
  writesEach('coins with thousands separators: %s as %s', format.formatCoins, [
    [1000, '1,000'],
    [10_000_000, '10,000,000'],
  ]);
  it('costs in K, prizes in M', () => {
    const cases: [(coins: number) => string, number, string][] = [
      [(c: number) => format.formatCoinAmount(c), 500_000, '500K'],
      [(c: number) => format.formatCoinAmount(c), 100_000, '100K'],
      [(c: number) => format.formatCoinAmount(c), 5_000, '5K'],
      [(c: number) => format.formatCoinAmount(c), 2_500, '2.5K'],
      [(c: number) => format.formatCoinAmount(c), 1_250, '1.25K'],
      [(c: number) => format.formatCoinAmount(c), 1_000, '1K'],
      [(c: number) => format.formatCoinAmount(c), 999, '999'],
      [(c: number) => format.formatCoinAmount(c, { unit: 'M', fixed: true }), 10_000_000, '10.00M'],
      [(c: number) => format.formatCoinAmount(c, { unit: 'M', fixed: true }), 7_500_000, '7.50M'],
      [(c: number) => format.formatCoinAmount(c, { unit: 'M', fixed: true }), 3_500_000, '3.50M'],
      [(c: number) => format.formatCoinAmount(c, { unit: c >= 1e6 ? 'M' : 'K' }), 1_000_000, '1M'],
      [(c: number) => format.formatCoinAmount(c, { unit: c >= 1e6 ? 'M' : 'K' }), 200_000, '200K'],
      [(c: number) => format.formatCoinAmount(c), 10_000_000, '10M'],
      [(c: number) => format.formatCoinAmount(c), 7_500_000, '7.5M'],
      [(c: number) => format.formatCoinAmount(c), 3_500_000, '3.5M'],
    ];
    for (const [write, coins, text] of cases)
      expect(write(coins), `${write.name}(${coins})`).toBe(text);
  });
  it('en-GB dates in UK time', () => {
    const when = Date.UTC(2026, 10, 21, 17, 0); // 21 Nov 2026 17:00 GMT
    expect(format.formatDateShort(when)).toBe('21/11/2026');
    expect(format.formatDateLong('1990-03-15')).toBe('15 March 1990');
    expect(format.formatDateTime(when)).toBe('21/11/2026, 17:00');
    expect(format.formatDateShort('not a date')).toBe('');
    // British Summer Time
    expect(format.formatDateTime(Date.UTC(2026, 6, 1, 16, 0))).toBe('01/07/2026, 17:00');
  });
  it('percent, odds and labels', () => {
    expect(format.formatPercent(0.072)).toBe('7.2%');
    expect(format.formatPercent(0.2)).toBe('20%');
    expect(format.formatOdds(200_000)).toBe('1 in 200,000');
  });
});

describe('UK dates without Intl (identical text on the server and in every browser)', () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options });
  const short = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
  const dateTime = intl({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const draw = intl({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = intl({
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const intlOffsetMinutes = (time: number) => {
    const p = Object.fromEntries(
      parts.formatToParts(time).map((part) => [part.type, Number(part.value)]),
    );
    return Math.round(
      (Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) -
        Math.floor(time / 60_000) * 60_000) /
        60_000,
    );
  };
  // Any instant from 1996 (today's summer-time rule) to 2100, and the minutes around every clock change.
  const instants = fc.oneof(
    fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2100, 0, 1) }),
    fc.integer({ min: 1996, max: 2099 }).chain((year) =>
      fc.tuple(fc.constantFrom(2, 9), fc.integer({ min: -90, max: 90 })).map(([month, minutes]) => {
        const last = new Date(Date.UTC(year, month + 1, 0));
        return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1) + minutes * 60_000;
      }),
    ),
  );

  it('writes exactly what en-GB Intl.DateTimeFormat writes in Europe/London', () => {
    fc.assert(
      fc.property(instants, (time) => {
        expect(ukOffsetMinutes(time)).toBe(intlOffsetMinutes(time));
        expect(format.formatDateShort(time)).toBe(short.format(time));
        expect(format.formatDateLong(time)).toBe(long.format(time));
        expect(format.formatDateTime(time)).toBe(dateTime.format(time));
        expect(format.formatDrawTime(time)).toBe(draw.format(time));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('en-GB numbers without Intl', () => {
  const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
  const two = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const numbers = fc.oneof(
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000),
    fc.constantFrom(
      0,
      -0,
      0.5,
      1.005,
      2.675,
      999.995,
      1e21,
      1.5e300,
      -1e308,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      5e-324,
    ),
  );
  it('writes exactly what Intl.NumberFormat writes, for whole numbers and two decimals', () => {
    fc.assert(
      fc.property(numbers, (value) => {
        expect(formatWholeEnGb(value)).toBe(whole.format(value));
        expect(formatPenceEnGb(value)).toBe(two.format(value / 100));
      }),
      { numRuns: 3000 },
    );
  });
  it('formatCoins and formatPence keep their output', () => {
    fc.assert(
      fc.property(numbers, (value) => {
        expect(format.formatCoins(value)).toBe(
          Number.isFinite(value) ? whole.format(Math.round(value)) : '0',
        );
        expect(format.formatPence(value)).toBe(
          Number.isFinite(value)
            ? `${value < 0 ? '-' : ''}£${two.format(Math.abs(value) / 100)}`
            : '£0.00',
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('category names in sentence case', () => {
  writesEach('capitalises the first word only and keeps acronyms: %j as %j', format.categoryLabel, [
    ['gifts-and-lifestyle', 'Gifts and lifestyle'],
    ['home-garden-and-diy', 'Home garden and DIY'],
    ['tech', 'Tech'],
    ['', ''],
  ]);
  it('keeps acronyms in capitals inside a phrase', () => {
    expect(format.categoryPhrase('home-garden-and-diy')).toBe('home garden and DIY');
  });
  it('is the phrase with its first letter in capitals, with no hyphen and no other capital but acronyms', () => {
    const slug = fc
      .array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 5 })
      .map((words) => words.join('-'));
    fc.assert(
      fc.property(slug, (value) => {
        const label = format.categoryLabel(value);
        const phrase = format.categoryPhrase(value);
        expect(label.toLowerCase()).toBe(value.replace(/-/g, ' ').toLowerCase());
        expect(label.slice(1)).toBe(phrase.slice(1));
        expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
        expect(label).not.toContain('-');
        for (const word of phrase.split(' '))
          expect(['DIY', 'UK', 'TV', word.toLowerCase()]).toContain(word);
      }),
    );
  });
});

describe('money always has two decimals; coins follow the spec’s K and M rule', () => {
  // The spec’s own examples, one case each so that a failure names the amount; formatPrize
  // writes each the same way by its kind.
  it.each(CASH_PRIZE_EXAMPLES)('writes a cash prize of %s as %s', (pounds, text) => {
    expect(format.formatCashPrize(pounds)).toBe(text);
    expect(format.formatPrize(pounds, 'cash')).toBe(text);
  });
  it.each(COIN_PRIZE_EXAMPLES)('writes a coin prize of %s as %s', (coins, text) => {
    expect(format.formatCoinPrize(coins)).toBe(text);
    expect(format.formatPrize(coins, 'coins')).toBe(text);
  });
  it('keeps the minus of a negative coin amount', () => {
    expect(format.formatCoinAmount(-1_250)).toBe('-1.25K');
  });

  it('writes a unit and fixed decimals where a clause names them', () => {
    const podium = { unit: 'M', fixed: true } as const;
    expect(format.formatCoinAmount(10_000_000, podium)).toBe('10.00M');
    expect(format.formatCoinAmount(7_500_000, podium)).toBe('7.50M');
    expect(format.formatCoinAmount(3_500_000, podium)).toBe('3.50M');
    expect(format.formatCoinAmount(200_000, podium)).toBe('0.20M');
    expect(format.formatCoinAmount(200_000, { unit: 'K' })).toBe('200K');
    expect(format.formatCoinAmount(500, { unit: 'K' })).toBe('0.5K');
  });

  const special = fc.constantFrom(
    Number.NaN,
    Infinity,
    -Infinity,
    -0,
    0,
    0.004,
    0.005,
    0.01,
    1,
    5,
    750,
    999.995,
    1e15,
    1e21,
    1e300,
    -0.01,
    -750,
  );
  const amounts = fc.oneof(
    special,
    fc.integer({ min: 0, max: 10_000 }), // whole pounds
    fc.integer({ min: 0, max: 1e9 }).map((pence) => pence / 100), // pence
    fc.double({ min: 1e6, max: 1e14, noNaN: true }), // large
    fc.double({ min: 0, max: 0.01, noNaN: true }), // tiny
    fc.double({ min: -1e9, max: 0, noNaN: true }), // negative
    fc.double(),
  );

  it('money: a £, thousands separators and exactly two decimals, for every amount', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        for (const text of [
          format.formatGBP(value),
          format.formatCashPrize(value),
          format.formatPrize(value, 'cash'),
        ]) {
          expect(text).not.toMatch(/NaN|Infinity|undefined|e[+-]/);
          expect(text).toMatch(/^-?£\d{1,3}(,\d{3})*\.\d\d$/);
        }
        // A prize is never negative; an amount keeps its sign.
        expect(format.formatCashPrize(value)).not.toMatch(/^-/);
      }),
    );
  });

  it('money reads back to the amount rounded to the penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
        const text = format.formatGBP(pence / 100);
        expect(Number(text.replace(/[£,]/g, ''))).toBe(pence / 100);
      }),
    );
  });

  const coinAmounts = fc.oneof(
    special,
    fc.integer({ min: 0, max: 1_000 }), // below and at 1,000
    fc.integer({ min: 1_000, max: 999_999 }), // thousands
    fc.integer({ min: 1_000_000, max: 1e12 }), // millions
    fc.integer({ min: -1e9, max: -1 }),
    fc.double(),
  );

  it('coins: the whole number under 1,000, K from 1,000, M from a million, up to two decimals', () => {
    fc.assert(
      fc.property(coinAmounts, (value) => {
        const text = format.formatCoinAmount(value);
        expect(text).not.toMatch(/NaN|Infinity|undefined|e[+-]|\.\d*0[KM]$|1,000(\.\d+)?K/);
        const rounded = Number.isFinite(value) ? Math.round(Math.abs(value)) : 0;
        if (rounded < 1000) expect(text.replace(/^-/, '')).toBe(format.formatCoins(rounded));
        else if (rounded < 1e6) expect(text).toMatch(/^-?(\d{1,3}(\.\d{1,2})?K|1M)$/);
        else expect(text).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d{1,2})?M$/);
        expect(format.formatCoinPrize(value)).toMatch(/^-?\d[\d,]*(\.\d{1,2})?[KM]? coins?$/);
      }),
    );
  });

  it('coins read back within half a hundredth of their unit', () => {
    const read = (text: string) => {
      const [, number = '0', unit = ''] = /^(-?[\d,.]+)([KM]?)/.exec(text) ?? [];
      return Number(number.replace(/,/g, '')) * (unit === 'M' ? 1e6 : unit === 'K' ? 1e3 : 1);
    };
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (coins) => {
        const back = read(format.formatCoinAmount(coins));
        const size = Math.abs(coins) >= 999_995 ? 1e6 : Math.abs(coins) >= 1000 ? 1e3 : 1;
        expect(Math.abs(back - coins)).toBeLessThanOrEqual(size / 200 + 1e-6);
        const fixed = format.formatCoinAmount(coins, { unit: 'M', fixed: true });
        expect(fixed).toMatch(/^-?\d{1,3}(,\d{3})*\.\d\dM$/);
        expect(Math.abs(read(fixed) - coins)).toBeLessThanOrEqual(1e6 / 200 + 1e-6);
      }),
    );
  });
});

describe('coins a person holds are exact', () => {
  it('writes every coin with separators and its unit', () => {
    expect(format.formatCoinBalance(12_450_000)).toBe('12,450,000 coins');
    expect(format.formatCoinBalance(1_250)).toBe('1,250 coins');
    expect(format.formatCoinBalance(1_000)).toBe('1,000 coins');
    expect(format.formatCoinBalance(1)).toBe('1 coin');
    expect(format.formatCoinBalance(0)).toBe('0 coins');
    expect(format.formatCoinBalance(-0.4)).toBe('0 coins');
    expect(format.formatCoinBalance(-1_250)).toBe('-1,250 coins');
    expect(format.formatCoinBalance(Number.NaN)).toBe('0 coins');
  });

  it('reads back to the amount rounded to a whole coin, where the short form may not', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (coins) => {
        const text = format.formatCoinBalance(coins);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})* coins?$/);
        expect(Number(text.replace(/[, a-z]/g, ''))).toBe(coins);
      }),
    );
  });
});

describe('the brand count from the data', () => {
  writesEach(
    'rounds down to a ten with a plus from 20, and is exact below: %s as %s',
    format.formatBrandCount,
    [
      [168, '160+'],
      [150, '150+'],
      [20, '20+'],
      [19, '19'],
      [1, '1'],
      [0, '0'],
      [1234, '1,230+'],
      [Number.NaN, '0'],
    ],
  );
  it('gives the parts of the count for its own markup', () => {
    expect(format.brandCountParts(168)).toEqual({ value: 160, plus: true });
    expect(format.brandCountParts(7)).toEqual({ value: 7, plus: false });
  });
  it('never claims more brands than there are, nor fewer than ten less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (count) => {
        const text = format.formatBrandCount(count);
        const shown = Number(text.replace(/[,+]/g, ''));
        expect(shown).toBeLessThanOrEqual(count);
        expect(count - shown).toBeLessThan(10);
        expect(text.endsWith('+')).toBe(count >= 20);
        if (count < 20) expect(shown).toBe(count);
      }),
    );
  });
});
