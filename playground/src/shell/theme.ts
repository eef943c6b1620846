import { readStorage, writeStorage } from '@giftcash/core';
import { PAGE_RULES } from './pageRules';

/** localStorage key of the chosen theme (`light` or `dark`); absent = follow the system. */
export const THEME_KEY = PAGE_RULES.themeKey;

export type Theme = (typeof PAGE_RULES.themes)[number];

/** The stored value as a theme, or `null` when nothing valid is stored. */
export function parseTheme(value: string | null | undefined): Theme | null {
  return PAGE_RULES.themes.find((theme) => theme === value) ?? null;
}

/** The system preference (`prefers-color-scheme`), light when it cannot be read. */
export function systemTheme(): Theme {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The theme the visitor chose, if any. */
export function storedTheme(): Theme | null {
  return parseTheme(readStorage(THEME_KEY));
}

/** The theme to show: the saved choice, else the system preference (playground/page-start.js applies it before first paint, with the keys of ./pageRules.ts). */
export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** Sets `data-theme` on the root element (what the `--gc-*` tokens switch on). */
export function applyTheme(
  theme: Theme,
  root: HTMLElement | undefined = typeof document === 'undefined'
    ? undefined
    : document.documentElement,
) {
  root?.setAttribute('data-theme', theme);
}

/** Saves the choice so it survives reloads and applies in other tabs. Returns whether it was kept. */
export function saveTheme(theme: Theme): boolean {
  return writeStorage(THEME_KEY, theme);
}

/** The other theme. */
export const toggledTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');
