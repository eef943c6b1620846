import '@giftcash/account/styles.css';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AccountLayout, BalanceCard } from '@giftcash/account';
import { useAuth } from '../../shell/auth';

/** The one layout of the account area: the menu (a tab bar on phones), the balance card, then the screen. */
export function AccountShell({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { signOut } = useAuth();
  return (
    <div className="site-page">
      <AccountLayout
        pathname={pathname}
        {...(pathname.startsWith('/profile') ? { activeItem: 'personal' as const } : {})}
        onSignOut={signOut}
        summary={<BalanceCard />}
      >
        {children}
      </AccountLayout>
    </div>
  );
}

/** /account/*: the account shell around the current account screen (`/account` itself is Personal). */
export function AccountPage({ children }: { children?: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
