import { ReferralsScreen } from '@giftcash/account';

/** /account/referrals: My Referrals (the share links carry the app download address with the code). */
export function ReferralsPage() {
  return <ReferralsScreen />;
}
