import { useLayoutEffect } from 'react';
import { titleFor } from './pageTitles';

/** The document's title for `pathname`. A layout effect, so a page that refines the title in its own (passive) effect wins. */
export function usePageTitle(pathname: string): void {
  useLayoutEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
}
