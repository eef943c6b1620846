import { Redirect, useSearchParams } from 'wouter';
import { GAME_PARAM, ScratchGamePageScreen, WheelGamePageScreen } from '@giftcash/games-demo';

/**
 * A game page (type 1 wheel, type 2 scratch card). The address owns the chosen game,
 * `?game={id}` (the games hub's links carry it), so the page can be reloaded, linked and shared.
 * Without it there is no selected game: the page goes back to /games. A game of the other type
 * (or one that is gone) shows `No game selected`.
 */
export function GamePage({ type }: { type: 1 | 2 }) {
  const [params] = useSearchParams();
  const named = params.get(GAME_PARAM)?.trim();
  if (!named) return <Redirect to="/games" replace />;
  const Screen = type === 1 ? WheelGamePageScreen : ScratchGamePageScreen;
  return (
    <div className="site-page games-page">
      <Screen gameId={named} />
    </div>
  );
}
