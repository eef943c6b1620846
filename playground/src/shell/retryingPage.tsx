import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { PageLoadFailed } from './RouteError';
import { retryChunk, type RetryChunkOptions } from './retryChunk';

/**
 * What stands in for a page, or a page's main section, whose code could not be fetched
 * (offline): `PageLoadFailed`, which says so and offers Retry, and retries by itself when the
 * browser is back online. Once the code is in, it renders what `pick` takes from it, with the
 * props it was given. A retry that fails while the site answers reloads the document (see
 * `retryChunk`).
 */
export function retryingPage<M, Props extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<Props>,
  options: RetryChunkOptions,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let attempt: Promise<boolean> | null = null;
  const tryAgain = () =>
    (attempt ??= retryChunk(load, options).then((outcome) => {
      attempt = null;
      if (outcome.kind === 'loaded') loaded = pick(outcome.module);
      return outcome.kind === 'loaded';
    }));

  return function RetryingPage(props: Props) {
    const [retrying, setRetrying] = useState(false);
    const [, setLoadedPage] = useState<ComponentType<Props> | null>(loaded);
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
      return <Page {...props} />;
    }
    return <PageLoadFailed retrying={retrying} onRetry={retry} />;
  };
}
