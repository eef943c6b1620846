import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDownloadDialog } from '../react/AppDownloadDialog';

type BridgeWindow = Window & { ReactNativeWebView?: { postMessage: (data: string) => void } };
const win = window as BridgeWindow;

afterEach(() => {
  delete win.ReactNativeWebView;
});

const messages = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.map(([data]) => JSON.parse(String(data)));

describe('AppDownloadDialog inside an app webview', () => {
  it('posts open-app with the params instead of opening, and keeps focus on the trigger', async () => {
    const postMessage = vi.fn();
    win.ReactNativeWebView = { postMessage };
    const user = userEvent.setup();
    render(
      <AppDownloadDialog
        params={{ brand: 'tesco' }}
        trigger={<button type="button">Get the app</button>}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Get the app' });
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(messages(postMessage)).toEqual([
      { v: 1, type: 'open-app', reason: 'download', params: { brand: 'tesco' } },
    ]);
    expect(trigger).toHaveFocus();
  });

  it('posts the typed message once when a controlled parent opens it, and asks to close', async () => {
    const postMessage = vi.fn();
    win.ReactNativeWebView = { postMessage };
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Buy() {
      const [open, setOpen] = useState(false);
      return (
        <AppDownloadDialog
          open={open}
          onOpenChange={(next) => {
            changes.push(next);
            setOpen(next);
          }}
          nativeMessage={{ type: 'buy', brandId: 'tesco', amount: '25.00' }}
          trigger={
            <button type="button" onClick={() => setOpen(true)}>
              Buy Securely
            </button>
          }
        />
      );
    }
    render(<Buy />);
    await user.click(screen.getByRole('button', { name: 'Buy Securely' }));
    expect(messages(postMessage)).toEqual([
      { v: 1, type: 'buy', brandId: 'tesco', amount: '25.00' },
    ]);
    expect(changes.at(-1)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as before without a bridge, and renders on the server', async () => {
    const user = userEvent.setup();
    render(
      <AppDownloadDialog
        nativeMessage={{ type: 'sign-in', returnTo: '/' }}
        trigger={<button type="button">Sign Up</button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('dialog', { name: 'Get the GiftCash app' })).toBeVisible();
    expect(
      renderToString(<AppDownloadDialog trigger={<button type="button">Sign Up</button>} />),
    ).toContain('Sign Up');
  });
});
