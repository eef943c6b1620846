import { ErrorBoundary } from '@giftcash/core/react';
import { GamesHubScreen, WinnersStripScreen } from '@giftcash/games-demo';

/** /games: the daily raffle card, the grid of prize games and the recent winners. */
export function GamesPage() {
  return (
    <div className="site-page games-page">
      <ErrorBoundary>
        <GamesHubScreen />
      </ErrorBoundary>
      <ErrorBoundary>
        <WinnersStripScreen />
      </ErrorBoundary>
    </div>
  );
}
