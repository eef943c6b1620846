import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInRequest } from './auth';
import { useNativeSession } from './useNativeSession';

type Bridge = { ReactNativeWebView?: { postMessage: (message: string) => void } };
const bridged = window as unknown as Bridge;

const session = (over: { signInRequest?: SignInRequest } = {}) => ({
  signedIn: false,
  setSessionFromApp: vi.fn<(signedIn: boolean) => void>(),
  signInRequest: null as SignInRequest | null,
  dismissSignIn: vi.fn<() => void>(),
  ...over,
});

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  delete bridged.ReactNativeWebView;
});

describe('useNativeSession', () => {
  it('signs in as the app says when it opens the webview (?signed-in=1), and only on a new address', () => {
    const auth = session();
    auth.setSessionFromApp.mockImplementation((signedIn: boolean) => {
      auth.signedIn = signedIn;
    });
    const { rerender } = renderHook(({ search }) => useNativeSession(search, true, auth), {
      initialProps: { search: '?app=1&signed-in=1' },
    });
    expect(auth.setSessionFromApp).toHaveBeenCalledExactlyOnceWith(true);
    rerender({ search: '?app=1&signed-in=1' });
    expect(auth.setSessionFromApp).toHaveBeenCalledOnce();
    rerender({ search: '?app=1&signed-in=0' });
    expect(auth.setSessionFromApp).toHaveBeenLastCalledWith(false);
  });

  it('ignores ?signed-in= outside the app', () => {
    const auth = session();
    renderHook(() => useNativeSession('?signed-in=1', false, auth));
    expect(auth.setSessionFromApp).not.toHaveBeenCalled();
  });

  it('hands a sign-in request to the app with the page to return to, and drops it', () => {
    const postMessage = vi.fn();
    bridged.ReactNativeWebView = { postMessage };
    const auth = session({ signInRequest: { returnTo: '/account/wallet?app=1&tab=2' } });
    renderHook(() => useNativeSession('?app=1', true, auth));
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toMatchObject({
      type: 'sign-in',
      returnTo: '/account/wallet?tab=2',
    });
    expect(auth.dismissSignIn).toHaveBeenCalledOnce();
  });

  it('leaves a sign-in request to the web form without a bridge', () => {
    const auth = session({ signInRequest: { returnTo: '/account' } });
    renderHook(() => useNativeSession('', false, auth));
    expect(auth.dismissSignIn).not.toHaveBeenCalled();
  });

  it('follows the app’s session messages in app mode, and stops listening when unmounted', () => {
    const auth = session();
    const { unmount } = renderHook(() => useNativeSession('?app=1', true, auth));
    window.dispatchEvent(
      new MessageEvent('message', { data: { v: 1, type: 'session', signedIn: true } }),
    );
    expect(auth.setSessionFromApp).toHaveBeenCalledWith(true);
    unmount();
    window.dispatchEvent(
      new MessageEvent('message', { data: { v: 1, type: 'session', signedIn: false } }),
    );
    expect(auth.setSessionFromApp).not.toHaveBeenCalledWith(false);
  });
});
