'use client';

import type { ProfileResponse } from '@giftcash/core';
import { ProfileCallScreen, hasProfile, profileInvalid } from '../shared/ResourceScreen';
import { SCREEN_TEXTS } from '../shared/screenTexts';
import { RewardsView, type RewardsViewProps } from './RewardsView';

/**
 * Props of {@link RewardsScreen}: the view's props without `profile` and `wallet`, which the screen
 * reads from the profile call through `GiftcashProvider`.
 */
export type RewardsScreenProps = Omit<RewardsViewProps, 'profile' | 'wallet'>;

const PROFILE_MISSING = 'Profile data is missing';
const INVALID = profileInvalid(SCREEN_TEXTS.rewards, { kind: 'error', text: PROFILE_MISSING });

/**
 * My Rewards from the profile call: `Error: {message}` (default `Failed to load wallet data.`),
 * `Wallet data is missing or malformed.` without a wallet, `No balance information found.` without data.
 */
export function RewardsScreen(props: RewardsScreenProps) {
  const missing = (data: ProfileResponse) =>
    !hasProfile(data)
      ? PROFILE_MISSING
      : data.wallet
        ? null
        : 'Wallet data is missing or malformed.';
  return (
    <ProfileCallScreen
      texts={SCREEN_TEXTS.rewards}
      headingLevel={props.headingLevel}
      missing={missing}
      invalid={INVALID}
    >
      {({ profile, wallet }) =>
        wallet && <RewardsView profile={profile} wallet={wallet} {...props} />
      }
    </ProfileCallScreen>
  );
}
