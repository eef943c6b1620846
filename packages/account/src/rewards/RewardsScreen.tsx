'use client';

import { useResource, type ProfileResponse } from '@giftcash/core';
import { ScreenFrame, ScreenStatus, isRecord } from '../shared/ScreenStatus';
import { RewardsView, type RewardsViewProps } from './RewardsView';

export type RewardsScreenProps = Omit<RewardsViewProps, 'profile' | 'wallet'>;

/**
 * My Rewards from the profile call: `Error: {message}` (default `Failed to load wallet data.`),
 * `Wallet data is missing or malformed.` without a wallet, `No balance information found.` without data.
 */
export function RewardsScreen(props: RewardsScreenProps) {
  const resource = useResource<ProfileResponse>((provider, signal) => provider.getProfile({ signal }));
  if (resource.status === 'loading') return (
      <ScreenFrame title="My Rewards" headingLevel={props.headingLevel}>
        <ScreenStatus kind="loading" text="Loading rewards..." />
      </ScreenFrame>
    );
  if (resource.status === 'error') {
    return (
      <ScreenFrame title="My Rewards" headingLevel={props.headingLevel}>
        <ScreenStatus kind="error" error={resource.error} fallback="Failed to load wallet data." onRetry={resource.reload} />
      </ScreenFrame>
    );
  }
  const data = resource.data;
  if (!data) return (
      <ScreenFrame title="My Rewards" headingLevel={props.headingLevel}>
        <ScreenStatus kind="empty" text="No balance information found." />
      </ScreenFrame>
    );
  if (!isRecord(data.profile)) return (
      <ScreenFrame title="My Rewards" headingLevel={props.headingLevel}>
        <ScreenStatus kind="error" text="Profile data is missing" onRetry={resource.reload} />
      </ScreenFrame>
    );
  if (!isRecord(data.wallet) || typeof data.wallet.coins !== 'number') {
    return (
      <ScreenFrame title="My Rewards" headingLevel={props.headingLevel}>
        <ScreenStatus kind="error" text="Wallet data is missing or malformed." onRetry={resource.reload} />
      </ScreenFrame>
    );
  }
  return <RewardsView profile={data.profile} wallet={data.wallet} {...props} />;
}
