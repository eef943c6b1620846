'use client';

import type { ProfileResponse } from '@giftcash/core';
import { useResource } from '@giftcash/core';
import { ScreenFrame, ScreenStatus, isRecord } from '../shared/ScreenStatus';
import { ProfileView, type ProfileViewProps } from './ProfileView';

export type ProfileScreenProps = Omit<ProfileViewProps, 'profile' | 'wallet'>;

/** The /profile page, reading the profile call: `Loading profile...`, `Error: …` (default `Failed to fetch profile`), `No profile data found.` */
export function ProfileScreen(props: ProfileScreenProps) {
  const resource = useResource<ProfileResponse>((provider, signal) => provider.getProfile({ signal }));
  if (resource.status === 'loading') return (
      <ScreenFrame title="My Profile" headingLevel={props.headingLevel}>
        <ScreenStatus kind="loading" text="Loading profile..." />
      </ScreenFrame>
    );
  if (resource.status === 'error') {
    return (
      <ScreenFrame title="My Profile" headingLevel={props.headingLevel}>
        <ScreenStatus kind="error" error={resource.error} fallback="Failed to fetch profile" onRetry={resource.reload} />
      </ScreenFrame>
    );
  }
  const data = resource.data;
  if (!data || !isRecord(data.profile)) return (
      <ScreenFrame title="My Profile" headingLevel={props.headingLevel}>
        <ScreenStatus kind="empty" text="No profile data found." />
      </ScreenFrame>
    );
  return <ProfileView profile={data.profile} wallet={isRecord(data.wallet) ? data.wallet : null} {...props} />;
}
