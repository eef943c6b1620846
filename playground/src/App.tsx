import { StrictMode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { hasNativeBridge, postToNativeApp } from '@giftcash/core';
import { ErrorBoundary, GiftcashProvider, type InitialData } from '@giftcash/core/react';
import type { DataSource } from './dataSource';
import { navigate as siteNavigate, siteRoutes } from './routeTable';
import { Layout } from './shell/Layout';
import { RouteError } from './shell/RouteError';
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
  if (
    brand?.[1] &&
    hasNativeBridge() &&
    postToNativeApp({ type: 'open-brand', brandId: decodeURIComponent(brand[1]) })
  )
    return;
  void siteNavigate(href);
}

// wouter's navigations (`useLocation`, `Redirect`, `useSearchParams`) wait for the next page's code too.
const aroundNav: AroundNavHandler = (_navigate, to, options) => void siteNavigate(to, options);

/** The whole site: the same tree is rendered by the prerender (Node) and in the browser. */
export function App({
  dataSource,
  initialData,
  renderedAt,
  ssrPath,
  brandCount = SAMPLE_BRAND_COUNT,
}: AppProps) {
  return (
    <StrictMode>
      <DataSourceContext.Provider value={dataSource}>
        <GiftcashProvider
          provider={dataSource.provider}
          navigate={navigate}
          initialData={initialData}
          renderedAt={renderedAt}
        >
          <BrandCountContext.Provider value={brandCount}>
            <ServerHtmlContext.Provider value={ssrPath !== undefined}>
              <Router aroundNav={aroundNav} {...(ssrPath !== undefined ? { ssrPath } : {})}>
                {/* A crash of the layout itself: the page's own crashes are caught inside it. */}
                <ErrorBoundary
                  fallback={(error, reset) => <RouteError error={error} onLeave={reset} />}
                >
                  <Layout>{siteRoutes}</Layout>
                </ErrorBoundary>
              </Router>
            </ServerHtmlContext.Provider>
          </BrandCountContext.Provider>
        </GiftcashProvider>
      </DataSourceContext.Provider>
    </StrictMode>
  );
}
