/**
 * en-GB numbers written out by hand (comma thousands separator, point decimal separator, half
 * away from zero on the shortest decimal form, as Intl.NumberFormat rounds): the same text as
 * `new Intl.NumberFormat('en-GB', { minimumFractionDigits: d, maximumFractionDigits: d })`
 * without starting ICU, whose first use costs tens of milliseconds when a page loads.
 */

/** The shortest decimal form of a finite non-negative number, without an exponent. */
function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Rounds a plain decimal string to `decimals` places, half away from zero; returns [whole, fraction]. */
function roundDecimal(text: string, decimals: number): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = (fraction + '0'.repeat(decimals)).slice(0, decimals);
  const roundUp = (fraction[decimals] ?? '0') >= '5';
  if (!roundUp) return [whole, kept];
  // Add one unit in the last kept place.
  const digits = (whole + kept).split('').map(Number);
  let index = digits.length - 1;
  while (index >= 0) {
    if (digits[index]! < 9) {
      digits[index]! += 1;
      break;
    }
    digits[index] = 0;
    index -= 1;
  }
  const joined = (index < 0 ? '1' : '') + digits.join('');
  return [joined.slice(0, joined.length - decimals) || '0', joined.slice(joined.length - decimals)];
}

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `value` with exactly `decimals` decimal places and thousands separators, e.g. `1,234.50`. */
export function formatNumberEnGb(value: number, decimals: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundDecimal(plainDecimal(Math.abs(value)), decimals);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${group(whole)}${decimals ? `.${fraction}` : ''}`;
}
