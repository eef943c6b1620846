import { useEffect } from 'react';
import { openExternalLinksInApp } from './nativeLinks';

/** In the apps' webviews, a link that leaves the site goes to the app as `open-url` (see ./nativeLinks). */
export function useNativeLinks(): void {
  useEffect(() => {
    document.addEventListener('click', openExternalLinksInApp);
    return () => document.removeEventListener('click', openExternalLinksInApp);
  }, []);
}
