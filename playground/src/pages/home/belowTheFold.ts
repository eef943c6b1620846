import { lazy } from 'react';
import { keepServerHtmlOnFailure } from '../../shell/keepServerHtml';

/**
 * Home page sections after the headline. Each is rendered in full in the prerendered HTML
 * (react-dom/static waits for them), and in the browser its code loads after the page's own:
 * React hydrates the first screen at once and each of these when its chunk arrives (selective
 * hydration), so they are not part of the JavaScript the page needs to become interactive.
 * A chunk that cannot load (offline while hydrating) leaves the section's server HTML in place.
 */
/** Search, the popular brands grid and the app links, right under the headline. */
export const HomePopular = lazy(
  keepServerHtmlOnFailure(() =>
    import('./HomePopular').then((module) => ({ default: module.HomePopular })),
  ),
);
/** The savings calculator and the brand rows. */
export const HomeBrandSections = lazy(
  keepServerHtmlOnFailure(() =>
    import('./HomeBrandSections').then((module) => ({ default: module.HomeBrandSections })),
  ),
);
export const HomeGamesSection = lazy(
  keepServerHtmlOnFailure(() =>
    import('./HomeGamesSection').then((module) => ({ default: module.HomeGamesSection })),
  ),
);
export const HomeCategories = lazy(keepServerHtmlOnFailure(() => import('./HomeCategories')));
/** The review widget: no interaction of its own, so it can hydrate when its code arrives too. */
export const ReviewSummaryScreen = lazy(
  keepServerHtmlOnFailure(() =>
    import('./ReviewSummaryScreen').then((module) => ({ default: module.ReviewSummaryScreen })),
  ),
);
/** Why shoppers can trust the site: static text and the review rating, the last section of the signed-out home. */
export const HomeTrustSection = lazy(
  keepServerHtmlOnFailure(() =>
    import('./HomeTrust').then((module) => ({ default: module.HomeTrustSection })),
  ),
);
