import './games.css';
import { Navigate } from '../../router';
import { WheelGameScreen } from '@giftcash/games-demo';
import { useSelectedGame } from './useSelectedGame';

/** /wheel-of-fortune and /wheel-game: the chosen wheel game; without one, back to /games. */
export function WheelGamePage() {
  const game = useSelectedGame();
  if (!game) return <Navigate to="/games" replace />;
  return (
    <div className="site-page games-page">
      <WheelGameScreen gameId={game.type === 1 ? game.id : null} />
    </div>
  );
}
