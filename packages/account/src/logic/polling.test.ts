import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller, type VisibilitySource } from './polling';

class FakeVisibility implements VisibilitySource {
  hidden = false;
  private listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener);
  }
  set(hidden: boolean) {
    this.hidden = hidden;
    this.listeners.forEach((l) => l());
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

describe('createPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 5 seconds after start', async () => {
    const poll = vi.fn();
    const poller = createPoller({ poll, visibility: null });
    poller.start();
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4999);
    expect(poll).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('stops polling and aborts a poll in progress on stop', async () => {
    let signal: AbortSignal | undefined;
    const poll = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<void>(() => {});
    });
    const visibility = new FakeVisibility();
    const poller = createPoller({ poll, visibility });
    poller.start();
    expect(visibility.listenerCount).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(1);
    poller.stop();
    expect(signal?.aborted).toBe(true);
    expect(poller.running).toBe(false);
    expect(visibility.listenerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('pauses while the page is hidden and resumes when visible', async () => {
    const poll = vi.fn();
    const visibility = new FakeVisibility();
    const poller = createPoller({ poll, visibility });
    poller.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(1);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    visibility.set(false);
    // overdue: polls at once on return
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('does not start while hidden, and does not overlap slow polls', async () => {
    let resolve: () => void = () => {};
    const poll = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const visibility = new FakeVisibility();
    visibility.hidden = true;
    const poller = createPoller({ poll, visibility });
    poller.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).not.toHaveBeenCalled();
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(1);
    resolve();
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('keeps polling after a failed poll', async () => {
    const poll = vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(undefined);
    const poller = createPoller({ poll, visibility: null, interval: 1000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.stop();
  });
});
