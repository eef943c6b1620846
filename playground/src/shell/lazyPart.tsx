import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createLazyModule, useLazyModule } from '@giftcash/core/react';

/** A component whose code is fetched when it first renders, and which never fails the page. */
export type LazyPart<P> = ComponentType<P> & {
  /** Fetches the code (once); rejects when that fails, so a caller can wait for it before showing the part. */
  load(): Promise<unknown>;
};

/**
 * A part of the site whose code is not on the first page's path and is rendered only in the
 * browser (dialogs, notices, the signed-in home, the brand page's demos). Unlike `React.lazy`, a
 * chunk that cannot be fetched (offline, a flaky connection, a deploy that replaced the file) does
 * not throw into the nearest error boundary, which would replace the whole page: the part shows
 * `fallback` and tries again when the browser is back online, or at the next `load()`.
 *
 * Parts whose HTML the prerender already put on screen use `React.lazy` with
 * `keepServerHtmlOnFailure` instead, so React hydrates that HTML when the code arrives.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  const module = createLazyModule(load);
  function Part(props: P) {
    const Component = useLazyModule(module, { needed: true });
    useEffect(() => {
      if (Component) return undefined;
      // `online` can arrive before the failed fetch has settled, when `load()` still hands back that
      // failing attempt: one more try after it settles starts a fresh fetch.
      const retry = () =>
        void module
          .load()
          .catch(() => module.load())
          .catch(() => undefined);
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [Component]);
    return Component ? <Component {...props} /> : <>{fallback}</>;
  }
  return Object.assign(Part, { load: () => module.load() });
}
