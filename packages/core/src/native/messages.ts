/**
 * The message protocol between the web screens and the GiftCash iOS and Android apps, when the
 * screens run inside the apps' webviews. The web cannot buy, sign in or play for real, and does
 * not open other sites itself; inside the app it hands those actions to native code.
 *
 * Every message is a plain JSON object with the protocol version `v` and a `type`. The page
 * posts {@link NativeAppMessage}s: React Native receives them as JSON strings
 * (`window.ReactNativeWebView.postMessage`), WKWebView as objects
 * (`window.webkit.messageHandlers.giftcash.postMessage`). The app may send
 * {@link NativePageMessage}s back. The same protocol is published as a JSON Schema:
 * `@giftcash/core/native-messages.schema.json`.
 */

/** The protocol version every message carries as `v`. */
export const NATIVE_PROTOCOL_VERSION = 1;

/** Start a purchase of `brandId` for `amount` pounds (two decimals, e.g. `"25.00"`). */
export interface NativeBuyMessage {
  /** The message's kind. */
  type: 'buy';
  /** The brand's id, as in `/brand/{brandId}`. */
  brandId: string;
  /** The gift card value in pounds with two decimals, e.g. `"25.00"`. */
  amount: string;
}

/** Show the app's sign-in (or sign-up) screen; once signed in, open `returnTo` in the webview. */
export interface NativeSignInMessage {
  /** The message's kind. */
  type: 'sign-in';
  /** The page to return to: a path on this site with its query, e.g. `/account/wallet`. */
  returnTo: string;
}

/** Open the native share sheet. */
export interface NativeShareMessage {
  /** The message's kind. */
  type: 'share';
  /** Address to share (absolute http/https; the public address, never with `app=1`). */
  url: string;
  /** Text to go with it. */
  text: string;
}

/** Open the brand's page in the app. */
export interface NativeOpenBrandMessage {
  /** The message's kind. */
  type: 'open-brand';
  /** The brand's id. */
  brandId: string;
}

/** Anything else that needs the app (the web's download popup): `reason` says what, `params` carry context. */
export interface NativeOpenAppMessage {
  /** The message's kind. */
  type: 'open-app';
  /** Why the web asked, e.g. `download`, `start-saving`. */
  reason: string;
  /** Deep-link parameters (the same the download popup's links would carry). */
  params: Record<string, string>;
}

/** Open an address outside the site (a brand's website, terms, social links) in the system browser or app. */
export interface NativeOpenUrlMessage {
  /** The message's kind. */
  type: 'open-url';
  /** An absolute `http:`, `https:`, `mailto:` or `tel:` address. */
  url: string;
}

/** Every message the web posts to the native apps (without `v`: {@link postToNativeApp} adds it). */
export type NativeAppMessage =
  | NativeBuyMessage
  | NativeSignInMessage
  | NativeShareMessage
  | NativeOpenBrandMessage
  | NativeOpenAppMessage
  | NativeOpenUrlMessage;

/** A message as it travels: the message plus the protocol version. */
export type Versioned<T> = T & { v: typeof NATIVE_PROTOCOL_VERSION };

/** Tells the page whether the person is signed in in the app (sent after `sign-in`, or on sign-out). */
export interface NativeSessionMessage {
  /** The protocol version. */
  v: typeof NATIVE_PROTOCOL_VERSION;
  /** The message's kind. */
  type: 'session';
  /** Whether the person is signed in. */
  signedIn: boolean;
}

/** Every message the apps send to the page (`window.postMessage`, or a `message` event on `window` or `document`). */
export type NativePageMessage = NativeSessionMessage;

/** The `type` of every message the page posts, in one list (documentation and validation). */
export const NATIVE_MESSAGE_TYPES = [
  'buy',
  'sign-in',
  'share',
  'open-brand',
  'open-app',
  'open-url',
] as const;

/** The `type` of a message the page posts. */
export type NativeMessageType = NativeAppMessage['type'];

// The same rules as native-messages.schema.json (a test checks they agree on every input).
const FIELDS: Record<NativeMessageType, Record<string, RegExp | 'params'>> = {
  buy: { brandId: /[\s\S]/, amount: /^\d+(\.\d{2})?$/ },
  'sign-in': { returnTo: /^\/(?!\/)/ },
  share: { url: /^https?:\/\//, text: /(?:)/ },
  'open-brand': { brandId: /[\s\S]/ },
  'open-app': { reason: /(?:)/, params: 'params' },
  'open-url': { url: /^(https?:\/\/|mailto:|tel:)\S+$/ },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `value` is a well-formed, versioned {@link NativeAppMessage} as the page posts it
 * (`v: 1`, a known `type`, exactly its fields). Native code and tests use it to reject anything else.
 */
export function isNativeAppMessage(value: unknown): value is Versioned<NativeAppMessage> {
  if (
    !isRecord(value) ||
    value.v !== NATIVE_PROTOCOL_VERSION ||
    typeof value.type !== 'string' ||
    !Object.hasOwn(FIELDS, value.type)
  )
    return false;
  const fields = FIELDS[value.type as NativeMessageType];
  const keys = Object.keys(value);
  if (keys.length !== Object.keys(fields).length + 2) return false;
  return Object.entries(fields).every(([key, rule]) => {
    const field = value[key];
    if (rule === 'params')
      return isRecord(field) && Object.values(field).every((item) => typeof item === 'string');
    return typeof field === 'string' && rule.test(field);
  });
}

/** Parses a JSON string or object; `undefined` when it is not JSON. */
const fromWire = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/** Parses what React Native's `onMessage` receives (`event.nativeEvent.data`) or WKWebView's `message.body`; `null` for anything malformed. */
export function parseNativeAppMessage(data: unknown): Versioned<NativeAppMessage> | null {
  const value = fromWire(data);
  return isNativeAppMessage(value) ? value : null;
}

/** Parses a message from the app (a JSON string or an object); `null` for anything else. */
export function parseNativePageMessage(data: unknown): NativePageMessage | null {
  const value = fromWire(data);
  if (
    !isRecord(value) ||
    value.v !== NATIVE_PROTOCOL_VERSION ||
    value.type !== 'session' ||
    typeof value.signedIn !== 'boolean' ||
    Object.keys(value).length !== 3
  )
    return null;
  return value as unknown as NativeSessionMessage;
}
