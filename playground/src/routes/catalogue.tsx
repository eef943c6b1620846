import { Navigate, type RouteObject } from '../router';
import { lazyPage } from './lazyPage';

const home = lazyPage(() => import('../pages/home/HomePage'), (m) => m.HomePage);
const catalogue = lazyPage(() => import('../pages/catalogue/CataloguePage'), (m) => m.CataloguePage);
const balance = lazyPage(() => import('../pages/catalogue/BalanceCheckerPage'), (m) => m.BalanceCheckerPage);

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
