import type { CoinsDemoHelpers } from '../coins-section/CoinsSection';
import type { CoinsGame } from '../coins-section/demoResult';

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
