import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreBadge } from './StoreBadge';

describe('StoreBadge', () => {
  it('App Store: a link named by its visible two-line text, to the given page, in a new tab', () => {
    render(<StoreBadge store="apple" href="https://apps.apple.com/gb/app/giftcash/id1" />);
    const link = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(link).toHaveAttribute('href', 'https://apps.apple.com/gb/app/giftcash/id1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAttribute('data-store', 'apple');
  });

  it('Google Play: "Get it on" / "Google Play" as real text; the mark is decorative', () => {
    render(
      <StoreBadge
        store="google"
        href="https://play.google.com/store/apps/details?id=uk.co.giftcash.app"
      />,
    );
    const link = screen.getByRole('link', { name: 'Get it on Google Play' });
    expect(link).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=uk.co.giftcash.app',
    );
    expect(link).toHaveTextContent('Get it on Google Play');
    const mark = link.querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('focusable', 'false');
  });

  it('adds children to the name, passes rest props and its ref, and passes its click handler', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const ref = createRef<HTMLAnchorElement>();
    render(
      <StoreBadge
        ref={ref}
        store="apple"
        href="https://apps.apple.com/"
        className="extra"
        data-testid="badge"
        onClick={onClick}
      >
        <span className="gc-visually-hidden"> (opens in a new tab)</span>
      </StoreBadge>,
    );
    const link = screen.getByRole('link', {
      name: /^Download on the App Store\s*\(opens in a new tab\)$/,
    });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass('gc-store-badge', 'extra');
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
