import { forwardRef } from 'react';
import { GamePageScreen, type GamePageScreenProps } from './GamePageScreen';

/** The wheel game page, connected: the chosen wheel game from the minigames call, its cost, free plays and the wheel. */
export const WheelGamePageScreen = forwardRef<HTMLDivElement, GamePageScreenProps>(
  function WheelGamePageScreen(props, ref) {
    return <GamePageScreen ref={ref} {...props} type={1} displayName="Wheel of Fortune" />;
  },
);
