// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptCookieConsent,
  COOKIE_BANNER_TEXT,
  COOKIE_CONSENT_KEY,
  needsCookieConsent,
} from './cookieConsent';

afterEach(() => window.localStorage.clear());

describe('cookie consent', () => {
  it('keeps the exact text of the spec', () => {
    expect(COOKIE_BANNER_TEXT).toBe(
      'We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.',
    );
  });

  it('asks while nothing is stored under cookieConsent', () => {
    expect(needsCookieConsent()).toBe(true);
  });

  it('stores cookieConsent=accepted on accept and stops asking', () => {
    expect(acceptCookieConsent()).toBe(true);
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(needsCookieConsent()).toBe(false);
  });

  it('treats any stored value as an answer (the banner only shows when nothing is stored)', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'something-else');
    expect(needsCookieConsent()).toBe(false);
  });

  it('does not throw when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(acceptCookieConsent()).toBe(false);
  });
});
