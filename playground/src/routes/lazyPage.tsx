import { use, type ComponentType, type ReactNode } from 'react';
import { browserRetry, type RetryChunkOptions } from '../shell/retryChunk';
import { retryingPage } from '../shell/retryingPage';

interface PageProps {
  children?: ReactNode;
  /** What wouter's `<Route component>` hands a page (the pages read `useParams()` instead). */
  params?: unknown;
}

/** A page in its own chunk: a component, and `preload()`, which loads its code (once). */
export type SitePage = ((props: PageProps) => ReactNode) & {
  /** Loads the page's code; resolves to what the page renders (the page, or a retrying stand-in). Never rejects. */
  preload: () => Promise<ComponentType<PageProps>>;
};

/**
 * A page whose code is its own chunk, for wouter's `<Route component>`. The routes preload a
 * page before they show it (before hydrating, before each navigation), so it rarely suspends.
 * It never fails: a chunk that cannot load (offline) renders `PageLoadFailed` inside the
 * layout, which says so, offers Retry, and retries by itself when the browser is back online.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<PageProps>,
  retry: RetryChunkOptions = browserRetry,
): SitePage {
  // Marked as settled the way React's `use` reads a promise, so a page whose code is in never
  // suspends, and one that suspended once calls `use` on every render after.
  let pending: Promise<ComponentType<PageProps>> | undefined;
  const settle = (page: ComponentType<PageProps>) => (
    Object.assign(pending!, { status: 'fulfilled', value: page }),
    page
  );
  const preload = () =>
    (pending ??= load().then(
      (module) => settle(pick(module)),
      (error: unknown) => {
        console.warn('[giftcash] a page could not load', error);
        return settle(retryingPage(load, pick, retry));
      },
    ));
  const Page = ({ children }: PageProps) => {
    const Loaded = use(preload());
    return <Loaded>{children}</Loaded>;
  };
  return Object.assign(Page, { preload });
}
