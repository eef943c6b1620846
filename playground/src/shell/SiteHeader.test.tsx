import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const noop = () => undefined;

function setup(props: Partial<SiteHeaderProps>) {
  return render(
    <GiftcashProvider provider={createSampleProvider({ storage: null })} navigate={vi.fn()}>
      <SiteHeader
        currentPath="/"
        signedIn
        theme="light"
        onThemeChange={noop}
        onAccountClick={noop}
        onSignOut={noop}
        {...props}
      />
    </GiftcashProvider>,
  );
}

describe('SiteHeader signed-in person', () => {
  it('shows decorative initials in the account button and the first name in the user menu', async () => {
    const user = userEvent.setup();
    setup({ person: { firstName: 'Jane', initials: 'JS' } });
    const account = screen.getByRole('button', { name: 'My account' });
    // Drawn by CSS from data-initials: decorative, no text in the button's name.
    const avatar = account.querySelector('.site-avatar');
    expect(avatar).toHaveAttribute('data-initials', 'JS');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(account).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    expect(screen.getByRole('menu', { name: 'User menu' })).toBeVisible();
    const greeting = screen.getAllByText(
      (_, node) =>
        node?.textContent === 'Signed in as Jane' && node.classList.contains('site-signed-in-as'),
    );
    expect(greeting.length).toBeGreaterThan(0);
    expect(screen.getAllByText('Jane')[0]?.tagName).toBe('BDI');
  });

  it('keeps the avatar’s place while loading and shows a person icon without a name', () => {
    const { container, rerender } = setup({ person: undefined });
    expect(container.querySelector('.site-avatar')).toHaveAttribute('data-state', 'loading');
    rerender(
      <GiftcashProvider provider={createSampleProvider({ storage: null })} navigate={vi.fn()}>
        <SiteHeader
          currentPath="/"
          signedIn
          theme="light"
          onThemeChange={noop}
          onAccountClick={noop}
          onSignOut={noop}
          person={null}
        />
      </GiftcashProvider>,
    );
    expect(container.querySelector('.site-avatar')).toHaveAttribute('data-state', 'icon');
    expect(screen.getAllByText('Signed in', { exact: true }).length).toBeGreaterThan(0);
  });

  it('is unchanged when signed out', () => {
    const { container } = setup({ signedIn: false });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(container.querySelector('.site-avatar')).toBeNull();
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });
});
