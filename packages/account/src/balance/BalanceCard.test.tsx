import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GiftcashProvider } from '@giftcash/core/react';
import { BalanceCard } from './BalanceCard';
import { BalanceCardView } from './BalanceCardView';
import { deferred, fakeProvider, profileResponse, withProvider } from '../testing/fixtures';

describe('BalanceCardView', () => {
  it('shows the cashback balance large, the coins, and Cash Out and Spend', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <GiftcashProvider provider={fakeProvider()} navigate={navigate}>
        <BalanceCardView wallet={{ win_cash: 42.37, coins: 245_000 }} />
      </GiftcashProvider>,
    );
    const card = screen.getByRole('region', { name: 'Your balance' });
    expect(within(card).getByTestId('balance-cash')).toHaveTextContent('£42.37');
    expect(within(card).getByText('245,000 coins')).toBeInTheDocument();
    const spend = within(card).getByRole('link', { name: 'Spend' });
    expect(spend).toHaveAttribute('href', '/gift-card-deals');
    // The spec's label, the same as on My Rewards (exact and case-sensitive).
    await user.click(within(card).getByRole('button', { name: 'Cash Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash Out Options' });
    expect(within(dialog).getByText('Your cashback balance is £42.37.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cash Out to Bank' }));
    expect(
      await screen.findByRole('dialog', { name: 'Cash out to your bank in the app' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(spend);
    expect(navigate).toHaveBeenCalledWith('/gift-card-deals');
  });

  it('shows £0.00 and 0 coins for values that are not numbers', () => {
    render(
      <BalanceCardView wallet={{ win_cash: Number.NaN, coins: undefined as unknown as number }} />,
    );
    expect(screen.getByTestId('balance-cash')).toHaveTextContent('£0.00');
    expect(screen.getByText('0 coins')).toBeInTheDocument();
  });
});

describe('BalanceCard', () => {
  it('keeps its place while loading, then shows the wallet of the profile call', async () => {
    const answer = deferred<ReturnType<typeof profileResponse>>();
    render(<BalanceCard />, {
      wrapper: withProvider(fakeProvider({ getProfile: () => answer.promise })),
    });
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer.resolve(profileResponse());
    expect(await screen.findByTestId('balance-cash')).toHaveTextContent('£23.40');
    expect(screen.getByText('1,250,000 coins')).toBeInTheDocument();
  });

  it('shows nothing when the call fails or has no wallet (the screen below says why)', async () => {
    const { container, unmount } = render(<BalanceCard />, {
      wrapper: withProvider(
        fakeProvider({ getProfile: () => Promise.reject(new Error('Network Error')) }),
      ),
    });
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();
    const second = render(<BalanceCard />, {
      wrapper: withProvider(
        fakeProvider({ getProfile: () => Promise.resolve(profileResponse({ wallet: null })) }),
      ),
    });
    await vi.waitFor(() => expect(second.container).toBeEmptyDOMElement());
  });
});
