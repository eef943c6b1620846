import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from '@giftcash/core/testing';
import { WheelScreen } from '../wheel/WheelScreen';
import { WheelGamePageScreen } from '../game-page/WheelGamePageScreen';
import { REVEAL_COUNT_MS } from './PrizeReveal';
import { renderWithProvider } from '../testing/renderWithProvider';

// jsdom has no Web Animations: the wheel lands at once, so each spin ends in the same task.

/**
 * The connected wheel, whose shipped composition hands each result to the reveal, over the sample
 * provider and landing on slot `result`; resolves once its configuration has loaded.
 */
async function renderRevealWheel(result: number) {
  const view = renderWithProvider(<WheelScreen result={result} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled());
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('PrizeReveal', () => {
  it('moves focus into the reveal on a win, offers Start Saving Today and Spin again, and lights the winning slice', async () => {
    const user = userEvent.setup();
    const { container } = await renderRevealWheel(19); // £50.00
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const reveal = await screen.findByRole('region', { name: /^You won!\s*£50\.00$/ });
    await waitFor(() => expect(reveal).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Start Saving Today' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('button', { name: 'Spin again' })).toBeEnabled();
    expect(container.querySelector('.gc-wheel-slice[data-won]')).toBe(
      container.querySelectorAll('.gc-wheel-slice')[19],
    );
    expect(container.querySelector('.gc-wheel-lit')).not.toBeNull();
    // The celebration covers the window, not the wheel, and is hidden from assistive technology.
    expect(container.querySelector('.gc-celebration')).toHaveAttribute('data-cover', 'screen');
    expect(container.querySelector('.gc-wheel-stage .gc-celebration')).toBeNull();
  });

  it('is played by keyboard: Tab to Spin again and Enter spins; Escape closes it and focus goes back to Spin', async () => {
    const user = userEvent.setup();
    await renderRevealWheel(1);
    screen.getByRole('button', { name: 'Spin' }).focus();
    await user.keyboard('{Enter}');
    const reveal = await screen.findByRole('region', { name: /^You won!\s*£0\.05$/ });
    await waitFor(() => expect(reveal).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Start Saving Today' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Spin again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The next spin landed: a new reveal, focused again.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /^You won!\s*£0\.05$/ })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus());
  });

  it('Close hands focus back to Spin', async () => {
    const user = userEvent.setup();
    await renderRevealWheel(1);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus());
  });

  it('counts the amount up from £0.00 to the prize; the words for screen readers are the final prize throughout', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(
      (callback) => ((frame = callback), 1),
    );
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    const user = userEvent.setup();
    const { container } = await renderRevealWheel(19);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const value = () => container.querySelector('.gc-reveal-value')?.textContent;
    expect(value()).toBe('£0.00');
    expect(container.querySelector('.gc-reveal-amount')).toHaveAttribute('aria-hidden', 'true');
    act(() => frame?.(1000));
    act(() => frame?.(1000 + REVEAL_COUNT_MS / 2));
    const halfway = Number(value()?.replace(/[£,]/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(50);
    act(() => frame?.(1000 + REVEAL_COUNT_MS));
    expect(value()).toBe('£50.00');
    expect(screen.getByRole('region', { name: /^You won!\s*£50\.00$/ })).toBeInTheDocument();
  });

  it('under reduced motion shows the amount at once, with the celebration (its stylesheet makes it a static glow)', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    const { container } = await renderRevealWheel(19);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByRole('region', { name: /^You won!\s*£50\.00$/ });
    expect(container.querySelector('.gc-reveal-value')).toHaveTextContent('£50.00');
    expect(container.querySelector('.gc-celebration')).not.toBeNull();
  });

  it('no prize: Better luck next time, Start Saving Today and Spin again, no celebration', async () => {
    const user = userEvent.setup();
    const { container } = await renderRevealWheel(0);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const reveal = await screen.findByRole('region', { name: 'Better luck next time!' });
    await waitFor(() => expect(reveal).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Start Saving Today' })).toBeInTheDocument();
    expect(container.querySelector('.gc-celebration')).toBeNull();
    expect(container.querySelector('.gc-wheel-slice[data-won]')).toBeNull();
  });
});

describe('the wheel game page', () => {
  it('announces the result to screen readers, shows the reveal, and lists the spin under Your spins', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProvider(<WheelGamePageScreen gameId="wheel-cashback-plus" />);
    await user.click(await screen.findByRole('button', { name: 'Spin' }, { timeout: 5000 }));
    const reveal = await screen.findByRole(
      'region',
      { name: /^(You won!\s*.+|Better luck next time!)$/ },
      { timeout: 5000 },
    );
    const live = container.querySelector('[aria-live="polite"].gc-visually-hidden');
    await waitFor(() =>
      expect(live?.textContent).toMatch(/^(You won .+!|Better luck next time!)$/),
    );
    expect(reveal).toHaveFocus();
    const spins = screen.getByRole('region', { name: 'Your spins' });
    expect(spins.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Top prizes' })).toHaveTextContent(
      '£750.001 in 200,000',
    );
  });
});
