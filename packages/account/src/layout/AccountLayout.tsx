import { forwardRef, type ReactNode } from 'react';
import { cx } from '@giftcash/core/react';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';

/**
 * Props of {@link AccountLayout}: the menu's props (the root `<div>` takes the ref and the other
 * attributes), plus the screen and the summary above it.
 */
export interface AccountLayoutProps extends AccountMenuProps {
  /** The screen shown next to the menu. */
  children?: ReactNode;
  /** Shown above the screen on every account page, e.g. `<BalanceCard />`. */
  summary?: ReactNode;
}

/** My Account: the side menu (a tab bar on phones) next to the summary and the current account screen. */
export const AccountLayout = forwardRef<HTMLDivElement, AccountLayoutProps>(function AccountLayout(
  { pathname, activeItem, onSignOut, summary, children, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx('gc-screen gc-account-layout', className)} {...rest}>
      <AccountMenu
        className="gc-account-layout-menu"
        {...(pathname !== undefined ? { pathname } : {})}
        {...(activeItem !== undefined ? { activeItem } : {})}
        {...(onSignOut ? { onSignOut } : {})}
      />
      <div className="gc-account-layout-content">
        {summary}
        {children}
      </div>
    </div>
  );
});
