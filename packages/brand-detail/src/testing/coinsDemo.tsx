import type { CoinsDemoHelpers } from '../coins-section/CoinsSection';
import type { CoinsGame } from '../coins-section/demoResult';
import { testScratchConfig, testWheelConfig } from './brands';

/**
 * A stand-in for the host's coins demo: a "Play {game}" button that reports `prize` won at that
 * game, so that tests can follow a demo result without running a game.
 */
export const demoWinning =
  (prize: string) =>
  (game: CoinsGame, { onResult }: CoinsDemoHelpers) => (
    <button type="button" onClick={() => onResult({ game, prize })}>
      Play {game}
    </button>
  );

/** A stand-in for the host's coins demo that only names its game ("wheel demo"). */
export const demoNamed = (game: CoinsGame) => <p>{game} demo</p>;

/** The coins section's inputs as a host passes them: both games' configurations and a demo. */
export const coinsSectionProps = {
  wheelConfig: testWheelConfig,
  scratchConfig: testScratchConfig,
  renderCoinsDemo: demoNamed,
};
