import './games.css';
import { Navigate } from '../../router';
import { ScratchGameScreen } from '@giftcash/games-demo';
import { useSelectedGame } from './useSelectedGame';

/** /scratch-card and /scratch-game: the chosen scratch game; without one, back to /games. */
export function ScratchGamePage() {
  const game = useSelectedGame();
  if (!game) return <Navigate to="/games" replace />;
  return (
    <div className="site-page games-page">
      <ScratchGameScreen gameId={game.type === 2 ? game.id : null} />
    </div>
  );
}
