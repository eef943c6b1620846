import { readStorage, WEBVIEW_PARAMS, writeStorage } from '@giftcash/core';
import { PAGE_RULES } from './pageRules';
import { parseTheme, type Theme } from './theme';

/** sessionStorage key that keeps app mode for the tab once a page was opened with `?app=1`. */
export const APP_MODE_KEY = PAGE_RULES.appModeKey;

/**
 * Whether the site runs inside the native apps' webview (no header, footer or cookie banner).
 * `?app=1` turns it on and remembers it for the tab, so in-app navigation (whose addresses no
 * longer carry the parameter) keeps the chrome hidden; `?app=0` turns it off again.
 */
export function resolveAppMode(search: string): boolean {
  const value = new URLSearchParams(search).get('app');
  if (PAGE_RULES.appOn.some((on) => on === value)) {
    writeStorage(APP_MODE_KEY, PAGE_RULES.appModeOn, 'session');
    return true;
  }
  if (PAGE_RULES.appOff.some((off) => off === value)) {
    writeStorage(APP_MODE_KEY, null, 'session');
    return false;
  }
  return readStorage(APP_MODE_KEY, 'session') === PAGE_RULES.appModeOn;
}

/** sessionStorage key of the theme the app chose (`?app=1&theme=dark`), kept for the tab. */
export const APP_THEME_KEY = PAGE_RULES.appThemeKey;

/**
 * The theme the app chose, or `null` (then the web rule applies). In app mode `theme=light|dark`
 * sets it for the tab (sessionStorage, never the web's saved choice); later addresses keep it.
 * Leaving app mode forgets it. playground/page-start.js applies the same rule before first paint, with the
 * keys and values of ./pageRules.ts.
 */
export function resolveAppTheme(search: string, appMode: boolean): Theme | null {
  if (!appMode) {
    writeStorage(APP_THEME_KEY, null, 'session');
    return null;
  }
  const asked = parseTheme(new URLSearchParams(search).get('theme'));
  if (asked) writeStorage(APP_THEME_KEY, asked, 'session');
  return asked ?? parseTheme(readStorage(APP_THEME_KEY, 'session'));
}

/**
 * What the app says about the session when it opens the webview: in app mode, `signed-in=1`
 * (signed in) or `signed-in=0` (signed out); `null` when it says nothing.
 */
export function appSessionParam(search: string, appMode: boolean): boolean | null {
  if (!appMode) return null;
  const value = new URLSearchParams(search).get('signed-in');
  return value === '1' ? true : value === '0' ? false : null;
}

/**
 * A path on this site (with its query, without the webview-only parameters) for the app to
 * return to, e.g. `/account/wallet?tab=2` from `/account/wallet`, `?app=1&tab=2`.
 */
export function sitePath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of WEBVIEW_PARAMS) params.delete(name);
  const query = params.toString();
  return `/${pathname.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}
