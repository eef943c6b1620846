import type { RouteObject } from '../router';
import { lazyPage } from './lazyPage';

/** Routes of this area, mounted inside the shared layout (see ../routeTable.tsx). */
export const brandRoutes: RouteObject[] = [
  {
    path: 'brand/:brandId',
    lazy: lazyPage(() => import('../pages/brand/BrandPage'), (m) => m.BrandPage),
  },
];
