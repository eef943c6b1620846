import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScratchCard } from '../scratch/ScratchCard';
import { Wheel } from '../wheel/Wheel';
import { WheelScreen } from '../wheel/WheelScreen';
import { installFakeAnimations } from '../testing/fakeAnimations';
import { renderWithProvider } from '../testing/renderWithProvider';
import { Celebration, CELEBRATION_MS } from './Celebration';
import { mockReducedMotion } from '@giftcash/core/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const css = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'Celebration.css'),
  'utf8',
);

const animations = installFakeAnimations();

beforeEach(() => {
  mockReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Spins the wheel to its end (the disc's run finishes). */
async function spinToEnd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Spin' }));
  await act(async () => animations[0]?.finish());
}

describe('win celebration', () => {
  it('the bare wheel lights the winning slice and leaves celebrating to its host', async () => {
    const user = userEvent.setup();
    const { container } = render(<Wheel result={1} />);
    await spinToEnd(user);
    expect(screen.getByText('You won!')).toBeInTheDocument();
    expect(container.querySelector('.gc-celebration')).toBeNull();
    expect(container.querySelector('.gc-wheel-slice[data-won]')).toBe(
      container.querySelectorAll('.gc-wheel-slice')[1],
    );
  });

  it('a win on the connected wheel shows a glow and confetti over the wheel, hidden from assistive technology', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProvider(<WheelScreen result={1} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled());
    await spinToEnd(user);
    expect(screen.getByText('You won!')).toBeInTheDocument();
    const celebration = container.querySelector('.gc-celebration');
    expect(celebration).toHaveAttribute('aria-hidden', 'true');
    expect(celebration?.closest('.gc-wheel')).not.toBeNull();
    expect(celebration?.querySelector('.gc-celebration-glow')).not.toBeNull();
    const pieces = [...(celebration?.querySelectorAll<HTMLElement>('.gc-celebration-piece') ?? [])];
    expect(pieces).toHaveLength(14);
    // Each piece flies to its own place: the stylesheet gives every one its custom properties.
    for (let child = 2; child <= 15; child += 1)
      expect(css).toMatch(
        new RegExp(
          `\\.gc-celebration-piece:nth-child\\(${child}\\) \\{\\s+--gc-celebration-x: -?[\\d.]+cqi;`,
        ),
      );
  });

  it('no celebration when the wheel lands on no prize', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Wheel
        slots={[
          { index: 0, type: 1, value: 0 },
          { index: 1, type: 1, value: 0 },
        ]}
        result={0}
      />,
    );
    await spinToEnd(user);
    expect(screen.getByText('Better luck next time!')).toBeInTheDocument();
    expect(container.querySelector('.gc-celebration')).toBeNull();
  });

  it('a scratch card win celebrates when the prize shows; a no-prize card does not', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<ScratchCard prize={2.5} />);
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 1' }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    expect(container.querySelector('.gc-celebration')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.getByText('You won £2.50!')).toBeInTheDocument();
    expect(container.querySelector('.gc-scratch-ticket .gc-celebration')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    unmount();

    const lost = render(<ScratchCard prize={0} />);
    await user.click(screen.getByRole('button', { name: 'Lucky Scratch Card 3' }));
    await user.click(screen.getByRole('button', { name: 'Play Now' }));
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.getByText('No win this time. Try again!')).toBeInTheDocument();
    expect(lost.container.querySelector('.gc-celebration')).toBeNull();
  });

  it('with reduced motion it is a static glow: the stylesheet stops the glow and hides the confetti', () => {
    const reduced =
      /@media \(prefers-reduced-motion: reduce\) \{([^@]*)\}\s*$/.exec(css)?.[1] ?? '';
    expect(reduced).toMatch(/\.gc-celebration-glow \{\s+opacity: 1;\s+animation: none;/);
    expect(reduced).toMatch(/\.gc-celebration-piece \{\s+display: none;/);
  });

  it('is removed after its time', () => {
    vi.useFakeTimers();
    const { container } = render(<Celebration />);
    expect(container.querySelector('.gc-celebration')).not.toBeNull();
    act(() => vi.advanceTimersByTime(CELEBRATION_MS - 1));
    expect(container.querySelector('.gc-celebration')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('.gc-celebration')).toBeNull();
  });
});
