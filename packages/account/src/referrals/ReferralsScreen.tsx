'use client';

import { useAppLinks } from '@giftcash/core/react';
import { ProfileCallScreen, hasProfile, type ScreenTexts } from '../shared/ResourceScreen';
import { ReferralsView, type ReferralsViewProps } from './ReferralsView';

/**
 * Props of {@link ReferralsScreen}: the view's props without `profile` and `referral`, which the
 * screen reads from the profile call through `GiftcashProvider`.
 */
export type ReferralsScreenProps = Omit<ReferralsViewProps, 'profile' | 'referral'>;

const TEXTS: ScreenTexts = {
  title: 'My Referrals',
  loading: 'Loading referrals...',
  error: 'Failed to load referral data.',
  empty: 'No referral data found.',
};

/**
 * My Referrals from the profile call: `Error: {message}` (default `Failed to load referral data.`),
 * `Referral data is missing or malformed.` without a referral block, `No referral data found.` without data.
 */
export function ReferralsScreen({ shareUrl, ...props }: ReferralsScreenProps) {
  const links = useAppLinks();
  return (
    <ProfileCallScreen
      texts={TEXTS}
      headingLevel={props.headingLevel}
      hasData={hasProfile}
      missing={(data) => (data.referral ? null : 'Referral data is missing or malformed.')}
    >
      {({ profile, referral }) =>
        referral && (
          <ReferralsView
            profile={profile}
            referral={referral}
            shareUrl={shareUrl ?? links.download}
            {...props}
          />
        )
      }
    </ProfileCallScreen>
  );
}
