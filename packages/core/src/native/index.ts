export * from './messages';
export { detectNativeBridge, hasNativeBridge, postToNativeApp, WEBKIT_HANDLER_NAME, type NativeBridge, type NativeBridgeKind } from './bridge';
