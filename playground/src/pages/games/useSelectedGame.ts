import { useState } from 'react';
import { readSelectedGame, type SelectedGame } from '@giftcash/games-demo';

/** The game chosen on the games hub (read once per page visit). */
export function useSelectedGame(): SelectedGame | null {
  const [game] = useState(readSelectedGame);
  return game;
}
