import type { RouteObject } from '../router';
import { lazyPage } from './lazyPage';

/** Routes of the games area, mounted inside the shared layout (see ../routeTable.tsx). */
export const gamesRoutes: RouteObject[] = [
  { path: 'games', lazy: lazyPage(() => import('../pages/games/GamesPage'), (m) => m.GamesPage) },
  { path: 'wheel-of-fortune', lazy: lazyPage(() => import('../pages/games/WheelGamePage'), (m) => m.WheelGamePage) },
  { path: 'wheel-game', lazy: lazyPage(() => import('../pages/games/WheelGamePage'), (m) => m.WheelGamePage) },
  { path: 'scratch-card', lazy: lazyPage(() => import('../pages/games/ScratchGamePage'), (m) => m.ScratchGamePage) },
  { path: 'scratch-game', lazy: lazyPage(() => import('../pages/games/ScratchGamePage'), (m) => m.ScratchGamePage) },
  { path: 'raffle', lazy: lazyPage(() => import('../pages/games/RafflePage'), (m) => m.RafflePage) },
  { path: 'raffle-results', lazy: lazyPage(() => import('../pages/games/RaffleResultsPage'), (m) => m.RaffleResultsPage) },
];
