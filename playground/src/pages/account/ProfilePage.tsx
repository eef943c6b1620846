import '@giftcash/account/styles.css';
import { ProfileScreen } from '@giftcash/account';
import { AccountShell } from './AccountPage';

/** /profile: the read-only profile, in the same layout as the rest of the account area. */
export function ProfilePage() {
  return (
    <AccountShell>
      <ProfileScreen />
    </AccountShell>
  );
}
