/**
 * en-GB numbers without starting ICU (whose first use costs tens of milliseconds when a page
 * loads): whole numbers and whole pence are written out by hand, exactly as
 * `Intl.NumberFormat('en-GB')` writes them; anything else (fractions of a penny, amounts past
 * £10 trillion or numbers past 1e21, which only hostile data holds) goes to Intl, made on first use.
 */
const group = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');
const formats: Intl.NumberFormat[] = [];
const intl = (value: number, decimals: number) =>
  (formats[decimals] ??= new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })).format(value);

/** A whole number with thousands separators: `25,000`. */
export const formatWholeEnGb = (value: number): string =>
  Number.isInteger(value) && Math.abs(value) < 1e21
    ? sign(value) + group(Math.abs(value))
    : intl(value, 0);

/** Whole pence as pounds with two decimals and thousands separators: `123456` → `1,234.56`. */
export const formatPenceEnGb = (pence: number): string =>
  // Past 1e15 pence, pounds as a double lose the last digit: Intl's reading is what counts.
  Number.isInteger(pence) && Math.abs(pence) < 1e15
    ? `${sign(pence)}${group(Math.floor(Math.abs(pence) / 100))}.${String(Math.abs(pence) % 100).padStart(2, '0')}`
    : intl(pence / 100, 2);
