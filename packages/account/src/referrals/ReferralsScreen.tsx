'use client';

import { useAppLinks, useResource, type ProfileResponse } from '@giftcash/core';
import { ScreenFrame, ScreenStatus, isRecord } from '../shared/ScreenStatus';
import { ReferralsView, type ReferralsViewProps } from './ReferralsView';

export type ReferralsScreenProps = Omit<ReferralsViewProps, 'profile' | 'referral'>;

/**
 * My Referrals from the profile call: `Error: {message}` (default `Failed to load referral data.`),
 * `Referral data is missing or malformed.` without a referral block, `No referral data found.` without data.
 */
export function ReferralsScreen({ shareUrl, ...props }: ReferralsScreenProps) {
  const links = useAppLinks();
  const resource = useResource<ProfileResponse>((provider, signal) => provider.getProfile({ signal }));
  if (resource.status === 'loading') return (
      <ScreenFrame title="My Referrals" headingLevel={props.headingLevel}>
        <ScreenStatus kind="loading" text="Loading referrals..." />
      </ScreenFrame>
    );
  if (resource.status === 'error') {
    return (
      <ScreenFrame title="My Referrals" headingLevel={props.headingLevel}>
        <ScreenStatus kind="error" error={resource.error} fallback="Failed to load referral data." onRetry={resource.reload} />
      </ScreenFrame>
    );
  }
  const data = resource.data;
  if (!data || !isRecord(data.profile)) return (
      <ScreenFrame title="My Referrals" headingLevel={props.headingLevel}>
        <ScreenStatus kind="empty" text="No referral data found." />
      </ScreenFrame>
    );
  if (!isRecord(data.referral)) return (
      <ScreenFrame title="My Referrals" headingLevel={props.headingLevel}>
        <ScreenStatus kind="error" text="Referral data is missing or malformed." onRetry={resource.reload} />
      </ScreenFrame>
    );
  return <ReferralsView profile={data.profile} referral={data.referral} shareUrl={shareUrl ?? links.download} {...props} />;
}
