/**
 * Which app download the visitor's device calls for, React-free:
 * - `ios`: iPhone, iPad, iPod, or iPadOS asking for the desktop site (a "Macintosh" with touch points);
 * - `android`: an Android user agent;
 * - `handheld`: another phone or tablet (a coarse primary pointer, or a mobile user agent);
 * - `desktop`: everything else, and the server.
 * On a phone or tablet the dialog leads with one button to the store for the platform; a QR code is
 * for desktops (it is useless on the phone in your hand).
 */
export type AppDevice = 'ios' | 'android' | 'handheld' | 'desktop';

/** What the device tells the page. */
export interface AppDeviceSignals {
  /** `navigator.userAgent`. */
  userAgent: string;
  /** `navigator.maxTouchPoints`. @default 0 */
  maxTouchPoints?: number;
  /** Whether `(pointer: coarse)` matches (the primary pointer is a finger). @default false */
  coarsePointer?: boolean;
}

const IOS = /\b(?:iPhone|iPad|iPod)\b/;
const MAC = /\bMacintosh\b/;
const ANDROID = /\bAndroid\b/i;
const MOBILE = /Mobi|Tablet|Silk|Kindle|BlackBerry|BB10|Opera Mini|IEMobile|webOS/i;

/** The device kind for these signals (pure; see {@link AppDevice}). */
export function appDeviceOf({
  userAgent,
  maxTouchPoints = 0,
  coarsePointer = false,
}: AppDeviceSignals): AppDevice {
  if (IOS.test(userAgent) || (MAC.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (ANDROID.test(userAgent)) return 'android';
  if (coarsePointer || MOBILE.test(userAgent)) return 'handheld';
  return 'desktop';
}

/** The device kind of this browser; `desktop` on the server. Read it when needed (not at import time). */
export function detectAppDevice(): AppDevice {
  if (typeof navigator === 'undefined') return 'desktop';
  const coarsePointer =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches;
  return appDeviceOf({
    userAgent: navigator.userAgent ?? '',
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    coarsePointer,
  });
}
