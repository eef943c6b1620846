import { useCallback, useEffect, useState } from 'react';
import { acceptCookieConsent, COOKIE_CONSENT_KEY, needsCookieConsent } from './cookieConsent';

/** Whether the cookie banner shows, and its two actions. */
export interface CookieBannerState {
  /** No consent is stored, and the banner was not closed on this page. */
  shown: boolean;
  /** Stores the consent and hides the banner. */
  accept(): void;
  /** Hides the banner for this page only (it shows again on the next visit). */
  close(): void;
}

/** The cookie banner: shown until consent is stored; consent given in another tab hides it here too. */
export function useCookieBanner(): CookieBannerState {
  const [shown, setShown] = useState(needsCookieConsent);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === COOKIE_CONSENT_KEY || event.key === null) && !needsCookieConsent())
        setShown(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const accept = useCallback(() => {
    acceptCookieConsent();
    setShown(false);
  }, []);
  const close = useCallback(() => setShown(false), []);
  return { shown, accept, close };
}
