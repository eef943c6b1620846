import { describe, expect, it, vi } from 'vitest';
import { keepServerHtmlOnFailure } from './keepServerHtml';

function fakeWindow() {
  const listeners: Array<() => void> = [];
  return {
    win: {
      addEventListener: vi.fn((_type: string, listener: () => void) => listeners.push(listener)),
    } as unknown as Window,
    goOnline: () => listeners.splice(0).forEach((listener) => listener()),
  };
}

describe('keepServerHtmlOnFailure (offline while the home page hydrates)', () => {
  it('passes a loaded chunk through', async () => {
    const { win } = fakeWindow();
    await expect(keepServerHtmlOnFailure(async () => 'module', win)()).resolves.toBe('module');
  });

  it('stays pending after a failure, then loads once the browser is back online', async () => {
    const { win, goOnline } = fakeWindow();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    let settled = false;
    const result = keepServerHtmlOnFailure(load, win)().then((value) => ((settled = true), value));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    expect(win.addEventListener).toHaveBeenCalledWith('online', expect.any(Function), {
      once: true,
    });
    goOnline();
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never rejects: when the second attempt fails too, the section keeps its server HTML', async () => {
    const { win, goOnline } = fakeWindow();
    const load = vi
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const rejected = vi.fn();
    void keepServerHtmlOnFailure(load, win)().catch(rejected);
    await new Promise((resolve) => setTimeout(resolve, 0));
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(rejected).not.toHaveBeenCalled();
  });
});
