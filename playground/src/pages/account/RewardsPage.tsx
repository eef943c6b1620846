import { RewardsScreen } from '@giftcash/account';

/** /account/balances: My Rewards. */
export function RewardsPage() {
  return <RewardsScreen />;
}
