// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectNativeBridge, hasNativeBridge, listenToNativeApp, postToNativeApp } from './bridge';
import { publicPageUrl, WEBVIEW_PARAMS } from './publicUrl';
import { isNativeAppMessage, parseNativeAppMessage, type NativeAppMessage } from './messages';

type BridgeWindow = Window & { ReactNativeWebView?: unknown; webkit?: unknown };
const win = window as BridgeWindow;

afterEach(() => {
  delete win.ReactNativeWebView;
  delete win.webkit;
});

describe('detectNativeBridge', () => {
  it('finds nothing in an ordinary browser and on a server-like target', () => {
    expect(detectNativeBridge()).toBeNull();
    expect(hasNativeBridge()).toBe(false);
    expect(detectNativeBridge(undefined)).toBeNull();
    expect(detectNativeBridge({ ReactNativeWebView: {} })).toBeNull();
    expect(
      detectNativeBridge({ webkit: { messageHandlers: { other: { postMessage() {} } } } }),
    ).toBeNull();
  });

  it('posts JSON strings to React Native', () => {
    const postMessage = vi.fn();
    win.ReactNativeWebView = { postMessage };
    expect(detectNativeBridge()?.kind).toBe('react-native');
    const message: NativeAppMessage = { type: 'buy', brandId: 'tesco', amount: '25.00' };
    expect(postToNativeApp(message)).toBe(true);
    // Every message carries the protocol version.
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ v: 1, ...message }));
  });

  it('posts objects to the WKWebView handler `giftcash`', () => {
    const postMessage = vi.fn();
    win.webkit = { messageHandlers: { giftcash: { postMessage } } };
    expect(hasNativeBridge()).toBe(true);
    expect(postToNativeApp({ type: 'sign-in', returnTo: '/account' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ v: 1, type: 'sign-in', returnTo: '/account' });
  });

  it('prefers React Native when both exist', () => {
    win.ReactNativeWebView = { postMessage: vi.fn() };
    win.webkit = { messageHandlers: { giftcash: { postMessage: vi.fn() } } };
    expect(detectNativeBridge()?.kind).toBe('react-native');
  });

  it('returns false without a bridge, and when the bridge throws', () => {
    expect(postToNativeApp({ type: 'sign-in', returnTo: '/account' })).toBe(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    win.ReactNativeWebView = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    expect(postToNativeApp({ type: 'sign-in', returnTo: '/account' })).toBe(false);
    expect(error).toHaveBeenCalled();
  });
});

describe('native messages', () => {
  it('accepts each documented message type with its version (`v`)', () => {
    const messages: NativeAppMessage[] = [
      { type: 'buy', brandId: 'tesco', amount: '25.00' },
      { type: 'sign-in', returnTo: '/account' },
      { type: 'share', url: 'https://giftcash.co.uk/brand/tesco', text: 'Tesco gift card' },
      { type: 'open-brand', brandId: 'tesco' },
      { type: 'open-app', reason: 'download', params: { brand: 'tesco' } },
      { type: 'open-url', url: 'https://www.tesco.com/' },
    ];
    for (const message of messages) {
      const versioned = { v: 1, ...message };
      expect(isNativeAppMessage(versioned)).toBe(true);
      expect(parseNativeAppMessage(JSON.stringify(versioned))).toEqual(versioned);
      // Without the version it is not a message of this protocol.
      expect(isNativeAppMessage(message)).toBe(false);
    }
  });

  it('rejects malformed messages', () => {
    expect(isNativeAppMessage(null)).toBe(false);
    expect(isNativeAppMessage({ v: 1, type: 'buy', brandId: 'tesco', amount: 25 })).toBe(false);
    expect(isNativeAppMessage({ v: 1, type: 'buy', brandId: '', amount: '25.00' })).toBe(false);
    expect(isNativeAppMessage({ v: 2, type: 'buy', brandId: 'tesco', amount: '25.00' })).toBe(
      false,
    );
    expect(isNativeAppMessage({ v: 1, type: 'open-app', reason: 'x', params: { a: 1 } })).toBe(
      false,
    );
    expect(isNativeAppMessage({ v: 1, type: 'sign-in', returnTo: '//evil.example/' })).toBe(false);
    expect(isNativeAppMessage({ v: 1, type: 'open-url', url: 'javascript:alert(1)' })).toBe(false);
    expect(isNativeAppMessage({ v: 1, type: 'open-brand', brandId: 'tesco', extra: true })).toBe(
      false,
    );
    expect(isNativeAppMessage({ v: 1, type: 'launch-missiles' })).toBe(false);
    expect(parseNativeAppMessage('{not json')).toBeNull();
  });
});

describe('listenToNativeApp (the app tells the page about the session)', () => {
  it('passes on well-formed messages from the app on window and document, and nothing else', () => {
    const heard = vi.fn();
    const stop = listenToNativeApp(heard);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ v: 1, type: 'session', signedIn: true }),
      }),
    );
    document.dispatchEvent(
      new MessageEvent('message', { data: { v: 1, type: 'session', signedIn: false } }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: { v: 1, type: 'session', signedIn: 'yes' } }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'session', signedIn: true } }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: '{nope' }));
    // A frame or another window is not the app.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { v: 1, type: 'session', signedIn: true },
        source: frame.contentWindow,
      }),
    );
    frame.remove();
    expect(heard.mock.calls).toEqual([
      [{ v: 1, type: 'session', signedIn: true }],
      [{ v: 1, type: 'session', signedIn: false }],
    ]);
    stop();
    window.dispatchEvent(
      new MessageEvent('message', { data: { v: 1, type: 'session', signedIn: true } }),
    );
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('publicPageUrl (shared URLs are the public address)', () => {
  it('drops the webview-only parameters and the fragment, and keeps the rest', () => {
    expect(publicPageUrl('https://giftcash.co.uk/brand/tesco?app=1')).toBe(
      'https://giftcash.co.uk/brand/tesco',
    );
    expect(
      publicPageUrl('https://giftcash.co.uk/brand/tesco?app=1&theme=dark&signed-in=1&ref=x#terms'),
    ).toBe('https://giftcash.co.uk/brand/tesco?ref=x');
    expect(publicPageUrl('not a url')).toBe('not a url');
  });

  it('never leaves a webview parameter in any address', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.subarray([...WEBVIEW_PARAMS]),
        (base, names) => {
          const url = new URL(base);
          for (const name of names) url.searchParams.append(name, '1');
          const shared = new URL(publicPageUrl(url.href));
          for (const name of WEBVIEW_PARAMS) expect(shared.searchParams.has(name)).toBe(false);
          expect(shared.hash).toBe('');
          expect(shared.pathname).toBe(url.pathname);
        },
      ),
    );
  });
});
