import { Navigate, useLocation, useSearchParams } from '../../router';
import { useState } from 'react';
import { GAME_PARAM, readSelectedGame, ScratchGamePageScreen, WheelGamePageScreen } from '@giftcash/games-demo';

/**
 * A game page (type 1 wheel, type 2 scratch card). The game is named in the address,
 * `?game={id}`, so the page can be linked and shared. Without it, the game chosen on the hub
 * (stored, the spec's fallback) is written into the address; a stored game of the other type
 * shows `No game selected`; with neither, the page goes back to /games.
 */
export function GamePage({ type }: { type: 1 | 2 }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The stored choice is read once per visit.
  const [stored] = useState(readSelectedGame);
  const named = params.get(GAME_PARAM)?.trim();
  if (!named) {
    if (!stored) return <Navigate to="/games" replace />;
    if (stored.type === type) {
      const search = new URLSearchParams(params);
      search.set(GAME_PARAM, stored.id);
      return <Navigate to={`${pathname}?${search}`} replace />;
    }
  }
  const Screen = type === 1 ? WheelGamePageScreen : ScratchGamePageScreen;
  return (
    <div className="site-page games-page">
      <Screen gameId={named || null} />
    </div>
  );
}
