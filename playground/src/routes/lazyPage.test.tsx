import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';
import { retryChunk } from '../shell/retryChunk';

const Page = () => <h1>The catalogue</h1>;
const offlineError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/CataloguePage.js');

/** A chunk import that fails `failures` times, then loads. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw offlineError();
    return { CataloguePage: Page };
  });
  return load;
}

describe('lazyPage: a page chunk that fails to load', () => {
  it('never rejects: preload resolves, and the page says it could not load, with Retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Component = lazyPage(flakyImport(1), (m) => m.CataloguePage, {
      isReachable: async () => false,
      reload: vi.fn(),
    });
    await Component.preload();
    render(<Component />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not load');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('Retry loads the page once the network is back, and the route keeps it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const load = flakyImport(2);
    const Component = lazyPage(load, (m) => m.CataloguePage, {
      isReachable: async () => false,
      reload: vi.fn(),
    });
    await Component.preload();
    const { unmount } = render(<Component />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not load');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The catalogue' })).toBeInTheDocument();
    unmount();
    render(<Component />);
    expect(screen.getByRole('heading', { name: 'The catalogue' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('retries by itself when the browser comes back online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Component = lazyPage(flakyImport(1), (m) => m.CataloguePage, {
      isReachable: async () => true,
      reload: vi.fn(),
    });
    await Component.preload();
    render(<Component />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'The catalogue' })).toBeInTheDocument();
  });

  it('says when the browser is offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Component = lazyPage(flakyImport(5), (m) => m.CataloguePage, {
      isReachable: async () => false,
      reload: vi.fn(),
    });
    await Component.preload();
    render(<Component />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You seem to be offline. The page will load by itself when you are back online.',
    );
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
  });
});

describe('retryChunk', () => {
  it('imports again; when the import still fails but the site answers, reloads the document (the browser remembers the failed module)', async () => {
    const reload = vi.fn();
    const failing = () => Promise.reject(offlineError());
    expect(await retryChunk(failing, { isReachable: async () => true, reload })).toEqual({
      kind: 'reloading',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await retryChunk(failing, { isReachable: async () => false, reload })).toEqual({
      kind: 'unreachable',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(
      await retryChunk(async () => 'module', { isReachable: async () => true, reload }),
    ).toEqual({ kind: 'loaded', module: 'module' });
  });
});
