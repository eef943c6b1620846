import { afterEach, describe, expect, it } from 'vitest';
import { APP_MODE_KEY, resolveAppMode } from './appMode';

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
