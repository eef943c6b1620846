import { fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Clicks a game's Start Saving Today link on the web, where the browser follows it, and then
 * inside the app's webview, where the click is cancelled (no new tab in the app) and the app is
 * asked to open instead, saying which game sent the player.
 */
export function expectStartSavingOpensApp(link: HTMLElement, game: string): void {
  const win = window as Window & { ReactNativeWebView?: unknown };
  expect(fireEvent.click(link), 'followed on the web').toBe(true);
  const postMessage = vi.fn();
  win.ReactNativeWebView = { postMessage };
  try {
    expect(fireEvent.click(link), 'cancelled in the app').toBe(false);
    expect(postMessage.mock.calls.map(([data]) => JSON.parse(String(data)))).toEqual([
      { v: 1, type: 'open-app', reason: 'start-saving', params: { game } },
    ]);
  } finally {
    delete win.ReactNativeWebView;
  }
}
