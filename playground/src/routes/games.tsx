import type { RouteObject } from '../router';
import { lazyPage } from './lazyPage';

const wheel = lazyPage(() => import('../pages/games/WheelGamePage'), (m) => m.WheelGamePage);
const scratch = lazyPage(() => import('../pages/games/ScratchGamePage'), (m) => m.ScratchGamePage);

/** Routes of the games area, mounted inside the shared layout (see ../routeTable.tsx). */
export const gamesRoutes: RouteObject[] = [
  { path: 'games', lazy: lazyPage(() => import('../pages/games/GamesPage'), (m) => m.GamesPage) },
  { path: 'wheel-of-fortune', lazy: wheel },
  { path: 'wheel-game', lazy: wheel },
  { path: 'scratch-card', lazy: scratch },
  { path: 'scratch-game', lazy: scratch },
  { path: 'raffle', lazy: lazyPage(() => import('../pages/games/RafflePage'), (m) => m.RafflePage) },
  { path: 'raffle-results', lazy: lazyPage(() => import('../pages/games/RaffleResultsPage'), (m) => m.RaffleResultsPage) },
];
