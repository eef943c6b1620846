import '@giftcash/account/styles.css';
import { ProfileScreen } from '@giftcash/account';

/** /profile: the read-only profile page. */
export function ProfilePage() {
  return (
    <div className="site-page">
      <ProfileScreen />
    </div>
  );
}
