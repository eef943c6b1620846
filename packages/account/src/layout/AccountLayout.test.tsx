import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { GiftcashProvider } from '@giftcash/core';
import { AccountLayout } from './AccountLayout';
import { activeAccountItem } from './activeItem';
import { fakeProvider } from '../testing/fixtures';

describe('activeAccountItem', () => {
  it.each([
    ['/account', 'personal'],
    ['/account/', 'personal'],
    ['/account/personal', 'personal'],
    ['/account/gift-card-orders', 'gift-card-orders'],
    ['/account/balances/', 'balances'],
    ['/account/referrals', 'referrals'],
    ['/profile', null],
    ['/accounts', null],
  ])('%s → %s', (path, item) => expect(activeAccountItem(path)).toBe(item));

  it.each([
    ['/account/wallet', 'gift-card-orders'],
    ['/account/wallet/123?tab=archived', 'gift-card-orders'],
    ['/me/rewards/', 'balances'],
    ['/account/gift-card-orders', null],
    ['/account', 'personal'],
  ])('with the host’s own paths (#17.10): %s → %s', (path, item) =>
    expect(activeAccountItem(path, { 'gift-card-orders': '/account/wallet', balances: '/me/rewards' })).toBe(item),
  );
});

describe('AccountLayout', () => {
  it('lists the menu, marks the active item and signs out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(
      <AccountLayout pathname="/account/" onSignOut={onSignOut}>
        <p>content</p>
      </AccountLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'My Account' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/personal');
    expect(screen.getByRole('link', { name: 'Gift Cards Wallet' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/account/balances');
    expect(screen.getByRole('link', { name: 'Referrals' })).toHaveAttribute('href', '/account/referrals');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('navigates through the router given to GiftcashProvider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <GiftcashProvider provider={fakeProvider()} navigate={navigate}>
        <AccountLayout pathname="/account/balances" />
      </GiftcashProvider>,
    );
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Referrals' }));
    expect(navigate).toHaveBeenCalledWith('/account/referrals');
  });

  it('links to and highlights the host’s own routes given in hrefs (#17.10)', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <GiftcashProvider provider={fakeProvider()} navigate={navigate}>
        <AccountLayout pathname="/account/wallet" hrefs={{ 'gift-card-orders': '/account/wallet', balances: '/account/rewards' }} />
      </GiftcashProvider>,
    );
    const wallet = screen.getByRole('link', { name: 'Gift Cards Wallet' });
    expect(wallet).toHaveAttribute('href', '/account/wallet');
    expect(wallet).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/personal');
    await user.click(screen.getByRole('link', { name: 'Rewards' }));
    expect(navigate).toHaveBeenCalledWith('/account/rewards');
  });

  it('renders on the server', () => {
    expect(renderToString(<AccountLayout pathname="/account/referrals" />)).toContain('aria-current="page"');
  });
});
