import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import {
  applyTheme,
  initialTheme,
  parseTheme,
  saveTheme,
  storedTheme,
  systemTheme,
  THEME_KEY,
  type Theme,
} from './theme';

/**
 * The site's theme: the saved choice, else the system preference (followed live while the
 * visitor has not chosen), kept in step with other tabs, applied as `data-theme` on <html>.
 * playground/page-start.js applies the same rule before first paint, so nothing flashes. `override`
 * (the theme the app chose, in app mode) is shown instead, without touching the saved choice.
 */
export function useSiteTheme(override: Theme | null = null): [Theme, (theme: Theme) => void] {
  const [saved, setThemeState] = useState<Theme>(initialTheme);
  // The app's theme (app mode): shown instead of the web's, which stays as it was.
  const theme = override ?? saved;

  useLayoutEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_KEY || event.key === null)
        setThemeState(parseTheme(event.newValue) ?? systemTheme());
    };
    window.addEventListener('storage', onStorage);
    const query =
      typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-color-scheme: dark)')
        : null;
    const onSystem = () => {
      if (!storedTheme()) setThemeState(systemTheme());
    };
    query?.addEventListener?.('change', onSystem);
    return () => {
      window.removeEventListener('storage', onStorage);
      query?.removeEventListener?.('change', onSystem);
    };
  }, []);

  const setTheme = useCallback((next: Theme) => {
    saveTheme(next);
    setThemeState(next);
  }, []);
  return [theme, setTheme];
}
