import { RaffleResultsScreen } from '@giftcash/games-demo';

/** /raffle-results: past daily draws and their winners. */
export function RaffleResultsPage() {
  return (
    <div className="site-page games-page">
      <RaffleResultsScreen />
    </div>
  );
}
