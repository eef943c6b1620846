import { Navigate, type RouteObject } from '../router';

const home = async () => ({ Component: (await import('../pages/home/HomePage')).HomePage });
const catalogue = async () => ({ Component: (await import('../pages/catalogue/CataloguePage')).CataloguePage });
const balance = async () => ({ Component: (await import('../pages/catalogue/BalanceCheckerPage')).BalanceCheckerPage });

/**
 * The storefront's routes (see ../routeTable.tsx): home, the catalogue at `/gift-card-deals`
 * and `/brand` (optional `?category=`), `/gift-cards` redirecting to the catalogue, and the
 * balance checker. Each page is its own chunk.
 */
export const catalogueRoutes: RouteObject[] = [
  { index: true, lazy: home },
  { path: 'gift-cards', element: <Navigate to="/gift-card-deals" replace /> },
  { path: 'gift-card-deals', lazy: catalogue },
  { path: 'brand', lazy: catalogue },
  { path: 'check-gift-card-balance', lazy: balance },
];
