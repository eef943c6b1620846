// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAppMode, resolveAppTheme } from './appMode';
import { PAGE_RULES, withPageRules } from './pageRules';
import { initialTheme } from './theme';

const SOURCE = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../page-start.js'),
  'utf8',
);

/** Runs page-start.js as the build inlines it (rules written in) at `search`; returns <html>'s marks. */
function runPageInit(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  const root = document.documentElement;
  for (const name of ['data-theme', 'data-app-mode', 'data-cookie-consent'])
    root.removeAttribute(name);
  new Function(withPageRules(SOURCE))();
  return {
    theme: root.getAttribute('data-theme'),
    appMode: root.getAttribute('data-app-mode'),
    consent: root.hasAttribute('data-cookie-consent'),
  };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the rules page-start.js applies before first paint live once, in pageRules.ts', () => {
  it('page-start.js spells no key or value of its own: the build writes the rules in', () => {
    for (const value of [
      PAGE_RULES.themeKey,
      PAGE_RULES.appModeKey,
      PAGE_RULES.appThemeKey,
      PAGE_RULES.cookieConsentKey,
    ])
      expect(SOURCE).not.toContain(`'${value}'`);
    expect(() => withPageRules('no placeholder')).toThrow('__GIFTCASH_PAGE_RULES__');
  });

  it.each([
    ['?app=1&theme=dark', { theme: 'dark', appMode: 'app' }],
    ['?app=true&theme=light', { theme: 'light', appMode: 'app' }],
    ['?theme=dark', { theme: 'light', appMode: null }],
    ['?app=0', { theme: 'light', appMode: null }],
  ])('at %s the script and the app agree', (search, expected) => {
    expect(runPageInit(search)).toMatchObject(expected);
    const appMode = resolveAppMode(search);
    expect(appMode).toBe(expected.appMode === 'app');
    expect(resolveAppTheme(search, appMode) ?? initialTheme()).toBe(expected.theme);
  });

  it('a tab remembered in app mode, a saved theme and an accepted banner are read from the same keys', () => {
    resolveAppMode('?app=1');
    resolveAppTheme('?theme=dark', true);
    localStorage.setItem(PAGE_RULES.cookieConsentKey, 'accepted');
    expect(runPageInit('')).toEqual({ theme: 'dark', appMode: 'app', consent: true });
    resolveAppMode('?app=0');
    localStorage.setItem(PAGE_RULES.themeKey, 'dark');
    expect(runPageInit('')).toEqual({ theme: 'dark', appMode: null, consent: true });
  });
});
