export {
  isNativeAppMessage,
  NATIVE_MESSAGE_TYPES,
  NATIVE_PROTOCOL_VERSION,
  parseNativeAppMessage,
  parseNativePageMessage,
  type NativeAppMessage,
  type NativeBuyMessage,
  type NativeMessageType,
  type NativeOpenAppMessage,
  type NativeOpenBrandMessage,
  type NativeOpenUrlMessage,
  type NativePageMessage,
  type NativeSessionMessage,
  type NativeShareMessage,
  type NativeSignInMessage,
  type Versioned,
} from './messages';
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
