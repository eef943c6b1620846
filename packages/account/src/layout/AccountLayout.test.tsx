import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { GiftcashProvider, resolveRoutes } from '@giftcash/core/react';
import { expectLinks } from '@giftcash/core/testing';
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
  ])('with the host’s own paths: %s → %s', (path, item) =>
    expect(
      activeAccountItem(
        path,
        resolveRoutes({ accountGiftCardOrders: '/account/wallet', accountBalances: '/me/rewards' }),
      ),
    ).toBe(item),
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
    expect(screen.getByRole('link', { name: 'Gift Cards Wallet' })).not.toHaveAttribute(
      'aria-current',
    );
    expectLinks({
      Profile: '/account/personal',
      Rewards: '/account/balances',
      Referrals: '/account/referrals',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('shows the summary above the screen', () => {
    render(
      <AccountLayout pathname="/profile" activeItem="personal" summary={<p>balance card</p>}>
        <p>content</p>
      </AccountLayout>,
    );
    const summary = screen.getByText('balance card');
    expect(
      summary.compareDocumentPosition(screen.getByText('content')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
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

  it('links to and highlights the host’s own routes set once on GiftcashProvider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const routes = {
      accountGiftCardOrders: '/account/wallet',
      accountBalances: '/account/rewards',
    };
    render(
      <GiftcashProvider provider={fakeProvider()} navigate={navigate} routes={routes}>
        <AccountLayout pathname="/account/wallet" />
      </GiftcashProvider>,
    );
    const wallet = screen.getByRole('link', { name: 'Gift Cards Wallet' });
    expect(wallet).toHaveAttribute('href', '/account/wallet');
    expect(wallet).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/account/personal',
    );
    await user.click(screen.getByRole('link', { name: 'Rewards' }));
    expect(navigate).toHaveBeenCalledWith('/account/rewards');
  });

  it('renders on the server', () => {
    expect(renderToString(<AccountLayout pathname="/account/referrals" />)).toContain(
      'aria-current="page"',
    );
  });
});

describe('AccountLayout under custom routes', () => {
  it('counts the host’s own account index as Personal and highlights each custom route', () => {
    const routes = {
      account: '/me',
      accountPersonal: '/me/details',
      accountGiftCardOrders: '/me/cards',
      accountBalances: '/me/money',
      accountReferrals: '/me/friends',
    };
    const { rerender } = render(
      <GiftcashProvider provider={fakeProvider()} routes={routes}>
        <AccountLayout pathname="/me/" />
      </GiftcashProvider>,
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    for (const [name, path] of [
      ['Profile', '/me/details'],
      ['Gift Cards Wallet', '/me/cards'],
      ['Rewards', '/me/money'],
      ['Referrals', '/me/friends'],
    ] as const) {
      rerender(
        <GiftcashProvider provider={fakeProvider()} routes={routes}>
          <AccountLayout pathname={`${path}/x?y=1`} />
        </GiftcashProvider>,
      );
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', path);
      expect(screen.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      expect(
        screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page'),
      ).toHaveLength(1);
    }
    // The spec's paths are no longer the menu's.
    rerender(
      <GiftcashProvider provider={fakeProvider()} routes={routes}>
        <AccountLayout pathname="/account/balances" />
      </GiftcashProvider>,
    );
    expect(
      screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(0);
  });
});
