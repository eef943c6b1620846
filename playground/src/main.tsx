import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { GiftcashProvider } from '@giftcash/core';
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

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <DataSourceContext.Provider value={dataSource}>
        <GiftcashProvider provider={dataSource.provider} navigate={(href) => void router.navigate(href)}>
          <RouterProvider router={router} />
        </GiftcashProvider>
      </DataSourceContext.Provider>
    </StrictMode>,
  );
}
