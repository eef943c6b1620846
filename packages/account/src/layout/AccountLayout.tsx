import { forwardRef, type ReactNode } from 'react';
import { cx } from '@giftcash/core/react';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';

export interface AccountLayoutProps extends AccountMenuProps {
  /** The screen shown next to the menu. */
  children?: ReactNode;
}

/** My Account: the side menu next to the current account screen. */
export const AccountLayout = forwardRef<HTMLDivElement, AccountLayoutProps>(function AccountLayout(
  { pathname, activeItem, onSignOut, children, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx('gc-account-layout', className)} {...rest}>
      <AccountMenu
        className="gc-account-layout-menu"
        {...(pathname !== undefined ? { pathname } : {})}
        {...(activeItem !== undefined ? { activeItem } : {})}
        {...(onSignOut ? { onSignOut } : {})}
      />
      <div className="gc-account-layout-content">{children}</div>
    </div>
  );
});
