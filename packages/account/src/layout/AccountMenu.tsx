'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { Link, cx, useRoutes } from '@giftcash/core/react';
import { accountMenu, activeAccountItem, type AccountMenuItem } from './activeItem';

/**
 * Props of {@link AccountMenu}: a `<nav>`'s attributes (spread on it, which takes the ref), plus
 * which item is highlighted (from `pathname` or `activeItem`) and what Sign Out does.
 */
export interface AccountMenuProps extends HTMLAttributes<HTMLElement> {
  /** The current path (e.g. `location.pathname`); picks the highlighted item. Ignored when `activeItem` is set. */
  pathname?: string;
  /** The highlighted item (overrides `pathname`). */
  activeItem?: AccountMenuItem | null;
  /** Called by the Sign Out button. */
  onSignOut?: () => void;
}

/**
 * The account side menu (on phones, pills that wrap onto two rows, so every item shows): Profile,
 * Gift Cards Wallet, Rewards, Referrals and Sign Out; the active item has `aria-current="page"`.
 * Links and highlight follow `routes` on `GiftcashProvider`.
 */
export const AccountMenu = forwardRef<HTMLElement, AccountMenuProps>(function AccountMenu(
  { pathname = '', activeItem, onSignOut, className, ...rest },
  ref,
) {
  const routes = useRoutes();
  const active = activeItem !== undefined ? activeItem : activeAccountItem(pathname, routes);
  return (
    <nav ref={ref} aria-label="My Account" className={cx('gc-account-menu', className)} {...rest}>
      <ul className="gc-account-menu-list">
        {accountMenu(routes).map((entry) => (
          <li key={entry.item}>
            <Link
              className="gc-button gc-account-menu-link"
              data-variant="plain"
              href={entry.href}
              data-state={entry.item === active ? 'active' : 'inactive'}
              aria-current={entry.item === active ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="gc-button gc-account-menu-link gc-account-menu-signout"
            data-variant="plain"
            onClick={onSignOut}
          >
            Sign Out
          </button>
        </li>
      </ul>
    </nav>
  );
});
