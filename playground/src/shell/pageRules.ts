/**
 * What the page decides from what only the browser knows, before its first paint: the storage
 * keys and accepted values of the theme, app mode and cookie consent. The app's modules
 * (theme.ts, appMode.ts, cookieConsent.ts) read them from here, and the build writes the same
 * object into playground/page-start.js (see vite.config.ts), so each rule is written once.
 * No imports: vite.config.ts loads this file as it is.
 */
export const PAGE_RULES = {
  /** localStorage key of the chosen theme. */
  themeKey: 'giftcash:theme',
  /** The themes (`data-theme` values). */
  themes: ['light', 'dark'],
  /** sessionStorage key that keeps app mode for the tab. */
  appModeKey: 'giftcash:app',
  /** What that key holds while app mode is on. */
  appModeOn: '1',
  /** sessionStorage key of the theme the app chose for the tab. */
  appThemeKey: 'giftcash:app-theme',
  /** `?app=` values that turn app mode on, and off. */
  appOn: ['1', 'true'],
  appOff: ['0', 'false'],
  /** localStorage key of the cookie consent (the spec's). */
  cookieConsentKey: 'cookieConsent',
} as const;

/** The placeholder in playground/page-start.js that the rules replace. */
export const PAGE_RULES_PLACEHOLDER = '__GIFTCASH_PAGE_RULES__';

/** page-start.js's source with the rules written in. */
export function withPageRules(source: string): string {
  if (!source.includes(PAGE_RULES_PLACEHOLDER))
    throw new Error(`page-start.js has no ${PAGE_RULES_PLACEHOLDER} to write the rules into`);
  return source.replaceAll(PAGE_RULES_PLACEHOLDER, JSON.stringify(PAGE_RULES));
}
