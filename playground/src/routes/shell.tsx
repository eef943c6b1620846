import type { RouteObject } from 'react-router';

/** Routes of this area, mounted inside the shared layout (see ../routeTable.tsx). */
export const shellRoutes: RouteObject[] = [];
