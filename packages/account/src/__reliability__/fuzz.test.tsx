import { describe, expect, it } from 'vitest';
import { fuzzRuns, fuzzScreen, type ScreenFuzzTarget } from '@giftcash/core/testing';
import { goodResponses } from '@giftcash/sample/testing';
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

describe('hostile responses through the HTTP provider into the account screens', () => {
  it.each(targets)(
    '$name: never crashes, shows an error with Retry, keeps loaded content',
    async (target) => {
      const { cases } = await fuzzScreen(target, goodResponses());
      expect(cases).toBe(fuzzRuns());
    },
    600_000,
  );
});
