import { useEffect, useMemo } from 'react';
import { useResource, type ProfileResponse } from '@giftcash/core';
import { ScreenFrame, ScreenStatus, isRecord } from '../shared/ScreenStatus';
import { PersonalInfoView, type PersonalInfoViewProps } from './PersonalInfoView';
import { useProfileCheck } from './useProfileCheck';
import { PROFILE_POLL_INTERVAL } from '../logic/polling';

export interface PersonalInfoScreenProps extends Omit<PersonalInfoViewProps, 'profile'> {
  /** Milliseconds between verification checks. @default 5000 */
  pollInterval?: number;
}

/**
 * Personal Information from the profile call; `profile_checked` is polled every 5 s (paused while
 * the tab is hidden) so the verified state and time update without a reload.
 */
export function PersonalInfoScreen({ pollInterval = PROFILE_POLL_INTERVAL, ...props }: PersonalInfoScreenProps) {
  const resource = useResource<ProfileResponse>((provider, signal) => provider.getProfile({ signal }));
  const data = resource.data;
  const valid = data !== undefined && isRecord(data.profile);
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

  if (resource.status === 'loading') return (
      <ScreenFrame title="Personal Information" headingLevel={props.headingLevel}>
        <ScreenStatus kind="loading" text="Loading profile..." />
      </ScreenFrame>
    );
  if (resource.status === 'error') {
    return (
      <ScreenFrame title="Personal Information" headingLevel={props.headingLevel}>
        <ScreenStatus kind="error" error={resource.error} fallback="Failed to load profile data." onRetry={resource.reload} />
      </ScreenFrame>
    );
  }
  if (!data) return (
      <ScreenFrame title="Personal Information" headingLevel={props.headingLevel}>
        <ScreenStatus kind="empty" text="No profile data available" />
      </ScreenFrame>
    );
  if (!profile) return (
      <ScreenFrame title="Personal Information" headingLevel={props.headingLevel}>
        <ScreenStatus kind="error" text="Profile data is missing or malformed." onRetry={resource.reload} />
      </ScreenFrame>
    );
  return <PersonalInfoView profile={profile} {...props} />;
}
