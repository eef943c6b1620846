'use client';

import { useContext, useMemo, type ReactNode } from 'react';
import type { DataProvider, EndpointResults } from '../data/provider';
import { sharedContext } from './sharedContext';
import { DEFAULT_ROUTES, brandRoute, resolveRoutes, type GiftcashRoutes } from './routes';

/**
 * Answers a server already read while rendering the page, by endpoint key (`brands`,
 * `minigames`, …). Connected screens show them on their first render, on the server and while
 * hydrating, then read fresh data through the provider. Never put personal data (profile,
 * orders) here: it ends up in the page's HTML.
 */
export type InitialData = Partial<Omit<EndpointResults, 'profile' | 'orders'>>;

/** Where the web sends people to finish what only the apps can do. */
export interface AppLinks {
  /** App Store page. */
  appStore: string;
  /** Google Play page. */
  googlePlay: string;
  /** Smart link the QR code points at (opens the right store, or the app when installed). */
  download: string;
}

export const DEFAULT_APP_LINKS: AppLinks = {
  appStore: 'https://apps.apple.com/gb/app/giftcash/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=uk.co.giftcash.app',
  download: 'https://giftcash.co.uk/app',
};

/** What {@link useGiftcash} returns: the data provider, links, routes and navigation. */
export interface GiftcashContextValue {
  /** The data provider every connected screen reads through. */
  provider: DataProvider;
  /** App store and download links. */
  appLinks: AppLinks;
  /** Client-side navigation; when absent, links are followed by the browser. */
  navigate: ((href: string) => void) | undefined;
  /** Data the page was rendered with (see {@link GiftcashProviderProps.initialData}). */
  initialData: InitialData | undefined;
  /** When the page was rendered (see {@link GiftcashProviderProps.renderedAt}). */
  renderedAt: number | undefined;
  /** The site's routes (see {@link GiftcashProviderProps.routes}). */
  routes: GiftcashRoutes;
}

/** One context for every copy of this package in the page (ESM and CJS builds, two versions). */
const GiftcashContext = sharedContext<GiftcashContextValue | null>('context@1', null);

/** Props of {@link GiftcashProvider}. */
export interface GiftcashProviderProps {
  /** The data source: `createSampleProvider()` from `@giftcash/sample`, `createHttpProvider({...})`, or your own. */
  provider: DataProvider;
  /** Overrides for the app store and download links. */
  appLinks?: Partial<AppLinks>;
  /**
   * Your router's navigate function (e.g. react-router's `navigate`). Components render real
   * `<a href>` links; a plain click on one calls this instead of loading a new page.
   * Without it links behave as ordinary links.
   */
  navigate?: (href: string) => void;
  /**
   * Data the page was server-rendered or prerendered with, by endpoint key. Give the server and
   * the browser the same object (e.g. serialised into the page as JSON): screens render it at
   * once, hydrate without a mismatch, then read fresh data through `provider`.
   */
  initialData?: InitialData;
  /**
   * When the page was rendered (epoch ms). Clock-based text (countdowns, placeholder draw times)
   * uses this instant on the server and while hydrating, so both render the same; afterwards
   * it follows the real clock.
   */
  renderedAt?: number;
  /**
   * Your routes, where they differ from the spec's route table (`/gift-card-deals`,
   * `/brand/{id}`, `/games`, `/account/balances`, …), e.g.
   * `{ accountGiftCardOrders: '/account/wallet', brand: (id) => \`/shop/${id}\` }`. Every link, the
   * account menu's highlighted item and every redirect follow them. Ids reach the functions
   * percent-encoded; a route must be a path on this site (`/…`), anything else logs an error and
   * the default is used. Pass a stable object (e.g. a module constant).
   */
  routes?: Partial<GiftcashRoutes>;
  /** The app, or the part of it that uses GiftCash components. */
  children?: ReactNode;
}

/** Supplies the data provider and app links to every connected GiftCash screen below it. */
export function GiftcashProvider({
  provider,
  appLinks,
  navigate,
  initialData,
  renderedAt,
  routes,
  children,
}: GiftcashProviderProps) {
  const appStore = appLinks?.appStore;
  const googlePlay = appLinks?.googlePlay;
  const download = appLinks?.download;
  const resolvedRoutes = useMemo(() => (routes ? resolveRoutes(routes) : DEFAULT_ROUTES), [routes]);
  const value = useMemo<GiftcashContextValue>(
    () => ({
      provider,
      appLinks: {
        appStore: appStore ?? DEFAULT_APP_LINKS.appStore,
        googlePlay: googlePlay ?? DEFAULT_APP_LINKS.googlePlay,
        download: download ?? DEFAULT_APP_LINKS.download,
      },
      navigate,
      initialData,
      renderedAt,
      routes: resolvedRoutes,
    }),
    [provider, appStore, googlePlay, download, navigate, initialData, renderedAt, resolvedRoutes],
  );
  return <GiftcashContext.Provider value={value}>{children}</GiftcashContext.Provider>;
}

/** The provider and links from the nearest {@link GiftcashProvider}; throws a how-to-fix message outside one. */
export function useGiftcash(): GiftcashContextValue {
  const context = useContext(GiftcashContext);
  if (!context) {
    throw new Error(
      'useGiftcash: no <GiftcashProvider> above this component. Wrap your app (or this screen) in ' +
        '<GiftcashProvider provider={createSampleProvider()}> from @giftcash/core, or pass data to the controlled component instead.',
    );
  }
  return context;
}

/** The app links, falling back to the defaults outside a provider (controlled components use this). */
export function useAppLinks(): AppLinks {
  return useContext(GiftcashContext)?.appLinks ?? DEFAULT_APP_LINKS;
}

/** The site's routes from the nearest {@link GiftcashProvider}; outside one, the spec's route table. */
export function useRoutes(): GiftcashRoutes {
  return useContext(GiftcashContext)?.routes ?? DEFAULT_ROUTES;
}

/**
 * The site's brand route (`routes.brand` from the nearest {@link GiftcashProvider}); outside one,
 * the spec's `/brand/{id}`. For a component that links only to brands: unlike
 * {@link useRoutes}, it ships without the rest of the route table.
 */
export function useBrandRoute(): GiftcashRoutes['brand'] {
  return useContext(GiftcashContext)?.routes.brand ?? brandRoute;
}

/** The navigate function given to {@link GiftcashProvider}, if any. */
export function useGiftcashNavigate(): ((href: string) => void) | undefined {
  return useContext(GiftcashContext)?.navigate;
}

/** The data and instant the page was rendered with, if any (outside a provider: none). */
export function useRenderedWith(): {
  initialData: InitialData | undefined;
  renderedAt: number | undefined;
} {
  const context = useContext(GiftcashContext);
  return { initialData: context?.initialData, renderedAt: context?.renderedAt };
}
