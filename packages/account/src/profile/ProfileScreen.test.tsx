import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { HttpStatusError } from '@giftcash/core';
import { ProfileScreen } from './ProfileScreen';
import { ProfileView, formatBirthdate } from './ProfileView';
import { fakeProvider, profile, profileResponse, wallet, withProvider } from '../testing/fixtures';
import { row } from '../testing/queries';

describe('ProfileScreen', () => {
  it('shows Loading profile... then every section', async () => {
    render(<ProfileScreen />, { wrapper: withProvider(fakeProvider()) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    expect(await screen.findByRole('heading', { level: 2, name: 'Balances' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    for (const name of [
      'Personal Information',
      'Balances',
      'Referral Level',
      'Gift Card Purchases',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(row('Date of birth')).toHaveTextContent('4 March 1991');
    expect(row('Phone number')).toHaveTextContent('+44 7700 900123Verified');
    expect(row('Town')).toHaveTextContent('Bristol');
    expect(row('Coins balance')).toHaveTextContent(/^1,250,000$/);
    expect(row('Cashback balance')).toHaveTextContent('£23.40');
    expect(screen.getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(row('Level')).toHaveTextContent('Gold');
    expect(row('Referral code')).toHaveTextContent('SARAH25');
    expect(row('Total sign ups')).toHaveTextContent('7');
    expect(row('Coins earned')).toHaveTextContent(/^20,000,000$/);
    expect(row('Cash rewards earned')).toHaveTextContent('£20.00');
    expect(row('Total gift cards')).toHaveTextContent('14');
    expect(row('Total amount spent')).toHaveTextContent('£812.50');
    expect(row('Total cashback earned')).toHaveTextContent('£41.35');
  });

  it('sections collapse', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProfileScreen />, { wrapper: withProvider(fakeProvider()) });
    await screen.findByRole('heading', { level: 2, name: 'Balances' });
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(4);
    expect(details[0]).toHaveAttribute('open');
    await user.click(within(details[0] as HTMLElement).getByText('Balances'));
    expect(details[0]).not.toHaveAttribute('open');
  });

  it('shows the HTTP error message, and the default when there is none', async () => {
    const user = userEvent.setup();
    const getProfile = vi
      .fn()
      .mockRejectedValueOnce(new HttpStatusError(500))
      .mockRejectedValueOnce({})
      .mockResolvedValue(profileResponse());
    render(<ProfileScreen />, { wrapper: withProvider(fakeProvider({ getProfile })) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Request failed with status code 500',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Error: Failed to fetch profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Personal Information')).toBeInTheDocument();
  });

  it('shows No profile data found. without a profile', async () => {
    const getProfile = () =>
      Promise.resolve({ profile: null, wallet: null, referral: null } as never);
    render(<ProfileScreen />, { wrapper: withProvider(fakeProvider({ getProfile })) });
    expect(await screen.findByText('No profile data found.')).toBeInTheDocument();
  });

  it('falls back for missing values, unknown levels and no wallet', () => {
    render(
      <ProfileView
        profile={{
          ...profile,
          birthdate: '',
          phone_number_verified: false,
          referral_level: undefined,
          county: undefined,
        }}
        wallet={null}
      />,
    );
    expect(row('Date of birth')).toHaveTextContent('Not available');
    expect(row('County')).toHaveTextContent('Not available');
    expect(row('Phone number')).not.toHaveTextContent('Verified');
    expect(screen.getByText('No balance information found.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bronze medal' })).toBeInTheDocument();
  });

  it('formats birth dates in long en-GB form', () => {
    expect(formatBirthdate('1985-12-31')).toBe('31 December 1985');
    expect(formatBirthdate(undefined)).toBe('Not available');
    expect(formatBirthdate('not a date')).toBe('Not available');
  });

  it('renders on the server', () => {
    expect(renderToString(<ProfileView profile={profile} wallet={wallet} />)).toContain(
      'My Profile',
    );
  });
});
