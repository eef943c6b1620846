import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInRequest } from './auth';
import { useSignInDialog } from './useSignInDialog';

type Bridge = { ReactNativeWebView?: { postMessage: (message: string) => void } };

afterEach(() => {
  delete (window as unknown as Bridge).ReactNativeWebView;
});

describe('useSignInDialog', () => {
  it('mounts with the first request and stays mounted once it closes (focus goes back)', () => {
    const { result, rerender } = renderHook(({ request }) => useSignInDialog(request), {
      initialProps: { request: null as SignInRequest | null },
    });
    expect(result.current).toEqual({ open: false, mounted: false });
    rerender({ request: {} });
    expect(result.current).toEqual({ open: true, mounted: true });
    rerender({ request: null });
    expect(result.current).toEqual({ open: false, mounted: true });
  });

  it('never opens the web form when a native app takes sign-in', () => {
    (window as unknown as Bridge).ReactNativeWebView = { postMessage() {} };
    const { result } = renderHook(() => useSignInDialog({}));
    expect(result.current).toEqual({ open: false, mounted: false });
  });
});
