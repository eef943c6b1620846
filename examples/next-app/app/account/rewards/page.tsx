import { createSampleProvider } from '@giftcash/core/sample';
import { AccountLayout, RewardsView } from '@giftcash/account';

// The host's own route (/account/rewards) is highlighted through `hrefs`; the profile is read on
// the server and its wallet (Wallet | null) goes straight into the controlled view.
export default async function RewardsPage() {
  const { profile, wallet } = await createSampleProvider().getProfile();
  return (
    <AccountLayout pathname="/account/rewards" hrefs={{ 'gift-card-orders': '/account/wallet', balances: '/account/rewards' }}>
      <RewardsView profile={profile} wallet={wallet} />
    </AccountLayout>
  );
}
