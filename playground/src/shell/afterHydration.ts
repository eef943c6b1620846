import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * True where the tree renders server HTML: in the prerender, and in the browser for a tree that
 * hydrated a prerendered page (it stays true afterwards: only a component's first render reads it).
 */
export const ServerHtmlContext = createContext(false);

/**
 * `false` while a prerendered page hydrates (as the server rendered it), then `true`, switched in
 * a transition once hydration has committed; `true` from the start where the browser renders
 * the page itself (the shell). Unlike `useHydrated` (a `useSyncExternalStore` whose client value
 * differs from the server's, which React answers with a synchronous re-render of the whole site
 * right after hydrating: one long task on a phone), the switch renders in slices that yield to
 * input. Meant for what mounts with the page (the layout): a component mounted later in a
 * hydrated tree starts from `false` too.
 */
export function useAfterHydration(): boolean {
  const serverHtml = useContext(ServerHtmlContext);
  const [after, setAfter] = useState(!serverHtml);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
