import { useResource, type ProfileResponse } from '@giftcash/core';
import { ResourceScreen, hasProfile } from '../shared/ResourceScreen';
import { ProfileView, type ProfileViewProps } from './ProfileView';

export type ProfileScreenProps = Omit<ProfileViewProps, 'profile' | 'wallet'>;

/** The /profile page, reading the profile call: `Loading profile...`, `Error: …` (default `Failed to fetch profile`), `No profile data found.` */
export function ProfileScreen(props: ProfileScreenProps) {
  const resource = useResource<ProfileResponse>((provider, signal) => provider.getProfile({ signal }));
  return (
    <ResourceScreen
      title="My Profile"
      headingLevel={props.headingLevel}
      resource={resource}
      loadingText="Loading profile..."
      errorFallback="Failed to fetch profile"
      emptyText="No profile data found."
      hasData={hasProfile}
    >
      {(data) => <ProfileView profile={data.profile} wallet={data.wallet} {...props} />}
    </ResourceScreen>
  );
}
