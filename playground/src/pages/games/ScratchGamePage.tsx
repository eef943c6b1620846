import { GamePage } from './GamePage';

/** /scratch-card and /scratch-game: the scratch game named by `?game={id}` (see GamePage). */
export function ScratchGamePage() {
  return <GamePage type={2} />;
}
