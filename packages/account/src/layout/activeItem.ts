/** The side menu's items (Sign Out is a button, not a destination). */
export type AccountMenuItem = 'personal' | 'gift-card-orders' | 'balances' | 'referrals';

/** Menu destinations: label and path. `Profile` opens Personal Information. */
export const ACCOUNT_MENU: ReadonlyArray<{ item: AccountMenuItem; label: string; href: string }> = [
  { item: 'personal', label: 'Profile', href: '/account/personal' },
  { item: 'gift-card-orders', label: 'Gift Cards Wallet', href: '/account/gift-card-orders' },
  { item: 'balances', label: 'Rewards', href: '/account/balances' },
  { item: 'referrals', label: 'Referrals', href: '/account/referrals' },
];

/**
 * The active menu item for a path: `/account` and `/account/` count as Personal; paths
 * outside the account area have none.
 */
export function activeAccountItem(pathname: string): AccountMenuItem | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/account') return 'personal';
  const match = ACCOUNT_MENU.find((entry) => path === entry.href || path.startsWith(`${entry.href}/`));
  return match ? match.item : null;
}
