import { forwardRef } from 'react';
import { GamePageScreen, type GamePageScreenProps } from './GamePageScreen';

/** The scratch game page, connected: the chosen scratch game from the minigames call (6 slots per card). */
export const ScratchGamePageScreen = forwardRef<HTMLDivElement, GamePageScreenProps>(
  function ScratchGamePageScreen(props, ref) {
    return <GamePageScreen ref={ref} {...props} type={2} displayName="Scratch Card" />;
  },
);
