import { useAppLinks, useResource, type ProfileResponse } from '@giftcash/core';
import { ResourceScreen, hasProfile } from '../shared/ResourceScreen';
import { ReferralsView, type ReferralsViewProps } from './ReferralsView';

export type ReferralsScreenProps = Omit<ReferralsViewProps, 'profile' | 'referral'>;

/**
 * My Referrals from the profile call: `Error: {message}` (default `Failed to load referral data.`),
 * `Referral data is missing or malformed.` without a referral block, `No referral data found.` without data.
 */
export function ReferralsScreen({ shareUrl, ...props }: ReferralsScreenProps) {
  const links = useAppLinks();
  const resource = useResource<ProfileResponse>((provider, signal) => provider.getProfile({ signal }));
  return (
    <ResourceScreen
      title="My Referrals"
      headingLevel={props.headingLevel}
      resource={resource}
      loadingText="Loading referrals..."
      errorFallback="Failed to load referral data."
      emptyText="No referral data found."
      hasData={hasProfile}
      missing={(data) => (data.referral ? null : 'Referral data is missing or malformed.')}
    >
      {({ profile, referral }) => referral && <ReferralsView profile={profile} referral={referral} shareUrl={shareUrl ?? links.download} {...props} />}
    </ResourceScreen>
  );
}
