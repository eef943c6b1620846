/**
 * The gift card value rules of the spec (section 5), framework-free:
 * - the text is read by core's one amount rule (`parseAmount`): digits with an optional point and
 *   at most two decimals, commas between thousands (`1,500`) or before the pence (`20,50`); any
 *   other text is refused with the reason;
 * - a value over `digital_face_value_limits.upper` is refused with `Max £{limit} per Gift Card`,
 *   whatever its length (compared in exact pence);
 * - `Min: £x; Max: £y` shows only when both limits are above 0;
 * - Buy Securely with an empty or non-positive amount says `Please enter a valid amount`.
 * Values are compared in integer pence, never as floating-point pounds.
 */
import {
  AMOUNT_PROBLEM_MESSAGES,
  formatGBP,
  limitPence as corePence,
  parseAmount,
  type FaceValueLimits,
} from '@giftcash/core';

/** Whether `text` is an acceptable (possibly incomplete) value text: `''`, `12`, `12.`, `.5`, `12.50`, `1,500`, `20,`, `20,50`. */
export const isValueText = (text: string): boolean =>
  text === text.trim() && parseAmount(text).kind !== 'invalid';

/** The message for an amount too large to count (only reachable without an upper limit). */
export const TOO_LARGE_MESSAGE = 'Enter a smaller amount';
const MAX_PENCE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A limit above 0 in whole pence, or `null` when there is none: the upper limit rounded down and
 * the lower one (`up`) up, so a limit between two pennies (`10.555`) never admits a penny beyond it.
 */
export function limitPence(pounds: number | undefined, up?: boolean): number | null {
  const pence = pounds! > 0 ? corePence(pounds!, up) : 0;
  return Number.isSafeInteger(pence) && pence > 0 ? pence : null;
}
const bigLimit = (pounds: number | undefined, up?: boolean): bigint | null => {
  const pence = limitPence(pounds, up);
  return pence === null ? null : BigInt(pence);
};
/** A limit as shown: to the penny it guards (`10.555` as an upper limit is `£10.55`). */
const shownLimit = (pounds: number, up?: boolean): string =>
  formatLimit((limitPence(pounds, up) ?? 0) / 100);

/** The message for a value over the upper limit. */
export const overLimitMessage = (upper: number): string => `Max ${shownLimit(upper)} per Gift Card`;
/** The message for Buy Securely with a value under the lower limit (our wording; the spec leaves it open). */
export const underLimitMessage = (lower: number): string =>
  `Min ${shownLimit(lower, true)} per Gift Card`;
/** The message for Buy Securely with an empty or non-positive amount. */
export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount';

/** A limit or denomination in pounds, with two decimals like all money: `£500.00`, `£1,000.00`, `£12.50`. */
export function formatLimit(pounds: number): string {
  return formatGBP(pounds);
}

/** `Min: £x; Max: £y` when both limits are above 0, else `null`. */
export function limitsLabel(limits: FaceValueLimits | undefined): string | null {
  if (!limits || limitPence(limits.lower, true) === null || limitPence(limits.upper) === null)
    return null;
  return `Min: ${shownLimit(limits.lower, true)}; Max: ${shownLimit(limits.upper)}`;
}

/** The outcome of a proposed change of the value text. */
export type ValueChange =
  /** The text is taken as the new value (and any error message is cleared). */
  | { accepted: true; value: string }
  /** The text is refused; the previous value stays. `error` is set when the person should be told why. */
  | { accepted: false; error: string | null };

/**
 * Decides on a change of the value text, whether typed, pasted or composed with an IME: text that
 * can never become an amount is refused with the reason, and a value over the upper limit (when
 * the upper limit is above 0) with its message, whatever its length. Surrounding spaces of a
 * paste are dropped.
 */
export function proposeValue(next: string, limits: FaceValueLimits | undefined): ValueChange {
  const parsed = parseAmount(next);
  if (parsed.kind === 'invalid')
    return { accepted: false, error: AMOUNT_PROBLEM_MESSAGES[parsed.problem] };
  if (parsed.kind === 'amount') {
    const upper = bigLimit(limits?.upper);
    if (upper !== null && parsed.pence > upper)
      return { accepted: false, error: overLimitMessage(limits!.upper) };
    if (parsed.pence > MAX_PENCE) return { accepted: false, error: TOO_LARGE_MESSAGE };
  }
  return { accepted: true, value: next.trim() };
}

/**
 * Checks the value when Buy Securely is pressed. Returns the error to show, or `null` when
 * the purchase may go ahead (the app download dialog opens).
 * Under the lower limit: refused with `Min £{lower} per Gift Card` — typing is never blocked
 * on the way up (`1` on the way to `10`), so the minimum is enforced here, at purchase. An
 * unfinished comma amount (`20,`) is refused with the comma rule.
 */
export function checkPurchase(value: string, limits: FaceValueLimits | undefined): string | null {
  const parsed = parseAmount(value);
  if (parsed.kind === 'partial' || parsed.kind === 'invalid') {
    return parsed.problem === 'incomplete' || parsed.problem === 'characters'
      ? INVALID_AMOUNT_MESSAGE
      : AMOUNT_PROBLEM_MESSAGES[parsed.problem];
  }
  if (parsed.kind === 'empty' || parsed.pence <= 0n) return INVALID_AMOUNT_MESSAGE;
  const upper = bigLimit(limits?.upper);
  if (upper !== null && parsed.pence > upper) return overLimitMessage(limits!.upper);
  if (parsed.pence > MAX_PENCE) return TOO_LARGE_MESSAGE;
  const lower = bigLimit(limits?.lower, true);
  if (lower !== null && parsed.pence < lower) return underLimitMessage(limits!.lower);
  return null;
}

/** Integer pence as the amount parameter the app expects: `2500` → `25.00`. */
export function penceToAmount(pence: number): string {
  const whole = Math.trunc(pence / 100);
  return `${whole}.${String(pence % 100).padStart(2, '0')}`;
}
