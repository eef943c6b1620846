import { useEffect, useState } from 'react';
import { resolveAppMode, resolveAppTheme } from './appMode';
import type { Theme } from './theme';

/** Whether the site runs in the apps' webview, and the theme the app chose (`null`: the web's rule). */
export interface AppMode {
  appMode: boolean;
  appTheme: Theme | null;
}

/**
 * App mode and the app's theme, read from the address (`?app=1&theme=dark`) and remembered for
 * the tab (see ./appMode): read once on the first render, and again whenever the address changes.
 */
export function useAppMode(search: string): AppMode {
  const [appMode, setAppMode] = useState(() => resolveAppMode(search));
  const [appTheme, setAppTheme] = useState(() => resolveAppTheme(search, appMode));
  useEffect(() => {
    const mode = resolveAppMode(search);
    setAppMode(mode);
    setAppTheme(resolveAppTheme(search, mode));
  }, [search]);
  return { appMode, appTheme };
}
