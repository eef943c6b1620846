import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationSignal } from './HydrationSignal';

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
});
