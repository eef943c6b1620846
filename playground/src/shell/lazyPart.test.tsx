import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@giftcash/core/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/Part-x.js');

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('lazyPart', () => {
  it('shows the fallback, then the part once its code is in', async () => {
    const Part = lazyPart(async () => Greeting, <p>Loading</p>);
    render(<Part name="Ann" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
  });

  it('keeps the fallback when the code cannot be fetched, never reaching an error boundary, and loads once back online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load, <p>Loading</p>);
    const onError = vi.fn();
    render(
      // A lazy part must never send anything to an error boundary.
      <ErrorBoundary onError={onError} fallback={() => <p>Page crashed</p>}>
        <Part name="Ann" />
      </ErrorBoundary>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('loads once back online even when the connection returns before the failed fetch has settled', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load, <p>Loading</p>);
    render(<Part name="Ann" />);
    expect(load).toHaveBeenCalledTimes(1);
    // Back online while the first fetch is still failing: that attempt is what load() hands back.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      fail(chunkError());
    });
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('load() rejects on a failure and tries again at the next call, sharing one fetch while pending', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    await expect(Part.load()).rejects.toThrow(/dynamically imported module/);
    const [first, second] = [Part.load(), Part.load()];
    await expect(first).resolves.toBe(Greeting);
    await expect(second).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
    // Loaded before it renders: the part shows at once, with no fallback in between.
    render(<Part name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
  });
});
