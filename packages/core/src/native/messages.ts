/**
 * Messages the web screens post to the GiftCash iOS and Android apps when they run inside the
 * apps' webviews. The web cannot buy, sign in or play for real; inside the app it hands those
 * actions to native code instead of opening the download popup.
 *
 * Every message is a plain JSON object with a `type`. React Native receives it as a JSON string
 * (`window.ReactNativeWebView.postMessage`), WKWebView as an object
 * (`window.webkit.messageHandlers.giftcash.postMessage`).
 */

/** Start a purchase of `brandId` for `amount` pounds (two decimals, e.g. `"25.00"`). */
export interface NativeBuyMessage {
  type: 'buy';
  /** The brand's id, as in `/brand/{brandId}`. */
  brandId: string;
  /** The gift card value in pounds with two decimals, e.g. `"25.00"`. */
  amount: string;
}

/** Show the app's sign-in (or sign-up) screen. */
export interface NativeSignInMessage {
  type: 'sign-in';
}

/** Open the native share sheet. */
export interface NativeShareMessage {
  type: 'share';
  /** Address to share (absolute http/https). */
  url: string;
  /** Text to go with it. */
  text: string;
}

/** Open the brand's page in the app. */
export interface NativeOpenBrandMessage {
  type: 'open-brand';
  /** The brand's id. */
  brandId: string;
}

/** Anything else that needs the app (the web's download popup): `reason` says what, `params` carry context. */
export interface NativeOpenAppMessage {
  type: 'open-app';
  /** Why the web asked, e.g. `download`, `rewards`, `raffle`. */
  reason: string;
  /** Deep-link parameters (the same the download popup's links would carry). */
  params: Record<string, string>;
}

/** Every message the web posts to the native apps. */
export type NativeAppMessage =
  | NativeBuyMessage
  | NativeSignInMessage
  | NativeShareMessage
  | NativeOpenBrandMessage
  | NativeOpenAppMessage;

/** The `type` of every message, in one list (documentation and validation). */
export const NATIVE_MESSAGE_TYPES = ['buy', 'sign-in', 'share', 'open-brand', 'open-app'] as const;

export type NativeMessageType = NativeAppMessage['type'];

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isString);

/**
 * Whether `value` is a well-formed {@link NativeAppMessage} (or its JSON string). Native code and
 * tests use it to reject anything else.
 */
export function isNativeAppMessage(value: unknown): value is NativeAppMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'buy':
      return isString(message.brandId) && message.brandId !== '' && isString(message.amount) && /^\d+(\.\d{2})?$/.test(message.amount);
    case 'sign-in':
      return true;
    case 'share':
      return isString(message.url) && isString(message.text);
    case 'open-brand':
      return isString(message.brandId) && message.brandId !== '';
    case 'open-app':
      return isString(message.reason) && isStringRecord(message.params);
    default:
      return false;
  }
}

/** Parses what React Native's `onMessage` receives (`event.nativeEvent.data`); `null` for anything malformed. */
export function parseNativeAppMessage(data: unknown): NativeAppMessage | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return isNativeAppMessage(value) ? value : null;
}
