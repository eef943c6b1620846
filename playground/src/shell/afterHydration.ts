import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** True while the tree renders server HTML: in the prerender and while hydrating a prerendered page. */
export const ServerHtmlContext = createContext(false);

/**
 * `false` while a prerendered page hydrates (as the server rendered it), then `true`, switched in
 * a transition once hydration has committed; `true` from the start where the browser renders
 * the page itself (the shell). Unlike `useHydrated` (a `useSyncExternalStore` whose client value
 * differs from the server's, which React answers with a synchronous re-render of the whole site
 * right after hydrating: one long task on a phone), the switch renders in slices that yield to
 * input (#16).
 */
export function useAfterHydration(): boolean {
  const serverHtml = useContext(ServerHtmlContext);
  const [after, setAfter] = useState(!serverHtml);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
