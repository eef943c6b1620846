/** The side menu's items (Sign Out is a button, not a destination). */
export type AccountMenuItem = 'personal' | 'gift-card-orders' | 'balances' | 'referrals';

/** Menu destinations: label and path. `Profile` opens Personal Information. */
export const ACCOUNT_MENU: ReadonlyArray<{ item: AccountMenuItem; label: string; href: string }> = [
  { item: 'personal', label: 'Profile', href: '/account/personal' },
  { item: 'gift-card-orders', label: 'Gift Cards Wallet', href: '/account/gift-card-orders' },
  { item: 'balances', label: 'Rewards', href: '/account/balances' },
  { item: 'referrals', label: 'Referrals', href: '/account/referrals' },
];

/** Where each menu item links, for hosts whose routes differ from the spec's (`/account/wallet`, …). */
export type AccountMenuHrefs = Partial<Record<AccountMenuItem, string>>;

/** The menu with `hrefs` applied over the default paths. */
export function accountMenu(hrefs?: AccountMenuHrefs): ReadonlyArray<{ item: AccountMenuItem; label: string; href: string }> {
  if (!hrefs) return ACCOUNT_MENU;
  return ACCOUNT_MENU.map((entry) => ({ ...entry, href: hrefs[entry.item] ?? entry.href }));
}

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The active menu item for a path: the item whose href is the path or a parent of it (the
 * longest wins); `/account` and `/account/` count as Personal; paths outside the menu have none.
 * `hrefs` are the host's paths when they differ from the defaults (see {@link AccountMenuHrefs}).
 */
export function activeAccountItem(pathname: string, hrefs?: AccountMenuHrefs): AccountMenuItem | null {
  const path = trimSlashes(pathname.split(/[?#]/)[0] ?? '');
  let best: { item: AccountMenuItem; length: number } | null = null;
  for (const entry of accountMenu(hrefs)) {
    const href = trimSlashes(entry.href);
    if ((path === href || path.startsWith(`${href}/`)) && (!best || href.length > best.length)) best = { item: entry.item, length: href.length };
  }
  if (best) return best.item;
  return path === '/account' ? 'personal' : null;
}
