import { GamePage } from './GamePage';

/** /wheel-of-fortune and /wheel-game: the wheel game named by `?game={id}` (see GamePage). */
export function WheelGamePage() {
  return <GamePage type={1} />;
}
