export * from './messages';
export {
  detectNativeBridge,
  hasNativeBridge,
  listenToNativeApp,
  postToNativeApp,
  WEBKIT_HANDLER_NAME,
  type NativeBridge,
  type NativeBridgeKind,
} from './bridge';
export { publicPageUrl, WEBVIEW_PARAMS } from './publicUrl';
