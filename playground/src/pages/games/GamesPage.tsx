import { lazy, Suspense, useMemo } from 'react';
import { ErrorBoundary } from '@giftcash/core/react';
import { keepServerHtmlOnFailure } from '../../shell/keepServerHtml';
import { mainSection } from '../../shell/mainSection';

/**
 * The raffle card and the grid of games: the page's first screen, prerendered, hydrated when its
 * code arrives after the page's own (../../shell/mainSection.tsx), so its code is not among what
 * the page needs before it hydrates; the page answers taps once it has.
 */
const GamesHubScreen = mainSection(() =>
  import('./gamesHub').then((module) => module.GamesHubScreen),
);

/**
 * The recent winners, below the first screen on a phone and on a laptop: rendered in full in the
 * prerendered HTML, and hydrated when its code arrives after the page's own (selective hydration),
 * so it is not part of the JavaScript the page needs to become interactive. A chunk that cannot
 * load (offline while hydrating) leaves its server HTML in place.
 */
const WinnersStripScreen = lazy(
  keepServerHtmlOnFailure(() =>
    import('./gamesWinners').then((module) => ({ default: module.WinnersStripScreen })),
  ),
);

/** /games: the daily raffle card, the grid of prize games and the recent winners. */
export function GamesPage() {
  // Memoised like the winners: new props before it has hydrated would throw its server HTML away.
  const hub = useMemo(
    () => (
      <ErrorBoundary>
        <GamesHubScreen />
      </ErrorBoundary>
    ),
    [],
  );
  // Memoised: re-rendering the section before it has hydrated would make React throw its server
  // HTML away and render it again.
  const winners = useMemo(
    () => (
      <ErrorBoundary>
        {/* Its own boundary: only this section waits for its code while the page hydrates. */}
        <Suspense fallback={null}>
          <WinnersStripScreen />
        </Suspense>
      </ErrorBoundary>
    ),
    [],
  );
  return (
    <div className="site-page games-page">
      {hub}
      {winners}
    </div>
  );
}

GamesPage.preloadMain = GamesHubScreen.preload;
