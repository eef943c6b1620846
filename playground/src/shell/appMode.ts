import { readStorage, writeStorage } from '@giftcash/core';

/** sessionStorage key that keeps app mode for the tab once a page was opened with `?app=1`. */
export const APP_MODE_KEY = 'giftcash:app';

/**
 * Whether the site runs inside the native apps' webview (no header, footer or cookie banner).
 * `?app=1` turns it on and remembers it for the tab, so in-app navigation (whose addresses no
 * longer carry the parameter) keeps the chrome hidden; `?app=0` turns it off again.
 */
export function resolveAppMode(search: string): boolean {
  const value = new URLSearchParams(search).get('app');
  if (value === '1' || value === 'true') {
    writeStorage(APP_MODE_KEY, '1', 'session');
    return true;
  }
  if (value === '0' || value === 'false') {
    writeStorage(APP_MODE_KEY, null, 'session');
    return false;
  }
  return readStorage(APP_MODE_KEY, 'session') === '1';
}
