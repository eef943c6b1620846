import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from './cookieConsent';
import { useCookieBanner } from './useCookieBanner';

afterEach(() => window.localStorage.clear());

describe('useCookieBanner', () => {
  it('shows until accepted, and stores the consent', () => {
    const { result } = renderHook(() => useCookieBanner());
    expect(result.current.shown).toBe(true);
    act(() => result.current.accept());
    expect(result.current.shown).toBe(false);
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
  });

  it('hides for this page only when closed, storing nothing', () => {
    const { result } = renderHook(() => useCookieBanner());
    act(() => result.current.close());
    expect(result.current.shown).toBe(false);
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
  });

  it('hides when consent is given in another tab', () => {
    const { result } = renderHook(() => useCookieBanner());
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_KEY }));
    });
    expect(result.current.shown).toBe(false);
  });

  it('is not shown once consent is stored', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    expect(renderHook(() => useCookieBanner()).result.current.shown).toBe(false);
  });
});
