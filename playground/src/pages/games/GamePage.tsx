import { Redirect, useSearchParams } from 'wouter';
import { GAME_PARAM, ScratchGamePageScreen, WheelGamePageScreen } from '@giftcash/games-demo';
import { GAME_TYPE, type GameType } from '@giftcash/core';
import { useAuth } from '../../shell/auth';
import { useDataSource } from '../../shell/DataSourceContext';

/**
 * A game page (the wheel or the scratch card). The address owns the chosen game,
 * `?game={id}` (the games hub's links carry it), so the page can be reloaded, linked and shared.
 * Without it there is no selected game: the page goes back to /games. A game of the other type
 * (or one that is gone) shows `No game selected`.
 *
 * A play still pending when the page goes is kept per data source and sign-in state (the site
 * plays with no person of its own on the API, so signed in or not is all it can tell apart): a
 * guest never sees a signed-in play, and another API's plays are never asked about here.
 */
export function GamePage({ type }: { type: GameType }) {
  const [params] = useSearchParams();
  const { signedIn } = useAuth();
  const source = useDataSource();
  const playScope = `${source.baseUrl ?? 'sample'}|${signedIn ? 'signed-in' : 'guest'}`;
  const named = params.get(GAME_PARAM)?.trim();
  if (!named) return <Redirect to="/games" replace />;
  const Screen = type === GAME_TYPE.wheel ? WheelGamePageScreen : ScratchGamePageScreen;
  return (
    <div className="site-page games-page">
      <Screen gameId={named} playScope={playScope} />
    </div>
  );
}
