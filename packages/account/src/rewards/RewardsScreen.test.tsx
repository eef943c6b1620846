import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { GiftcashProvider } from '@giftcash/core/react';
import { RewardsScreen } from './RewardsScreen';
import { RewardsView } from './RewardsView';
import {
  expectEachRetry,
  failingThenProfile,
  fakeProvider,
  profile,
  profileResponse,
  wallet,
  withProvider,
} from '../testing/fixtures';

const tileValue = (label: string) =>
  screen.getByText(label, { selector: '.gc-rewards-tile-label' }).nextElementSibling;

describe('RewardsScreen', () => {
  it('computes the tiles from real data and shows the balances', async () => {
    render(<RewardsScreen />, { wrapper: withProvider(fakeProvider()) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading rewards...');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cashback & Coins' }),
    ).toBeInTheDocument();
    expect(tileValue('From Gift Cards')).toHaveTextContent('£41.35');
    expect(tileValue('From Games')).toHaveTextContent('£16.25');
    expect(tileValue('Total')).toHaveTextContent('£57.60');
    // The tiles say what they are: earned to date, not what is left to use.
    const earned = screen.getByRole('region', { name: 'Earned to date' });
    expect(within(earned).getByRole('list', { name: 'Rewards earned to date' })).toBeVisible();
    expect(earned).toHaveTextContent(/All the cash you have earned, spent or not./);
    // The balances, exact, and Cash Out: once on the page.
    expect(screen.getByText('Coins balance').nextElementSibling).toHaveTextContent(
      /^1,250,000 coins$/,
    );
    expect(screen.getByText('Cashback balance').nextElementSibling).toHaveTextContent('£23.40');
    expect(screen.getAllByText('Cashback balance')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Cash Out' })).toHaveLength(1);
  });

  it('groups minigame winnings and draws an accessible chart', async () => {
    const user = userEvent.setup();
    render(<RewardsScreen />, { wrapper: withProvider(fakeProvider()) });
    await screen.findByRole('heading', { name: 'Minigames History' });
    expect(screen.getByText('Total winnings:')).toHaveTextContent('Total winnings: £16.25');
    const wheel = screen
      .getByText('Wheel of Fortune', { selector: 'summary span' })
      .closest('details') as HTMLElement;
    expect(wheel).not.toHaveAttribute('open');
    await user.click(screen.getByText('Wheel of Fortune', { selector: 'summary span' }));
    expect(wheel).toHaveAttribute('open');
    expect(within(wheel).getByText('Cashback Plus').nextElementSibling).toHaveTextContent('£12.50');
    expect(within(wheel).getByText('Mega Wheel')).toBeInTheDocument();
    const scratch = screen
      .getByText('Scratch Card', { selector: 'summary span' })
      .closest('details') as HTMLElement;
    expect(within(scratch).getByText('Lucky Scratch')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Winnings per game: Cashback Plus £12.50, Lucky Scratch £3.25, Mega Wheel £0.50.',
      }),
    ).toBeInTheDocument();
    // A legend says which bar colour is which game type.
    const legend = [...document.querySelectorAll('.gc-rewards-legend-item')].map((item) => [
      item.textContent,
      item.getAttribute('data-type'),
    ]);
    expect(legend).toEqual([
      ['Wheel of Fortune', '1'],
      ['Scratch Card', '2'],
    ]);
    // Each amount sits just after its own bar's end, not at the chart's far edge.
    for (const row of document.querySelectorAll('.gc-winnings-chart g')) {
      const bar = row.querySelector('rect')!;
      const value = row.querySelector('.gc-winnings-chart-value')!;
      expect(value.getAttribute('x')).toBe(bar.getAttribute('width'));
      expect(value.getAttribute('dx')).toBe('8');
    }
  });

  it('opens Cash Out Options with both options; gift card goes to /gift-card-deals', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <GiftcashProvider provider={fakeProvider()} navigate={navigate}>
        <RewardsScreen />
      </GiftcashProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cash Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash Out Options' });
    expect(within(dialog).getByText('Cash Out to Gift Card')).toBeInTheDocument();
    expect(within(dialog).getByText(/Instant and free/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Minimum £10.00, £0.30 fee/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Choose a gift card' }));
    expect(navigate).toHaveBeenCalledWith('/gift-card-deals');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends Cash Out to Gift Card to the host’s catalogue route set on GiftcashProvider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <GiftcashProvider
        provider={fakeProvider()}
        navigate={navigate}
        routes={{ catalogue: '/shop' }}
      >
        <RewardsScreen />
      </GiftcashProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cash Out' }));
    const link = within(await screen.findByRole('dialog', { name: 'Cash Out Options' })).getByRole(
      'link',
      { name: 'Choose a gift card' },
    );
    expect(link).toHaveAttribute('href', '/shop');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/shop');
  });

  it('sends Cash Out to Bank to the app from £10.00, and explains when below', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<RewardsScreen />, { wrapper: withProvider(fakeProvider()) });
    await user.click(await screen.findByRole('button', { name: 'Cash Out' }));
    await user.click(screen.getByRole('button', { name: 'Cash Out to Bank' }));
    expect(
      await screen.findByRole('dialog', { name: 'Cash out to your bank in the app' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cash Out Options' })).not.toBeInTheDocument();
    unmount();
    render(
      <RewardsView profile={profile} wallet={{ ...wallet, win_cash: 9.99 }} defaultCashOutOpen />,
    );
    const bank = screen.getByRole('button', { name: 'Cash Out to Bank' });
    expect(bank).toBeDisabled();
    expect(bank).toHaveAccessibleDescription(
      'You need at least £10.00 of cashback to cash out to a bank.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error, its default, the missing wallet and the empty state', async () => {
    const user = userEvent.setup();
    const getProfile = failingThenProfile(500, profileResponse({ wallet: null }));
    render(<RewardsScreen />, { wrapper: withProvider(fakeProvider({ getProfile })) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Request failed with status code 500',
    );
    await expectEachRetry(user, [
      'Error: Failed to load wallet data.',
      'Wallet data is missing or malformed.',
    ]);
  });

  it('shows No balance information found. without data', async () => {
    render(<RewardsScreen />, {
      wrapper: withProvider(
        fakeProvider({ getProfile: () => Promise.resolve(undefined as never) }),
      ),
    });
    expect(await screen.findByText('No balance information found.')).toBeInTheDocument();
  });

  it('no minigame winnings shows the empty art above the unchanged message, hidden from assistive tech', () => {
    const { container } = render(
      <RewardsView profile={{ ...profile, minigames: [] }} wallet={wallet} />,
    );
    const message = screen.getByText('No minigame winnings yet.');
    const art = message.previousElementSibling;
    expect(art).toHaveClass('gc-state-art');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveAttribute('focusable', 'false');
    expect(container.querySelectorAll('.gc-state-art')).toHaveLength(1);
  });

  it('renders on the server and without games', () => {
    const html = renderToString(
      <RewardsView profile={{ ...profile, minigames: [] }} wallet={wallet} />,
    );
    expect(html).toContain('No minigame winnings yet.');
  });

  it('takes the wallet as getProfile() returns it, null included', async () => {
    const response = await fakeProvider().getProfile();
    render(<RewardsView profile={response.profile} wallet={null} />);
    const balances = screen.getByRole('region', { name: 'Cashback & Coins' });
    expect(within(balances).getByText('No balance information found.')).toBeInTheDocument();
    expect(within(balances).queryByRole('button', { name: 'Cash Out' })).not.toBeInTheDocument();
    expect(tileValue('Total')).toHaveTextContent('£57.60');
  });
});
