import { Redirect, useSearchParams } from 'wouter';
import { GAME_PARAM, ScratchGamePageScreen, WheelGamePageScreen } from '@giftcash/games-demo';
import { GAME_TYPE, type GameType } from '@giftcash/core';

/**
 * A game page (the wheel or the scratch card). The address owns the chosen game,
 * `?game={id}` (the games hub's links carry it), so the page can be reloaded, linked and shared.
 * Without it there is no selected game: the page goes back to /games. A game of the other type
 * (or one that is gone) shows `No game selected`.
 */
export function GamePage({ type }: { type: GameType }) {
  const [params] = useSearchParams();
  const named = params.get(GAME_PARAM)?.trim();
  if (!named) return <Redirect to="/games" replace />;
  const Screen = type === GAME_TYPE.wheel ? WheelGamePageScreen : ScratchGamePageScreen;
  return (
    <div className="site-page games-page">
      <Screen gameId={named} />
    </div>
  );
}
