import { createSampleProvider } from '@giftcash/sample';
import { AccountLayout, RewardsView } from '@giftcash/account';

// The host's own route (/account/rewards, `routes` in providers.tsx) is highlighted; the profile is read on
// the server and its wallet (Wallet | null) goes straight into the controlled view.
export default async function RewardsPage() {
  const { profile, wallet } = await createSampleProvider().getProfile();
  return (
    <AccountLayout pathname="/account/rewards">
      <RewardsView profile={profile} wallet={wallet} />
    </AccountLayout>
  );
}
