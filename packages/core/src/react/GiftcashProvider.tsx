'use client';

import { useContext, useMemo, type ReactNode } from 'react';
import type { DataProvider } from '../data/provider';
import { sharedContext } from './sharedContext';

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

export interface GiftcashContextValue {
  /** The data provider every connected screen reads through. */
  provider: DataProvider;
  /** App store and download links. */
  appLinks: AppLinks;
  /** Client-side navigation; when absent, links are followed by the browser. */
  navigate: ((href: string) => void) | undefined;
}

/** One context for every copy of this package in the page (ESM and CJS builds, two versions). */
const GiftcashContext = sharedContext<GiftcashContextValue | null>('context@1', null);

export interface GiftcashProviderProps {
  /** The data source: `createSampleProvider()` from `@giftcash/core/sample`, `createHttpProvider({...})`, or your own. */
  provider: DataProvider;
  /** Overrides for the app store and download links. */
  appLinks?: Partial<AppLinks>;
  /**
   * Your router's navigate function (e.g. react-router's `navigate`). Components render real
   * `<a href>` links; a plain click on one calls this instead of loading a new page.
   * Without it links behave as ordinary links.
   */
  navigate?: (href: string) => void;
  children?: ReactNode;
}

/** Supplies the data provider and app links to every connected GiftCash screen below it. */
export function GiftcashProvider({ provider, appLinks, navigate, children }: GiftcashProviderProps) {
  const appStore = appLinks?.appStore;
  const googlePlay = appLinks?.googlePlay;
  const download = appLinks?.download;
  const value = useMemo<GiftcashContextValue>(
    () => ({
      provider,
      appLinks: {
        appStore: appStore ?? DEFAULT_APP_LINKS.appStore,
        googlePlay: googlePlay ?? DEFAULT_APP_LINKS.googlePlay,
        download: download ?? DEFAULT_APP_LINKS.download,
      },
      navigate,
    }),
    [provider, appStore, googlePlay, download, navigate],
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

/** The navigate function given to {@link GiftcashProvider}, if any. */
export function useGiftcashNavigate(): ((href: string) => void) | undefined {
  return useContext(GiftcashContext)?.navigate;
}
