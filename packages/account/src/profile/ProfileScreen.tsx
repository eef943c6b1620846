import { ProfileCallScreen, hasProfile } from '../shared/ResourceScreen';
import { SCREEN_TEXTS } from '../shared/screenTexts';
import { ProfileView, type ProfileViewProps } from './ProfileView';

/**
 * Props of {@link ProfileScreen}: the view's props without `profile` and `wallet`, which the screen
 * reads from the profile call through `GiftcashProvider`.
 */
export type ProfileScreenProps = Omit<ProfileViewProps, 'profile' | 'wallet'>;

/** The /profile page, reading the profile call: `Loading profile...`, `Error: …` (default `Failed to fetch profile`), `No profile data found.` */
export function ProfileScreen(props: ProfileScreenProps) {
  return (
    <ProfileCallScreen
      texts={SCREEN_TEXTS.profile}
      headingLevel={props.headingLevel}
      hasData={hasProfile}
    >
      {(data) => <ProfileView profile={data.profile} wallet={data.wallet} {...props} />}
    </ProfileCallScreen>
  );
}
