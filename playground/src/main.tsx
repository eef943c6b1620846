import { createRoot, hydrateRoot } from 'react-dom/client';
import '@giftcash/core/styles.css';
import '@giftcash/catalogue/styles.css';
import '@giftcash/brand-detail/styles.css';
import '@giftcash/games-demo/styles.css';
import '@giftcash/account/styles.css';
import './shell/site.css';
import { App } from './App';
import { chooseDataSource } from './dataSource';
import { PAGE_DATA_ID, readPageData } from './prerender/pageData';
import { preloadRoutes } from './router';
import { routeTable } from './routeTable';

const dataSource = chooseDataSource();
const container = document.getElementById('root');
// A prerendered page carries the address and data it was rendered with (a JSON script, which
// is not executed, so the strict CSP holds); other addresses get the empty shell.
const page = readPageData(document.getElementById(PAGE_DATA_ID)?.textContent);

if (container) {
  // The page's own code first, so the first render matches the HTML (or shows the page at once).
  void preloadRoutes(routeTable, page?.path ?? window.location.pathname).then(() => {
    if (page && container.firstElementChild) {
      hydrateRoot(container, <App dataSource={dataSource} initialData={page.data} renderedAt={page.renderedAt} ssrPath={page.path} />);
    } else {
      createRoot(container).render(<App dataSource={dataSource} />);
    }
  });
}
