import type { ScreenFuzzTarget } from '@giftcash/core/testing';
import { screenFuzzSuite } from '@giftcash/sample/testing';
import {
  PersonalInfoScreen,
  ProfileScreen,
  ReferralsScreen,
  RewardsScreen,
  WalletScreen,
} from '../index';

const targets: ScreenFuzzTarget[] = [
  { name: 'ProfileScreen (profile)', endpoint: 'profile', element: () => <ProfileScreen /> },
  {
    name: 'PersonalInfoScreen (profile)',
    endpoint: 'profile',
    element: () => <PersonalInfoScreen pollInterval={3_600_000} />,
  },
  { name: 'RewardsScreen (profile)', endpoint: 'profile', element: () => <RewardsScreen /> },
  {
    name: 'ReferralsScreen (profile)',
    endpoint: 'profile',
    element: () => <ReferralsScreen shareUrl="https://giftcash.example/r" />,
  },
  { name: 'WalletScreen (orders)', endpoint: 'orders', element: () => <WalletScreen /> },
];

screenFuzzSuite('hostile responses through the HTTP provider into the account screens', targets);
