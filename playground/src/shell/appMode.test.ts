// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_MODE_KEY,
  APP_THEME_KEY,
  appSessionParam,
  resolveAppMode,
  resolveAppTheme,
  sitePath,
} from './appMode';

afterEach(() => window.sessionStorage.clear());

describe('resolveAppMode', () => {
  it('is off for a normal visit', () => {
    expect(resolveAppMode('')).toBe(false);
    expect(resolveAppMode('?category=tech')).toBe(false);
  });

  it('turns on with ?app=1 and stays on for later addresses in the tab', () => {
    expect(resolveAppMode('?app=1')).toBe(true);
    expect(window.sessionStorage.getItem(APP_MODE_KEY)).toBe('1');
    expect(resolveAppMode('')).toBe(true);
    expect(resolveAppMode('?category=tech')).toBe(true);
  });

  it('turns off again with ?app=0', () => {
    resolveAppMode('?app=1');
    expect(resolveAppMode('?app=0')).toBe(false);
    expect(resolveAppMode('')).toBe(false);
  });

  it('ignores other values of app', () => {
    expect(resolveAppMode('?app=yes')).toBe(false);
    expect(window.sessionStorage.getItem(APP_MODE_KEY)).toBeNull();
  });
});

describe('resolveAppTheme (the app chooses the theme)', () => {
  afterEach(() => window.localStorage.clear());

  it('takes ?theme= in app mode for the tab, without touching the web choice', () => {
    window.localStorage.setItem('giftcash:theme', 'light');
    expect(resolveAppTheme('?app=1&theme=dark', true)).toBe('dark');
    expect(window.sessionStorage.getItem(APP_THEME_KEY)).toBe('dark');
    expect(resolveAppTheme('', true)).toBe('dark');
    expect(resolveAppTheme('?theme=light', true)).toBe('light');
    expect(resolveAppTheme('?theme=blue', true)).toBe('light');
    expect(window.localStorage.getItem('giftcash:theme')).toBe('light');
  });

  it('means nothing outside app mode, and leaving app mode forgets it', () => {
    expect(resolveAppTheme('?theme=dark', false)).toBeNull();
    resolveAppTheme('?theme=dark', true);
    expect(resolveAppTheme('?app=0', false)).toBeNull();
    expect(window.sessionStorage.getItem(APP_THEME_KEY)).toBeNull();
  });
});

describe('appSessionParam (the app says who is signed in)', () => {
  it('reads signed-in=1|0 in app mode only', () => {
    expect(appSessionParam('?app=1&signed-in=1', true)).toBe(true);
    expect(appSessionParam('?signed-in=0', true)).toBe(false);
    expect(appSessionParam('?signed-in=yes', true)).toBeNull();
    expect(appSessionParam('?signed-in=1', false)).toBeNull();
  });
});

describe('sitePath (the route the app returns to)', () => {
  it('keeps the path and query, drops the webview parameters', () => {
    expect(sitePath('/account/wallet', '?app=1&theme=dark&signed-in=0&tab=2')).toBe(
      '/account/wallet?tab=2',
    );
    expect(sitePath('/account', '')).toBe('/account');
    expect(sitePath('//evil.example', '')).toBe('/evil.example');
  });
});
