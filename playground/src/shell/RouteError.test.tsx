import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router, type RouteObject } from '../router';
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
  it('RouteError draws the torn card art above its unchanged heading, detail and link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('Broken page');
    };
    const routes: RouteObject[] = [{ element: <Boom />, errorElement: <RouteError />, children: [{ index: true, element: <p>home</p> }] }];
    render(<Router routes={routes} />);
    const alert = await screen.findByRole('alert');
    expect(art(alert).nextElementSibling).toBe(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }));
    expect(alert).toHaveTextContent('Broken page');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('PageLoadFailed draws the torn card online and the unplugged plug offline, same size, text unchanged', async () => {
    const { rerender } = render(<PageLoadFailed retrying={false} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    const online = art(alert);
    expect(online.nextElementSibling).toBe(screen.getByRole('heading', { level: 1, name: 'This page could not load' }));
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
