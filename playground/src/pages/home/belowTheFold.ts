import { lazy } from 'react';

/**
 * Home page sections below the first screen. Each is rendered in full in the prerendered HTML
 * (react-dom/static waits for them), and in the browser its code loads after the page's own:
 * React hydrates the first screen at once and each of these when its chunk arrives (selective
 * hydration), so they are not part of the JavaScript the page needs to become interactive.
 * A chunk that cannot load (offline while hydrating) leaves the section's server HTML in place.
 */
export const HomeGamesSection = lazy(keepServerHtmlOnFailure(() => import('./HomeGamesSection').then((module) => ({ default: module.HomeGamesSection }))));
export const HomeCategories = lazy(keepServerHtmlOnFailure(() => import('./HomeCategories')));
/** The review widget: no interaction of its own, so it can hydrate when its code arrives too. */
export const ReviewSummaryScreen = lazy(keepServerHtmlOnFailure(() => import('./ReviewSummaryScreen').then((module) => ({ default: module.ReviewSummaryScreen }))));

/**
 * For a section whose server HTML is already on screen (the home page's sections below the first
 * screen): when its chunk fails to load (offline while the page hydrates), the load stays pending
 * instead of failing, so React keeps the server HTML (its links still work as plain links) rather
 * than throwing it away for an error. One more attempt is made when the browser is back online.
 */
export function keepServerHtmlOnFailure<M>(load: () => Promise<M>, win?: Pick<Window, 'addEventListener'>): () => Promise<M> {
  return () =>
    load().catch(
      () =>
        new Promise<M>((resolve) => {
          (win ?? window).addEventListener('online', () => void load().then(resolve, () => undefined), { once: true });
        }),
    );
}
