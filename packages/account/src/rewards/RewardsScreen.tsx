import { useResource, type ProfileResponse } from '@giftcash/core';
import { ResourceScreen, hasProfile } from '../shared/ResourceScreen';
import { RewardsView, type RewardsViewProps } from './RewardsView';

export type RewardsScreenProps = Omit<RewardsViewProps, 'profile' | 'wallet'>;

/**
 * My Rewards from the profile call: `Error: {message}` (default `Failed to load wallet data.`),
 * `Wallet data is missing or malformed.` without a wallet, `No balance information found.` without data.
 */
export function RewardsScreen(props: RewardsScreenProps) {
  const resource = useResource<ProfileResponse>((provider, signal) => provider.getProfile({ signal }));
  return (
    <ResourceScreen
      title="My Rewards"
      headingLevel={props.headingLevel}
      resource={resource}
      loadingText="Loading rewards..."
      errorFallback="Failed to load wallet data."
      emptyText="No balance information found."
      missing={(data) => (!hasProfile(data) ? 'Profile data is missing' : data.wallet ? null : 'Wallet data is missing or malformed.')}
    >
      {({ profile, wallet }) => wallet && <RewardsView profile={profile} wallet={wallet} {...props} />}
    </ResourceScreen>
  );
}
