import { readStorage, writeStorage } from '@giftcash/core';
import { PAGE_RULES } from './pageRules';

/** localStorage key and value of the spec's cookie consent. */
export const COOKIE_CONSENT_KEY = PAGE_RULES.cookieConsentKey;
export const COOKIE_CONSENT_ACCEPTED = 'accepted';

/** The banner's text, exactly as the spec gives it. */
export const COOKIE_BANNER_TEXT =
  'We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.';

/** The banner shows while nothing is stored under `cookieConsent`. */
export function needsCookieConsent(): boolean {
  return readStorage(COOKIE_CONSENT_KEY) === null;
}

/** Accept: stores `cookieConsent` = `accepted`. */
export function acceptCookieConsent(): boolean {
  return writeStorage(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED);
}
