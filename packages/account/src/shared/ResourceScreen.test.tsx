import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { validateResponse, type DataProvider } from '@giftcash/core';
import { PersonalInfoScreen } from '../personal/PersonalInfoScreen';
import { ProfileScreen } from '../profile/ProfileScreen';
import { ReferralsScreen } from '../referrals/ReferralsScreen';
import { RewardsScreen } from '../rewards/RewardsScreen';
import { WalletScreen } from '../wallet/WalletScreen';
import { brands, fakeProvider, profileResponse, withProvider } from '../testing/fixtures';

/** A provider whose profile call answers `body`, read through core's validation as the HTTP and sample providers read it. */
const answering = (body: unknown, over: Partial<DataProvider> = {}) =>
  fakeProvider({
    getProfile: () => Promise.resolve().then(() => validateResponse('profile', body)),
    ...over,
  });

const SCREENS = [
  {
    name: 'My Profile',
    element: <ProfileScreen />,
    absent: 'No profile data found.',
    role: 'alert',
  },
  {
    name: 'Personal Information',
    element: <PersonalInfoScreen pollInterval={60_000} />,
    absent: 'Profile data is missing or malformed.',
    role: 'alert',
  },
  {
    name: 'My Rewards',
    element: <RewardsScreen />,
    absent: 'Profile data is missing',
    role: 'alert',
  },
  {
    name: 'My Referrals',
    element: <ReferralsScreen />,
    absent: 'No referral data found.',
    role: 'alert',
  },
] as const;

/** Words of a validator's report (`Invalid profile response: profile expected an object (received null)`). */
const VALIDATOR_WORDS = /Invalid|response:|expected|received|\(root\)/;

afterEach(cleanup);

describe('a missing or malformed profile shows the spec’s words on every account page, never the validator’s', () => {
  for (const { name, element, absent, role } of SCREENS) {
    it(`${name}: a null, missing or non-object profile shows “${absent}”`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const body of [
        { ...profileResponse(), profile: null },
        { wallet: null },
        null,
        { profile: 'x' },
      ]) {
        render(element, { wrapper: withProvider(answering(body)) });
        expect(await screen.findByRole(role, {}, { timeout: 2000 })).toHaveTextContent(
          new RegExp(`^${absent.replace('.', '\\.')}(Retry)?$`),
        );
        expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
        expect(document.body.textContent).not.toMatch(VALIDATOR_WORDS);
        cleanup();
      }
    });
  }

  it('a profile with a malformed field shows “Profile data is missing or malformed.” on each page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = profileResponse();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SCREENS),
        fc.constantFrom('id', 'email', 'first_name'),
        fc.constantFrom(null, {}, [], true, Number.NaN),
        async (page, field, value) => {
          const body = { ...good, profile: { ...good.profile, [field]: value } };
          let valid = true;
          try {
            validateResponse('profile', body);
          } catch {
            valid = false;
          }
          fc.pre(!valid); // only answers validation rejects
          render(page.element, { wrapper: withProvider(answering(body)) });
          expect(await screen.findByRole('alert')).toHaveTextContent(
            /^Profile data is missing or malformed\.Retry$/,
          );
          expect(document.body.textContent).not.toMatch(VALIDATOR_WORDS);
          cleanup();
        },
      ),
      { numRuns: 12 },
    );
  });

  it('the wallet shows its default error, not the validator’s report, for a malformed orders answer', async () => {
    const getOrders = () =>
      Promise.resolve().then(() => validateResponse('orders', { items: 'nope' }));
    render(<WalletScreen />, {
      wrapper: withProvider(fakeProvider({ getOrders, getBrands: () => Promise.resolve(brands) })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error: Failed to load ordersRetry$/,
    );
    expect(document.body.textContent).not.toMatch(VALIDATOR_WORDS);
  });
});
