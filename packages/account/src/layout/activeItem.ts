import { DEFAULT_ROUTES, type GiftcashRoutes } from '@giftcash/core/react';

/** The side menu's items (Sign Out is a button, not a destination). */
export type AccountMenuItem = 'personal' | 'gift-card-orders' | 'balances' | 'referrals';

/** The routes the account menu reads (see `routes` on `GiftcashProvider`). */
export type AccountMenuRoutes = Pick<
  GiftcashRoutes,
  'account' | 'accountPersonal' | 'accountGiftCardOrders' | 'accountBalances' | 'accountReferrals'
>;

const MENU: ReadonlyArray<{
  item: AccountMenuItem;
  label: string;
  route: keyof AccountMenuRoutes;
}> = [
  { item: 'personal', label: 'Profile', route: 'accountPersonal' },
  { item: 'gift-card-orders', label: 'Gift Cards Wallet', route: 'accountGiftCardOrders' },
  { item: 'balances', label: 'Rewards', route: 'accountBalances' },
  { item: 'referrals', label: 'Referrals', route: 'accountReferrals' },
];

/** The menu's destinations (label and path) under `routes`; `Profile` opens Personal Information. */
export function accountMenu(
  routes: AccountMenuRoutes = DEFAULT_ROUTES,
): ReadonlyArray<{ item: AccountMenuItem; label: string; href: string }> {
  return MENU.map(({ item, label, route }) => ({ item, label, href: routes[route] }));
}

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The active menu item for a path: the item whose path is the path or a parent of it (the
 * longest wins); the account index (`/account` and `/account/` by default) counts as Personal;
 * paths outside the menu have none.
 */
export function activeAccountItem(
  pathname: string,
  routes: AccountMenuRoutes = DEFAULT_ROUTES,
): AccountMenuItem | null {
  const path = trimSlashes(pathname.split(/[?#]/)[0] ?? '');
  let best: { item: AccountMenuItem; length: number } | null = null;
  for (const entry of accountMenu(routes)) {
    const href = trimSlashes(entry.href.split(/[?#]/)[0] ?? '');
    if ((path === href || path.startsWith(`${href}/`)) && (!best || href.length > best.length))
      best = { item: entry.item, length: href.length };
  }
  if (best) return best.item;
  return path === trimSlashes(routes.account) ? 'personal' : null;
}
