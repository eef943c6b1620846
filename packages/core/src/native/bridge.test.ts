import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectNativeBridge, hasNativeBridge, postToNativeApp } from './bridge';
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
    expect(detectNativeBridge({ webkit: { messageHandlers: { other: { postMessage() {} } } } })).toBeNull();
  });

  it('posts JSON strings to React Native', () => {
    const postMessage = vi.fn();
    win.ReactNativeWebView = { postMessage };
    expect(detectNativeBridge()?.kind).toBe('react-native');
    const message: NativeAppMessage = { type: 'buy', brandId: 'tesco', amount: '25.00' };
    expect(postToNativeApp(message)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify(message));
  });

  it('posts objects to the WKWebView handler `giftcash`', () => {
    const postMessage = vi.fn();
    win.webkit = { messageHandlers: { giftcash: { postMessage } } };
    expect(hasNativeBridge()).toBe(true);
    expect(postToNativeApp({ type: 'sign-in' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'sign-in' });
  });

  it('prefers React Native when both exist', () => {
    win.ReactNativeWebView = { postMessage: vi.fn() };
    win.webkit = { messageHandlers: { giftcash: { postMessage: vi.fn() } } };
    expect(detectNativeBridge()?.kind).toBe('react-native');
  });

  it('returns false without a bridge, and when the bridge throws', () => {
    expect(postToNativeApp({ type: 'sign-in' })).toBe(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    win.ReactNativeWebView = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    expect(postToNativeApp({ type: 'sign-in' })).toBe(false);
    expect(error).toHaveBeenCalled();
  });
});

describe('native messages', () => {
  it('accepts each documented message type', () => {
    const messages: NativeAppMessage[] = [
      { type: 'buy', brandId: 'tesco', amount: '25.00' },
      { type: 'sign-in' },
      { type: 'share', url: 'https://giftcash.co.uk/brand/tesco', text: 'Tesco gift card' },
      { type: 'open-brand', brandId: 'tesco' },
      { type: 'open-app', reason: 'download', params: { brand: 'tesco' } },
    ];
    for (const message of messages) {
      expect(isNativeAppMessage(message)).toBe(true);
      expect(parseNativeAppMessage(JSON.stringify(message))).toEqual(message);
    }
  });

  it('rejects malformed messages', () => {
    expect(isNativeAppMessage(null)).toBe(false);
    expect(isNativeAppMessage({ type: 'buy', brandId: 'tesco', amount: 25 })).toBe(false);
    expect(isNativeAppMessage({ type: 'buy', brandId: '', amount: '25.00' })).toBe(false);
    expect(isNativeAppMessage({ type: 'open-app', reason: 'x', params: { a: 1 } })).toBe(false);
    expect(isNativeAppMessage({ type: 'launch-missiles' })).toBe(false);
    expect(parseNativeAppMessage('{not json')).toBeNull();
  });
});
