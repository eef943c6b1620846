// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  initialTheme,
  parseTheme,
  saveTheme,
  storedTheme,
  systemTheme,
  THEME_KEY,
  toggledTheme,
} from './theme';

const mockSystem = (dark: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme', () => {
  it('accepts only light and dark as stored values', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('Dark')).toBeNull();
    expect(parseTheme('')).toBeNull();
    expect(parseTheme(null)).toBeNull();
  });

  it('defaults to the system preference when nothing is saved', () => {
    mockSystem(true);
    expect(systemTheme()).toBe('dark');
    expect(initialTheme()).toBe('dark');
  });

  it('prefers the saved choice over the system preference', () => {
    mockSystem(true);
    saveTheme('light');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('light');
    expect(storedTheme()).toBe('light');
    expect(initialTheme()).toBe('light');
  });

  it('ignores a garbled saved value', () => {
    mockSystem(false);
    window.localStorage.setItem(THEME_KEY, 'purple');
    expect(initialTheme()).toBe('light');
  });

  it('falls back to the system preference when storage throws', () => {
    mockSystem(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(initialTheme()).toBe('dark');
  });

  it('applies the theme as data-theme on <html> and toggles', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(toggledTheme('dark')).toBe('light');
    expect(toggledTheme('light')).toBe('dark');
  });
});
