import type { RouteObject } from '../router';

/** Routes of this area, mounted inside the shared layout (see ../routeTable.tsx). */
export const brandRoutes: RouteObject[] = [
  {
    path: 'brand/:brandId',
    lazy: async () => ({ Component: (await import('../pages/brand/BrandPage')).BrandPage }),
  },
];
