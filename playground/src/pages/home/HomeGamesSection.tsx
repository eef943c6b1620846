import { Link } from '@giftcash/core/react';
import { WinnersStripScreen, WheelScreen } from '@giftcash/games-demo';

/**
 * The home page's games section: the embedded demo wheel (the Cashback+ wheel configuration)
 * and the recent winners strip.
 */
export function HomeGamesSection() {
  return (
    <section className="home-section home-games" aria-labelledby="home-games-title">
      <h2 id="home-games-title">Spin the Cashback+ Wheel of Fortune</h2>
      <p>
        Every gift card earns coins. Spend them on a spin for cash, coins and gift cards in the app
        — try the wheel here.
      </p>
      <WheelScreen />
      {/* Says what is simulated (this wheel) and where real prizes are won, so the winners strip
          below (real prizes, from the app) does not read as a contradiction. */}
      <p>
        This wheel is a simulation: its prizes are for display only and cannot be claimed. Real
        prizes, like the winners’ below, are won in the GiftCash app.
      </p>
      <Link className="gc-button" data-variant="secondary" href="/games">
        See all games
      </Link>
      <WinnersStripScreen />
    </section>
  );
}
