import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRANDS } from '../testing/fixtures';
import { BrandMarquee } from './BrandMarquee';
import { mockReducedMotion } from '@giftcash/core/testing';

afterEach(() => vi.restoreAllMocks());

describe('BrandMarquee', () => {
  it('is a labelled carousel whose visible slides are "n of N" and whose loop copy is hidden from assistive tech', () => {
    render(<BrandMarquee brands={BRANDS} />);
    const region = screen.getByRole('region', { name: 'More brands' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getAllByRole('group')).toHaveLength(BRANDS.length);
    expect(within(region).getAllByRole('link')).toHaveLength(BRANDS.length);
    const copy = region.querySelector('.gc-brand-marquee-copy[aria-hidden="true"]')!;
    expect(copy.querySelectorAll('a[tabindex="-1"]')).toHaveLength(BRANDS.length);
    // The default loop comes from the stylesheet's fallback: no style attribute for a strict CSP to block.
    expect(region).not.toHaveAttribute('style');
  });

  it('leaves the loop copy out of server HTML and adds it once hydrated, without a mismatch', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const html = renderToString(<BrandMarquee brands={BRANDS} />);
    expect(html.match(/gc-brand-marquee-copy/g)).toHaveLength(1);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <BrandMarquee brands={BRANDS} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll('.gc-brand-marquee-copy')).toHaveLength(2);
    expect(
      container.querySelector('.gc-brand-marquee-copy[aria-hidden="true"] a[tabindex="-1"]'),
    ).not.toBeNull();
    container.remove();
  });

  it('sets its loop length only when given a custom one', () => {
    render(<BrandMarquee brands={BRANDS} durationSeconds={90} />);
    expect(screen.getByRole('region').style.getPropertyValue('--gc-brand-marquee-duration')).toBe(
      '90s',
    );
  });

  it('pauses with its button and while touched or dragged', async () => {
    const user = userEvent.setup();
    render(<BrandMarquee brands={BRANDS} />);
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-state', 'playing');
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(region).toHaveAttribute('data-state', 'paused');
    await user.click(screen.getByRole('button', { name: 'Play carousel' }));
    const viewport = region.querySelector('.gc-brand-marquee-viewport')!;
    fireEvent.touchStart(viewport);
    expect(region).toHaveAttribute('data-held');
    fireEvent.touchEnd(viewport);
    expect(region).not.toHaveAttribute('data-held');
    fireEvent.pointerDown(viewport, {
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      clientX: 100,
    });
    fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'mouse', clientX: 50 });
    expect(region).toHaveAttribute('data-held');
    fireEvent.pointerUp(viewport, { pointerId: 1, pointerType: 'mouse', clientX: 50 });
    expect(region).not.toHaveAttribute('data-held');
  });

  it('does not move with reduced motion: one copy, no toggle', () => {
    mockReducedMotion(true);
    render(<BrandMarquee brands={BRANDS} />);
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelectorAll('.gc-brand-marquee-copy')).toHaveLength(1);
  });
});
