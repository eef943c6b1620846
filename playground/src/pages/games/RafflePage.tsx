import { AppDownloadDialog } from '@giftcash/core/react';
import { DailyRaffleScreen } from '@giftcash/games-demo';

/** /raffle: the daily raffle; Play for Free opens the app download dialog. */
export function RafflePage() {
  return (
    <div className="site-page games-page">
      <DailyRaffleScreen
        playForFree={
          <AppDownloadDialog
            title="Play for Free in the GiftCash app"
            params={{ screen: 'raffle' }}
            trigger={
              <button type="button" className="gc-button gc-raffle-play">
                Play for Free
              </button>
            }
          />
        }
      />
    </div>
  );
}
