import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';
import { mockReducedMotion } from '@giftcash/core/testing';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('announces politely and goes after about 4 s', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toast message={null} onDismiss={onDismiss} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(<Toast message={{ id: 1, text: 'You’re signed in' }} onDismiss={onDismiss} />);
    expect(region).toHaveTextContent('You’re signed in');
    act(() => vi.advanceTimersByTime(3900));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('You’re signed in').closest('.site-toast')).toHaveAttribute(
      'data-state',
      'leaving',
    );
    act(() => vi.advanceTimersByTime(200));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('waits while hovered or focused', () => {
    const onDismiss = vi.fn();
    render(<Toast message={{ id: 1, text: 'You’ve signed out' }} onDismiss={onDismiss} />);
    const toast = screen.getByText('You’ve signed out').closest('.site-toast') as HTMLElement;
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(toast);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(200));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('closes with its button, at once under reduced motion', async () => {
    vi.useRealTimers();
    mockReducedMotion(true);
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Toast message={{ id: 1, text: 'You’re signed in' }} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
