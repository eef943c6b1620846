import type { ScreenTexts } from './ResourceScreen';

/** The texts of each connected account screen, in one place. */
export const SCREEN_TEXTS = {
  profile: {
    title: 'My Profile',
    loading: 'Loading profile...',
    error: 'Failed to fetch profile',
    empty: 'No profile data found.',
  },
  referrals: {
    title: 'My Referrals',
    loading: 'Loading referrals...',
    error: 'Failed to load referral data.',
    empty: 'No referral data found.',
  },
  rewards: {
    title: 'My Rewards',
    loading: 'Loading rewards...',
    error: 'Failed to load wallet data.',
    empty: 'No balance information found.',
  },
  personal: {
    title: 'Personal Information',
    loading: 'Loading profile...',
    error: 'Failed to load profile data.',
    empty: 'No profile data available',
  },
} satisfies Record<string, ScreenTexts>;
