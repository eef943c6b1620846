/**
 * The gift card value rules of the spec (section 5), framework-free:
 * - the text accepts only digits with an optional point and at most two decimals, or empty;
 * - a value over `digital_face_value_limits.upper` is refused with `Max £{limit} per Gift Card`;
 * - `Min: £x; Max: £y` shows only when both limits are above 0;
 * - Buy Securely with an empty or non-positive amount says `Please enter a valid amount`.
 * Values are compared in integer pence, never as floating-point pounds.
 */
import { parsePounds, toPence, type FaceValueLimits } from '@giftcash/core';

/** Digits with an optional point and at most two decimals, or empty. ASCII digits only. */
const VALUE_TEXT = /^[0-9]*(?:\.[0-9]{0,2})?$/;

/** Whether `text` is an acceptable (possibly incomplete) value text: `''`, `12`, `12.`, `.5`, `12.50`. */
export const isValueText = (text: string): boolean => VALUE_TEXT.test(text);

/** The message for a value over the upper limit. */
export const overLimitMessage = (upper: number): string => `Max ${formatLimit(upper)} per Gift Card`;
/** The message for Buy Securely with a value under the lower limit (our wording; the spec leaves it open). */
export const underLimitMessage = (lower: number): string => `Min ${formatLimit(lower)} per Gift Card`;
/** The message for Buy Securely with an empty or non-positive amount. */
export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount';

/** A limit in pounds as `£500` (whole pounds) or `£12.50`. */
export function formatLimit(pounds: number): string {
  const pence = toPence(pounds);
  if (!Number.isFinite(pence)) return '£0';
  const whole = Math.trunc(pence / 100);
  const fraction = pence % 100;
  return fraction === 0 ? `£${whole}` : `£${whole}.${String(fraction).padStart(2, '0')}`;
}

/** `Min: £x; Max: £y` when both limits are above 0, else `null`. */
export function limitsLabel(limits: FaceValueLimits | undefined): string | null {
  if (!limits || !(limits.lower > 0) || !(limits.upper > 0)) return null;
  return `Min: ${formatLimit(limits.lower)}; Max: ${formatLimit(limits.upper)}`;
}

/** The outcome of a proposed change of the value text. */
export type ValueChange =
  /** The text is taken as the new value (and any error message is cleared). */
  | { accepted: true; value: string }
  /** The text is refused; the previous value stays. `error` is set when the person should be told why. */
  | { accepted: false; error: string | null };

/**
 * Decides on a change of the value text, whether typed, pasted or composed with an IME:
 * anything that is not digits + optional point + ≤ 2 decimals is refused silently, and a
 * value over the upper limit (when the upper limit is above 0) is refused with its message.
 */
export function proposeValue(next: string, limits: FaceValueLimits | undefined): ValueChange {
  if (!isValueText(next)) return { accepted: false, error: null };
  const pence = parsePounds(next);
  const upper = limits && limits.upper > 0 ? toPence(limits.upper) : NaN;
  if (pence !== null && Number.isFinite(upper) && pence > upper) {
    return { accepted: false, error: overLimitMessage(limits!.upper) };
  }
  return { accepted: true, value: next };
}

/**
 * Checks the value when Buy Securely is pressed. Returns the error to show, or `null` when
 * the purchase may go ahead (the app download dialog opens).
 * Under the lower limit: refused with `Min £{lower} per Gift Card` — typing is never blocked
 * on the way up (`1` on the way to `10`), so the minimum is enforced here, at purchase.
 */
export function checkPurchase(value: string, limits: FaceValueLimits | undefined): string | null {
  const pence = isValueText(value) ? parsePounds(value) : null;
  if (pence === null || pence <= 0) return INVALID_AMOUNT_MESSAGE;
  if (limits && limits.upper > 0 && pence > toPence(limits.upper)) return overLimitMessage(limits.upper);
  if (limits && limits.lower > 0 && pence < toPence(limits.lower)) return underLimitMessage(limits.lower);
  return null;
}

/** Integer pence as the amount parameter the app expects: `2500` → `25.00`. */
export function penceToAmount(pence: number): string {
  const whole = Math.trunc(pence / 100);
  return `${whole}.${String(pence % 100).padStart(2, '0')}`;
}
