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

/** Advances the fake clock by `ms`, then expects `poll` to have run `times` times in all. */
async function expectPollsAfter(poll: ReturnType<typeof vi.fn>, ms: number, times: number) {
  await vi.advanceTimersByTimeAsync(ms);
  expect(poll).toHaveBeenCalledTimes(times);
}

describe('createPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 5 seconds after start', async () => {
    const poll = vi.fn();
    const poller = createPoller({ poll, visibility: null });
    poller.start();
    expect(poll).not.toHaveBeenCalled();
    await expectPollsAfter(poll, 4999, 0);
    await expectPollsAfter(poll, 1, 1);
    await expectPollsAfter(poll, 10_000, 3);
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
    await expectPollsAfter(poll, 5000, 1);
    poller.stop();
    expect(signal?.aborted).toBe(true);
    expect(poller.running).toBe(false);
    expect(visibility.listenerCount).toBe(0);
    await expectPollsAfter(poll, 60_000, 1);
  });

  it('pauses while the page is hidden and resumes when visible', async () => {
    const poll = vi.fn();
    const visibility = new FakeVisibility();
    const poller = createPoller({ poll, visibility });
    poller.start();
    await expectPollsAfter(poll, 5000, 1);
    visibility.set(true);
    await expectPollsAfter(poll, 60_000, 1);
    visibility.set(false);
    // overdue: polls at once on return
    await expectPollsAfter(poll, 0, 2);
    await expectPollsAfter(poll, 5000, 3);
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
    await expectPollsAfter(poll, 0, 1);
    await expectPollsAfter(poll, 30_000, 1);
    resolve();
    await expectPollsAfter(poll, 5000, 2);
    poller.stop();
  });

  it('keeps polling after a failed poll', async () => {
    const poll = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue(undefined);
    const poller = createPoller({ poll, visibility: null, interval: 1000 });
    poller.start();
    await expectPollsAfter(poll, 2000, 2);
    poller.stop();
  });
});
