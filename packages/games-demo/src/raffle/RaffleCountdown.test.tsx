import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RaffleCountdown } from './RaffleCountdown';

describe('RaffleCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T16:59:57Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second and floors at 0 once the draw time has passed', () => {
    const target = new Date('2026-11-21T17:00:00Z').getTime();
    render(<RaffleCountdown target={target} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('0 hours, 0 minutes, 3 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveAccessibleName('0 hours, 0 minutes, 2 seconds');
    act(() => vi.advanceTimersByTime(5000));
    expect(timer).toHaveAccessibleName('0 hours, 0 minutes, 0 seconds');
    expect(timer).toHaveAttribute('data-state', 'ended');
    expect(timer).toHaveTextContent('00hrs00min00sec');
  });

  it('shows hours, minutes and seconds', () => {
    render(<RaffleCountdown target={Date.now() + (5 * 3600 + 4 * 60 + 3) * 1000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('05hrs04min03sec');
  });

  it('floors a draw time in the past at 0', () => {
    render(<RaffleCountdown target={Date.now() - 60_000} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('0 hours, 0 minutes, 0 seconds');
  });
});
