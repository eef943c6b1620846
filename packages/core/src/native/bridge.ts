import {
  NATIVE_PROTOCOL_VERSION,
  parseNativePageMessage,
  type NativeAppMessage,
  type NativePageMessage,
} from './messages';

/** Which native host the page runs in. */
export type NativeBridgeKind = 'react-native' | 'webkit';

/** A way to post messages to the native app hosting this page. */
export interface NativeBridge {
  /** `react-native`: `window.ReactNativeWebView`; `webkit`: `window.webkit.messageHandlers.giftcash`. */
  kind: NativeBridgeKind;
  /** Posts one message with the protocol version `v` added (a JSON string for React Native, an object for WKWebView). */
  post(message: NativeAppMessage): void;
}

/** The WKWebView script message handler name the iOS app registers. */
export const WEBKIT_HANDLER_NAME = 'giftcash';

interface BridgeWindow {
  ReactNativeWebView?: { postMessage?: unknown };
  webkit?: { messageHandlers?: Record<string, { postMessage?: unknown } | undefined> };
}

const versioned = (message: NativeAppMessage) => ({ v: NATIVE_PROTOCOL_VERSION, ...message });

const currentWindow = (): BridgeWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow);

/**
 * The native bridge of the app hosting this page, or `null` in an ordinary browser (and on the
 * server). Checks `window.ReactNativeWebView.postMessage` first, then
 * `window.webkit.messageHandlers.giftcash.postMessage`. Read it when you need it (not at import time):
 * the apps inject the bridge before the page's scripts run.
 */
export function detectNativeBridge(target: unknown = currentWindow()): NativeBridge | null {
  if (typeof target !== 'object' || target === null) return null;
  const host = target as BridgeWindow;
  const reactNative = host.ReactNativeWebView;
  if (reactNative && typeof reactNative.postMessage === 'function') {
    const postMessage = reactNative.postMessage as (data: string) => void;
    return {
      kind: 'react-native',
      post: (message) => postMessage.call(reactNative, JSON.stringify(versioned(message))),
    };
  }
  const handler = host.webkit?.messageHandlers?.[WEBKIT_HANDLER_NAME];
  if (handler && typeof handler.postMessage === 'function') {
    const postMessage = handler.postMessage as (data: unknown) => void;
    return { kind: 'webkit', post: (message) => postMessage.call(handler, versioned(message)) };
  }
  return null;
}

/** Whether the page runs inside a GiftCash app webview with a bridge. */
export const hasNativeBridge = (target: unknown = currentWindow()): boolean =>
  detectNativeBridge(target) !== null;

/**
 * Posts `message` to the native app. Returns `true` when a bridge took it, `false` when there is
 * no bridge (an ordinary browser: do the web thing instead) or the bridge threw.
 */
export function postToNativeApp(
  message: NativeAppMessage,
  target: unknown = currentWindow(),
): boolean {
  const bridge = detectNativeBridge(target);
  if (!bridge) return false;
  try {
    bridge.post(message);
    return true;
  } catch (error) {
    console.error('GiftCash: the native bridge rejected a message', error);
    return false;
  }
}

/**
 * Calls `onMessage` with every well-formed message the app sends to the page: `window.postMessage`
 * from the app's injected script, or the `message` event React Native's `webView.postMessage`
 * dispatches (on `window` on iOS, on `document` on Android). Messages from other windows (frames)
 * are ignored. Returns the function that stops listening. Call it in an effect, not at import time.
 */
export function listenToNativeApp(onMessage: (message: NativePageMessage) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onEvent = (event: Event) => {
    const { data, source } = event as MessageEvent;
    if (source && source !== window) return;
    const message = parseNativePageMessage(data);
    if (message) onMessage(message);
  };
  window.addEventListener('message', onEvent);
  document.addEventListener('message', onEvent);
  return () => {
    window.removeEventListener('message', onEvent);
    document.removeEventListener('message', onEvent);
  };
}
