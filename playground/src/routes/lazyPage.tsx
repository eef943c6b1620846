import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { PageLoadFailed } from '../shell/RouteError';
import { dropFailedStylesheets, retryChunk, siteIsReachable, type RetryChunkOptions } from './retryChunk';

type LazyPage = () => Promise<{ Component: ComponentType }>;

const browserRetry: RetryChunkOptions = {
  isReachable: () => siteIsReachable(import.meta.env.BASE_URL),
  reload: () => window.location.reload(),
  beforeRetry: () => dropFailedStylesheets(),
};

/**
 * A route's `lazy` for a page in its own chunk, that never fails. React Router keeps a lazy
 * route's promise for good, a rejected one too, so a chunk that failed to load (offline) used to
 * break that route until a reload and replace the whole site, header included, with "Unexpected
 * Application Error!". Instead the route renders `PageLoadFailed` inside the layout: it says the
 * page could not load, offers Retry, and retries by itself when the browser comes back online.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, retry: RetryChunkOptions = browserRetry): LazyPage {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      console.warn('[giftcash] a page could not load', error);
      return { Component: retryingPage(load, pick, retry) };
    }
  };
}

function retryingPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, options: RetryChunkOptions): ComponentType {
  let loaded: ComponentType | null = null;
  let attempt: Promise<boolean> | null = null;
  const tryAgain = () =>
    (attempt ??= retryChunk(load, options).then((outcome) => {
      attempt = null;
      if (outcome.kind === 'loaded') loaded = pick(outcome.module);
      return outcome.kind === 'loaded';
    }));

  return function RetryingPage() {
    const [retrying, setRetrying] = useState(false);
    const [, setLoadedPage] = useState<ComponentType | null>(loaded);
    const mounted = useRef(true);
    const retry = useCallback(() => {
      setRetrying(true);
      void tryAgain().then((ok) => {
        if (!mounted.current) return;
        setRetrying(false);
        if (ok) setLoadedPage(() => loaded);
      });
    }, []);
    useEffect(() => {
      mounted.current = true;
      window.addEventListener('online', retry);
      return () => {
        mounted.current = false;
        window.removeEventListener('online', retry);
      };
    }, [retry]);
    if (loaded) {
      const Page = loaded;
      return <Page />;
    }
    return <PageLoadFailed retrying={retrying} onRetry={retry} />;
  };
}
