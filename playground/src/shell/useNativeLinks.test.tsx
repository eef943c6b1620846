import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNativeLinks } from './useNativeLinks';

type Bridge = { ReactNativeWebView?: { postMessage: (message: string) => void } };

// The page itself never navigates in these tests (after the hook's own document listener).
const stay = (event: Event) => event.preventDefault();
window.addEventListener('click', stay);

afterEach(() => {
  delete (window as unknown as Bridge).ReactNativeWebView;
  document.body.replaceChildren();
});

const link = (href: string) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  document.body.append(anchor);
  return anchor;
};

describe('useNativeLinks', () => {
  it('sends a link that leaves the site to the app while mounted, and stops when unmounted', () => {
    const postMessage = vi.fn();
    (window as unknown as Bridge).ReactNativeWebView = { postMessage };
    const { unmount } = renderHook(() => useNativeLinks());
    link('https://example.com/terms').click();
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toMatchObject({
      type: 'open-url',
      url: 'https://example.com/terms',
    });
    unmount();
    link('https://example.com/other').click();
    expect(postMessage).toHaveBeenCalledOnce();
  });
});
