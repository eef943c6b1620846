import { Outlet, type RouteObject } from '../router';
import { RequireSignIn } from '../shell/auth';
import { lazyPage } from './lazyPage';

const personal = lazyPage(() => import('../pages/account/PersonalPage'), (m) => m.PersonalPage);

/**
 * The signed-in account area, mounted inside the shared layout (see ../routeTable.tsx). Every
 * route is behind `RequireSignIn`, so a signed-out visitor never sees account data. `/account`
 * (and `/account/`) shows Personal Information, as the spec says.
 */
export const accountRoutes: RouteObject[] = [
  {
    element: (
      <RequireSignIn>
        <Outlet />
      </RequireSignIn>
    ),
    children: [
      { path: 'profile', lazy: lazyPage(() => import('../pages/account/ProfilePage'), (m) => m.ProfilePage) },
      {
        path: 'account',
        lazy: lazyPage(() => import('../pages/account/AccountPage'), (m) => m.AccountPage),
        children: [
          { index: true, lazy: personal },
          { path: 'personal', lazy: personal },
          { path: 'gift-card-orders', lazy: lazyPage(() => import('../pages/account/WalletPage'), (m) => m.WalletPage) },
          { path: 'balances', lazy: lazyPage(() => import('../pages/account/RewardsPage'), (m) => m.RewardsPage) },
          { path: 'referrals', lazy: lazyPage(() => import('../pages/account/ReferralsPage'), (m) => m.ReferralsPage) },
        ],
      },
    ],
  },
];
