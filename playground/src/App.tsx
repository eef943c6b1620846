import { StrictMode } from 'react';
import { hasNativeBridge, postToNativeApp } from '@giftcash/core';
import { GiftcashProvider, type InitialData } from '@giftcash/core/react';
import type { DataSource } from './dataSource';
import { navigate as routerNavigate, Router } from './router';
import { routeTable } from './routeTable';
import { BrandCountContext, SAMPLE_BRAND_COUNT } from './shell/brandCount';
import { DataSourceContext } from './shell/DataSourceContext';
import { ServerHtmlContext } from './shell/afterHydration';

export interface AppProps {
  dataSource: DataSource;
  /** The data a prerendered page was rendered with (see ./prerender/pageData.ts). */
  initialData?: InitialData;
  /** When the page was rendered (epoch ms). */
  renderedAt?: number;
  /** The address the server rendered; given on the server and while hydrating. */
  ssrPath?: string;
  /**
   * How many brands the site sells, as the prerender counted them (footer, hero, How It Works).
   * @default the build's sample data count
   */
  brandCount?: number;
}

/**
 * In-site navigation for the packages' links. Inside a GiftCash app webview (a native bridge is
 * present) opening a brand is the app's job: post a typed `open-brand` message instead.
 */
function navigate(href: string) {
  const brand = /^\/brand\/([^/?#]+)/.exec(href);
  if (brand?.[1] && hasNativeBridge() && postToNativeApp({ type: 'open-brand', brandId: decodeURIComponent(brand[1]) })) return;
  void routerNavigate(href);
}

/** The whole site: the same tree is rendered by the prerender (Node) and in the browser. */
export function App({ dataSource, initialData, renderedAt, ssrPath, brandCount = SAMPLE_BRAND_COUNT }: AppProps) {
  return (
    <StrictMode>
      <DataSourceContext.Provider value={dataSource}>
        <GiftcashProvider provider={dataSource.provider} navigate={navigate} initialData={initialData} renderedAt={renderedAt}>
          <BrandCountContext.Provider value={brandCount}>
            <ServerHtmlContext.Provider value={ssrPath !== undefined}>
              <Router routes={routeTable} ssrPath={ssrPath} />
            </ServerHtmlContext.Provider>
          </BrandCountContext.Provider>
        </GiftcashProvider>
      </DataSourceContext.Provider>
    </StrictMode>
  );
}
