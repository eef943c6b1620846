import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadFailed, RouteError } from './RouteError';

const art = (alert: HTMLElement) => {
  const svg = alert.querySelector(':scope > svg.gc-state-art');
  expect(svg).not.toBeNull();
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('focusable', 'false');
  expect(svg).toHaveAttribute('width', '160');
  expect(svg).toHaveAttribute('height', '128');
  return svg as SVGSVGElement;
};

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the site error states', () => {
  it('RouteError draws the torn card art above its unchanged heading, detail and link', () => {
    render(<RouteError error={new Error('Broken page')} />);
    const alert = screen.getByRole('alert');
    expect(art(alert).nextElementSibling).toBe(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    );
    expect(alert).toHaveTextContent('Broken page');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('RouteError lets the site try again once the address changes (Back), not before', async () => {
    const onLeave = vi.fn();
    render(<RouteError error="anything" onLeave={onLeave} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('anything');
    expect(onLeave).not.toHaveBeenCalled();
    act(() => window.history.pushState(null, '', '/games'));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
  });

  it('PageLoadFailed draws the torn card online and the unplugged plug offline, same size, text unchanged', async () => {
    const { rerender } = render(<PageLoadFailed retrying={false} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    const online = art(alert);
    expect(online.nextElementSibling).toBe(
      screen.getByRole('heading', { level: 1, name: 'This page could not load' }),
    );
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(alert).toHaveTextContent('You seem to be offline.'));
    expect(art(alert).innerHTML).not.toBe(online.innerHTML);
    onLine.mockRestore();
    rerender(<PageLoadFailed retrying onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  });
});
