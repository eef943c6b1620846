import '@giftcash/account/styles.css';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AccountLayout } from '@giftcash/account';
import { useAuth } from '../../shell/auth';

/**
 * The one layout of the account area: the menu (pills that wrap on phones), then the screen. No
 * balance card above every screen: the balances are said once, on My Rewards (and in /profile's
 * Balances section, which the spec gives that page); the signed-in home has the card.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { signOut } = useAuth();
  return (
    <div className="site-page">
      <AccountLayout
        pathname={pathname}
        {...(pathname.startsWith('/profile') ? { activeItem: 'personal' as const } : {})}
        onSignOut={signOut}
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
