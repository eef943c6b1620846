import { ProfileCallScreen, hasProfile, type ScreenTexts } from '../shared/ResourceScreen';
import { ProfileView, type ProfileViewProps } from './ProfileView';

/**
 * Props of {@link ProfileScreen}: the view's props without `profile` and `wallet`, which the screen
 * reads from the profile call through `GiftcashProvider`.
 */
export type ProfileScreenProps = Omit<ProfileViewProps, 'profile' | 'wallet'>;

const TEXTS: ScreenTexts = {
  title: 'My Profile',
  loading: 'Loading profile...',
  error: 'Failed to fetch profile',
  empty: 'No profile data found.',
};

/** The /profile page, reading the profile call: `Loading profile...`, `Error: …` (default `Failed to fetch profile`), `No profile data found.` */
export function ProfileScreen(props: ProfileScreenProps) {
  return (
    <ProfileCallScreen texts={TEXTS} headingLevel={props.headingLevel} hasData={hasProfile}>
      {(data) => <ProfileView profile={data.profile} wallet={data.wallet} {...props} />}
    </ProfileCallScreen>
  );
}
