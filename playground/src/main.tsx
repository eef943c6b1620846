import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { GiftcashProvider, hasNativeBridge, postToNativeApp } from '@giftcash/core';
import '@giftcash/core/styles.css';
import '@giftcash/catalogue/styles.css';
import '@giftcash/brand-detail/styles.css';
import '@giftcash/games-demo/styles.css';
import '@giftcash/account/styles.css';
import './shell/site.css';
import { chooseDataSource } from './dataSource';
import { DataSourceContext } from './shell/DataSourceContext';
import { routeTable } from './routeTable';

const dataSource = chooseDataSource();
// While the first page's lazy chunk loads, the layout route shows an empty busy frame (the
// theme is already applied by theme-init.js, so nothing flashes).
const router = createBrowserRouter(routeTable.map((route) => (route.children ? { HydrateFallback: BootFallback, ...route } : route)));

function BootFallback() {
  return <div className="site-boot" aria-busy="true" />;
}

/**
 * In-site navigation for the packages' links. Inside a GiftCash app webview (a native bridge is
 * present) opening a brand is the app's job: post a typed `open-brand` message instead.
 */
function navigate(href: string) {
  const brand = /^\/brand\/([^/?#]+)/.exec(href);
  if (brand?.[1] && hasNativeBridge() && postToNativeApp({ type: 'open-brand', brandId: decodeURIComponent(brand[1]) })) return;
  void router.navigate(href);
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <DataSourceContext.Provider value={dataSource}>
        <GiftcashProvider provider={dataSource.provider} navigate={navigate}>
          <RouterProvider router={router} />
        </GiftcashProvider>
      </DataSourceContext.Provider>
    </StrictMode>,
  );
}
