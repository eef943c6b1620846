import { forwardRef } from 'react';
import { GamePageScreen, type GamePageScreenProps } from './GamePageScreen';

/** The scratch game page, connected: the chosen scratch game from the minigames call (6 slots per card). */
export const ScratchGameScreen = forwardRef<HTMLDivElement, GamePageScreenProps>(function ScratchGameScreen(props, ref) {
  return <GamePageScreen ref={ref} {...props} type={2} displayName="Scratch Card" />;
});
