import '@giftcash/account/styles.css';
import { Outlet, useLocation } from '../../router';
import { AccountLayout } from '@giftcash/account';
import { useAuth } from '../../shell/auth';

/** /account: the side menu next to the current account screen (`/account` itself is Personal). */
export function AccountPage() {
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  return (
    <div className="site-page">
      <AccountLayout pathname={pathname} onSignOut={signOut}>
        <Outlet />
      </AccountLayout>
    </div>
  );
}
