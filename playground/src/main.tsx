import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@giftcash/core/styles.css';
import '@giftcash/core/font.css';
import '@giftcash/catalogue/styles.css';
import '@giftcash/games-demo/styles.css';
// The brand page's and the account's styles come with those pages' code (BrandPage, AccountPage,
// ProfilePage): other pages do not wait for them before their first paint.
import './shell/site.css';
// The home page's styles (the most common first page) and a few hundred bytes shared by several
// pages: cheaper in the one stylesheet than as requests of their own while the first screen loads
// (on a phone's connection each extra request slows the font and the stylesheet).
import './pages/home/home.css';
import './pages/catalogue/catalogue.css';
import './pages/games/games.css';
import { App } from './App';
import { chooseDataSource } from './dataSource';
import { deferDataUntil } from './lazyProvider';
import { loadPageData, PAGE_DATA_ID, readPageData } from './prerender/pageData';
import { preloadPages } from './routeTable';

const dataSource = chooseDataSource();
const container = document.getElementById('root');
// A prerendered page carries the address and data it was rendered with (a JSON script, which
// is not executed, so the strict CSP holds); other addresses get the empty shell.
const page = readPageData(document.getElementById(PAGE_DATA_ID)?.textContent);

if (container) {
  // A tab pointed at another API (`?api=`) does not hydrate the build's data: it renders its own.
  const hydrate = page && container.firstElementChild && !dataSource.overridden;
  // The page's own code first (and its data files, preloaded by the HTML), so the first render
  // matches the HTML (or shows the page at once).
  void Promise.all([
    preloadPages(page?.path ?? window.location.pathname),
    hydrate ? loadPageData(page).catch(() => null) : null,
  ]).then(([, data]) => {
    if (page && hydrate && data) {
      // The page shows the build's data: fresh data is read once the browser is idle after hydrating.
      deferDataUntil(
        new Promise((resolve) =>
          typeof window.requestIdleCallback === 'function'
            ? requestIdleCallback(resolve, { timeout: 2000 })
            : setTimeout(resolve, 200),
        ),
      );
      // As a transition, hydration works in slices of a few milliseconds and yields in between
      // (a default-priority hydration is one long task: on a phone, seconds of a page that shows
      // but does not answer). The page is readable meanwhile: it is the prerendered HTML.
      startTransition(() => {
        hydrateRoot(
          container,
          <App
            dataSource={dataSource}
            initialData={data}
            renderedAt={page.renderedAt}
            ssrPath={page.path}
            {...(page.brandCount !== undefined ? { brandCount: page.brandCount } : {})}
          />,
        );
      });
    } else {
      // No prerendered page (the shell), or its data could not be read: render in the browser.
      createRoot(container).render(
        <App
          dataSource={dataSource}
          {...(page?.brandCount !== undefined ? { brandCount: page.brandCount } : {})}
        />,
      );
    }
  });
}
