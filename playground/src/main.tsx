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
const router = createBrowserRouter(routeTable);

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
