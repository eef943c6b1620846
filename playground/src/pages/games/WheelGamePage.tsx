import { GamePage } from './GamePage';
import { GAME_TYPE } from '@giftcash/core';

/** /wheel-of-fortune and /wheel-game: the wheel game named by `?game={id}` (see GamePage). */
export function WheelGamePage() {
  return <GamePage type={GAME_TYPE.wheel} />;
}
