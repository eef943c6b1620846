import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { PersonalInfoScreen } from './PersonalInfoScreen';
import { PersonalInfoView } from './PersonalInfoView';
import { fakeProvider, profile, profileResponse, withProvider } from '../testing/fixtures';
import { row } from '../testing/queries';

describe('PersonalInfoView', () => {
  it('asks an unverified customer for a Proof of ID and lists the three benefits', () => {
    render(<PersonalInfoView profile={profile} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Send a Proof of ID to our support team/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Priority customer support',
      'Higher gift card purchase limits',
      '1M Reward Coins',
    ]);
    expect(screen.queryByText('Your profile has been verified')).not.toBeInTheDocument();
  });

  it('an unverified customer who presses Send Proof of ID is told where to send it', async () => {
    const user = userEvent.setup();
    render(<PersonalInfoView profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Send Proof of ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your Proof of ID in the app' });
    expect(dialog).toHaveTextContent(/support chat in the GiftCash app/);
  });

  // Every field, the phone verification date and the sign-up code, one case per row.
  it.each([
    ['First name', 'Sarah'],
    ['Surname', 'Mitchell'],
    ['Birth date', '4 March 1991'],
    ['Email', 'sarah.mitchell@example.com'],
    ['Phone', 'Verified on 12 May 2024'],
    ['Address', 'Flat 2'],
    ['Street', '14 Orchard Lane'],
    ['Town', 'Bristol'],
    ['County', 'Somerset'],
    ['Postcode', 'BS1 4DJ'],
    ['Referral code used at sign-up', 'JAMES10'],
  ])('shows %s as %s', (label, text) => {
    render(<PersonalInfoView profile={profile} />);
    expect(row(label)).toHaveTextContent(text);
  });

  it('says None without a sign-up code, and shows the verified state', () => {
    render(
      <PersonalInfoView
        profile={{
          ...profile,
          invitation_code: '',
          profile_checked: true,
          profile_checked_at: Date.UTC(2026, 0, 2),
        }}
      />,
    );
    expect(row('Referral code used at sign-up')).toHaveTextContent('None');
    expect(screen.getByText('Your profile has been verified')).toBeInTheDocument();
    expect(screen.getByText('Verified on 2 January 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Proof of ID/)).not.toBeInTheDocument();
  });

  it('renders on the server', () => {
    expect(renderToString(<PersonalInfoView profile={profile} />)).toContain(
      'Personal Information',
    );
  });
});

describe('PersonalInfoScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('polls profile_checked every 5 s and updates the verified state and time', async () => {
    vi.useFakeTimers();
    let checked = false;
    const getProfile = vi.fn(() =>
      Promise.resolve(
        profileResponse(
          {},
          checked ? { profile_checked: true, profile_checked_at: Date.UTC(2026, 10, 21, 9) } : {},
        ),
      ),
    );
    const { unmount } = render(<PersonalInfoScreen />, {
      wrapper: withProvider(fakeProvider({ getProfile })),
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Your profile is not verified yet')).toBeInTheDocument();
    expect(getProfile).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(getProfile).toHaveBeenCalledTimes(2);
    checked = true;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(getProfile).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Your profile has been verified')).toBeInTheDocument();
    expect(screen.getByText('Verified on 21 November 2026')).toBeInTheDocument();
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(getProfile).toHaveBeenCalledTimes(3);
  });

  it('shows all of the new person when the poll reads another profile', async () => {
    vi.useFakeTimers();
    let person: 'sarah' | 'bob' = 'sarah';
    const getProfile = vi.fn(() =>
      Promise.resolve(
        profileResponse(
          {},
          person === 'sarah' ? {} : { id: 'user-bob', first_name: 'Bob', surname: 'Jones' },
        ),
      ),
    );
    render(<PersonalInfoScreen />, { wrapper: withProvider(fakeProvider({ getProfile })) });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(row('First name')).toHaveTextContent('Sarah');
    person = 'bob';
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(row('First name')).toHaveTextContent('Bob');
    expect(row('Surname')).toHaveTextContent('Jones');
  });

  it('pauses polling while the tab is hidden', async () => {
    vi.useFakeTimers();
    const getProfile = vi.fn(() => Promise.resolve(profileResponse()));
    let hidden = false;
    const spy = vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    render(<PersonalInfoScreen />, { wrapper: withProvider(fakeProvider({ getProfile })) });
    await act(() => vi.advanceTimersByTimeAsync(0));
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(getProfile).toHaveBeenCalledTimes(1);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getProfile).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('shows the error with the spec default, and the malformed message', async () => {
    const { unmount } = render(<PersonalInfoScreen />, {
      wrapper: withProvider(fakeProvider({ getProfile: () => Promise.reject(new Error('')) })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to load profile data.',
    );
    unmount();
    render(<PersonalInfoScreen />, {
      wrapper: withProvider(
        fakeProvider({
          getProfile: () =>
            Promise.resolve({ profile: 'nope', wallet: null, referral: null } as never),
        }),
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Profile data is missing or malformed\.Retry$/,
    );
  });

  it('shows No profile data available when the call returns nothing', async () => {
    render(<PersonalInfoScreen />, {
      wrapper: withProvider(
        fakeProvider({ getProfile: () => Promise.resolve(undefined as never) }),
      ),
    });
    expect(await screen.findByText('No profile data available')).toBeInTheDocument();
  });
});
