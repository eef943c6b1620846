import { Navigate, type RouteObject } from './router';
import { Layout } from './shell/Layout';
import { RouteError } from './shell/RouteError';
import { shellRoutes } from './routes/shell';
import { catalogueRoutes } from './routes/catalogue';
import { brandRoutes } from './routes/brand';
import { gamesRoutes } from './routes/games';
import { accountRoutes } from './routes/account';

/**
 * The route table of the spec: every path on one shared layout, except the catch-all,
 * which sends any unknown path to `/`. Each area declares its routes in ./routes/<area>.tsx
 * with `lazy` imports, so every screen is its own chunk.
 */
export const routeTable: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [...shellRoutes, ...catalogueRoutes, ...brandRoutes, ...gamesRoutes, ...accountRoutes],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
