export * from './model/types';
export { CURRENCY, GAME_TYPE, ORDER_STATUS, PAYMENT_TYPE, SLOT_TYPE } from './model/wireCodes';
export * from './data/provider';
export * from './data/errors';
export { REQUEST_TIMEOUT_MS } from './data/timeouts';
export { validateResponse, validatePlayResult } from './data/validate';
export { cashbackLabel } from './data/cashback';
export { limitPence } from './data/limits';
export { decodeUrlPart, encodeUrlPart, isolateText } from './data/sanitize';
export {
  createHttpProvider,
  newIdempotencyKey,
  type HttpProvider,
  type HttpProviderOptions,
} from './http/createHttpProvider';
export * from './format/money';
export * from './format/parseAmount';
export * from './format/format';
export { COUNT_UP_MS, countUpValue, easeOut } from './format/countUp';
export { ukOffsetMinutes } from './format/ukClock';

export { safeHttpUrl, safeImageUrl } from './browser/safeUrl';
export { readStorage, writeStorage, readJson, writeJson } from './browser/storage';
export { copyText } from './browser/clipboard';
export * from './browser/share';
export {
  appDeviceOf,
  detectAppDevice,
  type AppDevice,
  type AppDeviceSignals,
} from './browser/appDevice';
export * from './native';
