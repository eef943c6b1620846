'use client';

import { useEffect, useMemo } from 'react';
import type { ProfileResponse } from '@giftcash/core';
import { useResource } from '@giftcash/core/react';
import {
  PROFILE_MALFORMED,
  ResourceScreen,
  hasProfile,
  profileInvalid,
} from '../shared/ResourceScreen';
import { SCREEN_TEXTS } from '../shared/screenTexts';
import { PersonalInfoView, type PersonalInfoViewProps } from './PersonalInfoView';
import { useProfileCheck } from './useProfileCheck';
import { PROFILE_POLL_INTERVAL } from '../logic/polling';

/**
 * Props of {@link PersonalInfoScreen}: the view's props without `profile`, which the screen reads
 * from the profile call through `GiftcashProvider`, then reads again every `pollInterval` so a
 * verification made elsewhere shows without a reload.
 */
export interface PersonalInfoScreenProps extends Omit<PersonalInfoViewProps, 'profile'> {
  /** Milliseconds between verification checks. @default 5000 */
  pollInterval?: number;
}

// Without a profile, as with a malformed one, the page says the profile is missing or malformed.
const INVALID = profileInvalid(SCREEN_TEXTS.personal, { kind: 'error', text: PROFILE_MALFORMED });

/**
 * Personal Information from the profile call; `profile_checked` is polled every 5 s (paused while
 * the tab is hidden) so the verified state and time update without a reload.
 */
export function PersonalInfoScreen({
  pollInterval = PROFILE_POLL_INTERVAL,
  ...props
}: PersonalInfoScreenProps) {
  const resource = useResource<ProfileResponse>((provider, signal) =>
    provider.getProfile({ signal }),
  );
  const data = resource.data;
  const valid = data != null && hasProfile(data);
  const check = useProfileCheck(valid, pollInterval);
  const shownId = valid && data ? data.profile.id : undefined;
  // The poll read someone else's profile (another person signed in): show theirs, all of it.
  const otherPerson = check?.id !== undefined && shownId !== undefined && check.id !== shownId;
  const { reload } = resource;
  useEffect(() => {
    if (otherPerson) reload();
  }, [otherPerson, reload]);
  const profile = useMemo(() => {
    if (!valid || !data) return null;
    if (!check || otherPerson) return data.profile;
    const { id: _id, ...fields } = check;
    return { ...data.profile, ...fields };
  }, [valid, data, check, otherPerson]);

  return (
    <ResourceScreen
      texts={SCREEN_TEXTS.personal}
      headingLevel={props.headingLevel}
      resource={resource}
      invalid={INVALID}
      missing={() => (profile ? null : PROFILE_MALFORMED)}
    >
      {() => profile && <PersonalInfoView profile={profile} {...props} />}
    </ResourceScreen>
  );
}
