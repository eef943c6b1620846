'use client';

import { useAppLinks } from '@giftcash/core/react';
import { ProfileCallScreen, hasProfile } from '../shared/ResourceScreen';
import { SCREEN_TEXTS } from '../shared/screenTexts';
import { ReferralsView, type ReferralsViewProps } from './ReferralsView';

/**
 * Props of {@link ReferralsScreen}: the view's props without `profile` and `referral`, which the
 * screen reads from the profile call through `GiftcashProvider`.
 */
export type ReferralsScreenProps = Omit<ReferralsViewProps, 'profile' | 'referral'>;

/**
 * My Referrals from the profile call: `Error: {message}` (default `Failed to load referral data.`),
 * `Referral data is missing or malformed.` without a referral block, `No referral data found.` without data.
 */
export function ReferralsScreen({ shareUrl, ...props }: ReferralsScreenProps) {
  const links = useAppLinks();
  return (
    <ProfileCallScreen
      texts={SCREEN_TEXTS.referrals}
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
