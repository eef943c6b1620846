import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { MenuButton } from './MenuButton';

const items = [
  { key: 'a', label: 'Balance Checker', href: '/check-gift-card-balance' },
  { key: 'b', label: 'How it Works', href: '/how-it-works' },
  { key: 'c', label: 'FAQs', href: 'https://help.giftcash.co.uk/faqs', external: true },
];

function setup(
  navigate = vi.fn(),
  extra: Array<{ key: string; label: string; onSelect: () => void }> = [],
) {
  render(
    <GiftcashProvider provider={createSampleProvider({ storage: null })} navigate={navigate}>
      <MenuButton items={[...items, ...extra]}>Help</MenuButton>
      <button type="button">After</button>
    </GiftcashProvider>,
  );
  return { button: screen.getByRole('button', { name: 'Help' }), navigate };
}

describe('MenuButton', () => {
  it('opens on Enter with focus on the first item and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Help' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Balance Checker' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'How it Works' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: /FAQs/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Balance Checker' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: /FAQs/ })).toHaveFocus();
    await user.keyboard('h');
    expect(screen.getByRole('menuitem', { name: 'How it Works' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: /FAQs/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('follows in-site items through the router and marks outbound ones', async () => {
    const user = userEvent.setup();
    const { button, navigate } = setup();
    await user.click(button);
    const faqs = screen.getByRole('menuitem', { name: /FAQs\s*\(opens in a new tab\)/ });
    expect(faqs).toHaveAttribute('target', '_blank');
    expect(faqs).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('menuitem', { name: 'How it Works' }));
    expect(navigate).toHaveBeenCalledWith('/how-it-works');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs action items and closes on a click outside', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { button } = setup(vi.fn(), [{ key: 'x', label: 'Log out', onSelect }]);
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
