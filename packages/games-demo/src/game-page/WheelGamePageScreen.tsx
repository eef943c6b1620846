import { forwardRef } from 'react';
import { GamePageScreen, type GamePageScreenProps } from './GamePageScreen';

/** The wheel game page, connected: the chosen wheel game from the minigames call, its cost, free plays and the wheel. */
export const WheelGameScreen = forwardRef<HTMLDivElement, GamePageScreenProps>(function WheelGameScreen(props, ref) {
  return <GamePageScreen ref={ref} {...props} type={1} displayName="Wheel of Fortune" />;
});
