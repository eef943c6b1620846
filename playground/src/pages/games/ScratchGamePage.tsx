import { GamePage } from './GamePage';
import { GAME_TYPE } from '@giftcash/core';

/** /scratch-card and /scratch-game: the scratch game named by `?game={id}` (see GamePage). */
export function ScratchGamePage() {
  return <GamePage type={GAME_TYPE.scratch} />;
}
