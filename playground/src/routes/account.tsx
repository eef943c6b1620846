import { Outlet, type RouteObject } from '../router';
import { RequireSignIn } from '../shell/auth';

const personal = async () => ({ Component: (await import('../pages/account/PersonalPage')).PersonalPage });

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
      { path: 'profile', lazy: async () => ({ Component: (await import('../pages/account/ProfilePage')).ProfilePage }) },
      {
        path: 'account',
        lazy: async () => ({ Component: (await import('../pages/account/AccountPage')).AccountPage }),
        children: [
          { index: true, lazy: personal },
          { path: 'personal', lazy: personal },
          { path: 'gift-card-orders', lazy: async () => ({ Component: (await import('../pages/account/WalletPage')).WalletPage }) },
          { path: 'balances', lazy: async () => ({ Component: (await import('../pages/account/RewardsPage')).RewardsPage }) },
          { path: 'referrals', lazy: async () => ({ Component: (await import('../pages/account/ReferralsPage')).ReferralsPage }) },
        ],
      },
    ],
  },
];
