import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProfileScreen } from './profile/ProfileScreen';
import { ReferralsScreen } from './referrals/ReferralsScreen';
import { fakeProvider, withProvider } from './testing/fixtures';

describe('the account screens put their sections in the spec’s order', () => {
  it.each<[string, ReactElement, string[]]>([
    [
      'ProfileScreen opens with the money: Balances first, Personal Information (the address) last',
      <ProfileScreen />,
      ['Balances', 'Referral Level', 'Gift Card Purchases', 'Personal Information'],
    ],
    [
      'ReferralsScreen puts the code first: Invite friends comes before the level, the totals and the tiers',
      <ReferralsScreen />,
      ['Invite friends', 'Current level: Silver', 'Your referral totals', 'Referral tiers'],
    ],
  ])('%s', async (_name, element, headings) => {
    render(element, { wrapper: withProvider(fakeProvider()) });
    const shown = await screen.findAllByRole('heading', { level: 2 });
    expect(shown.map((heading) => heading.textContent)).toEqual(headings);
  });
});
