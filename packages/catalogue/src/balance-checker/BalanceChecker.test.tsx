import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GiftcashProvider } from '@giftcash/core';
import { BRANDS, fakeProvider, makeBrand } from '../testing/fixtures';
import { BalanceCheckerView } from './BalanceCheckerView';
import { BalanceCheckerScreen } from './BalanceCheckerScreen';

const WITH_BALANCE = [
  makeBrand({
    id: 'link',
    name: 'Linky',
    detail: { assets: {}, redemption_methods: ['online'], description: 'Has a link', balance_enquiry_url: 'https://linky.example.com/balance' },
  }),
  makeBrand({
    id: 'unsafe',
    name: 'Sneaky',
    detail: { assets: {}, redemption_methods: ['online'], balance_enquiry_url: 'javascript:alert(1)', balance_enquiry_info: 'Call 0800 000 000' },
  }),
  makeBrand({ id: 'none', name: 'Nothing Ltd', detail: { assets: {}, redemption_methods: ['instore'] } }),
];

const rowNames = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('[hidden]') === null)
    .map((heading) => heading.textContent);

describe('BalanceCheckerView', () => {
  it('lists brands A–Z with logo, description and a link, instructions or Not Available', () => {
    render(<BalanceCheckerView brands={WITH_BALANCE} />);
    expect(rowNames()).toEqual(['Linky', 'Nothing Ltd', 'Sneaky']);
    const link = screen.getByRole('link', { name: 'Check Linky balance (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://linky.example.com/balance');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Call 0800 000 000')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sneaky balance/ })).toBeNull();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    expect(screen.getByText('Has a link')).toBeInTheDocument();
  });

  it('filters by trimmed, case-insensitive name; Enter does nothing; empty restores all', async () => {
    const user = userEvent.setup();
    render(<BalanceCheckerView brands={BRANDS} />);
    const search = screen.getByRole('searchbox', { name: 'Search brands' });
    await user.type(search, '  CURR {Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Currys']));
    await user.clear(search);
    await waitFor(() => expect(rowNames()).toHaveLength(BRANDS.length));
    await user.type(search, 'tech');
    expect(await screen.findByText('No brands found matching "tech"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(rowNames()).toHaveLength(BRANDS.length));
  });

  it('opens the brand when the row is clicked, but not when the balance link is', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <GiftcashProvider provider={fakeProvider(() => Promise.reject(new Error('unused')))} navigate={navigate}>
        <BalanceCheckerView brands={WITH_BALANCE} />
      </GiftcashProvider>,
    );
    await user.click(screen.getByText('Not Available'));
    expect(navigate).toHaveBeenCalledWith('/brand/none');
    navigate.mockClear();
    const row = screen.getByRole('link', { name: /Check Linky balance/ }).closest('li')!;
    row.querySelector<HTMLAnchorElement>('.gc-balance-link')!.addEventListener('click', (event) => event.preventDefault());
    await user.click(within(row).getByRole('link', { name: /Check Linky balance/ }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows loading and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<BalanceCheckerView brands={undefined} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading brands…');
    rerender(<BalanceCheckerView brands={undefined} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load brands. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('BalanceCheckerScreen', () => {
  it('loads brands from the provider and retries after a failure', async () => {
    const user = userEvent.setup();
    const getBrands = vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue({ brands: BRANDS, categories: [] });
    render(
      <GiftcashProvider provider={fakeProvider(getBrands)}>
        <BalanceCheckerScreen />
      </GiftcashProvider>,
    );
    expect(await screen.findByText('Failed to load brands. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowNames()).toHaveLength(BRANDS.length));
  });
});
