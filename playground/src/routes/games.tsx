import type { RouteObject } from '../router';

/** Routes of the games area, mounted inside the shared layout (see ../routeTable.tsx). */
export const gamesRoutes: RouteObject[] = [
  { path: 'games', lazy: async () => ({ Component: (await import('../pages/games/GamesPage')).GamesPage }) },
  { path: 'wheel-of-fortune', lazy: async () => ({ Component: (await import('../pages/games/WheelGamePage')).WheelGamePage }) },
  { path: 'wheel-game', lazy: async () => ({ Component: (await import('../pages/games/WheelGamePage')).WheelGamePage }) },
  { path: 'scratch-card', lazy: async () => ({ Component: (await import('../pages/games/ScratchGamePage')).ScratchGamePage }) },
  { path: 'scratch-game', lazy: async () => ({ Component: (await import('../pages/games/ScratchGamePage')).ScratchGamePage }) },
  { path: 'raffle', lazy: async () => ({ Component: (await import('../pages/games/RafflePage')).RafflePage }) },
  { path: 'raffle-results', lazy: async () => ({ Component: (await import('../pages/games/RaffleResultsPage')).RaffleResultsPage }) },
];
