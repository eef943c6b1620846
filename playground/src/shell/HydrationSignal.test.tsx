import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationSignal, holdHydrationSignal, releaseHydrationSignal } from './HydrationSignal';

describe('HydrationSignal', () => {
  afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

  it('marks <html> and tells public/page-init.js once, when it mounts, and renders nothing', () => {
    const heard = vi.fn();
    document.addEventListener('giftcash:hydrated', heard);
    const { container, rerender } = render(<HydrationSignal />);
    rerender(<HydrationSignal />);
    document.removeEventListener('giftcash:hydrated', heard);
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('waits for a held main section, and is sent once it is released', () => {
    const heard = vi.fn();
    document.addEventListener('giftcash:hydrated', heard);
    const hold = {};
    holdHydrationSignal(hold);
    render(<HydrationSignal />);
    expect(document.documentElement).not.toHaveAttribute('data-hydrated');
    expect(heard).not.toHaveBeenCalled();
    releaseHydrationSignal(hold);
    // A hold released once is not taken again (a later render of the same section).
    holdHydrationSignal(hold);
    releaseHydrationSignal(hold);
    document.removeEventListener('giftcash:hydrated', heard);
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
