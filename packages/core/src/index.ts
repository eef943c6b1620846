/**
 * `@giftcash/core`: the entity types, the data provider and its validation, money and formatting,
 * the browser helpers and the native message protocol; no React (that is `@giftcash/core/react`).
 * Every name is listed, never `export *`: each one is a promise of the 1.0 API.
 */
export {
  KNOWN_CATEGORY_SLUGS,
  type BalanceHistoryEntry,
  type Brand,
  type BrandAssets,
  type BrandDetail,
  type BrandsResponse,
  type CategoryRef,
  type CategorySlug,
  type Currency,
  type DeviceInfo,
  type DrawHistoryEntry,
  type DrawReportItem,
  type FaceValueLimits,
  type FreeSlot,
  type GameType,
  type GiftCardOrder,
  type Goal,
  type KnownCategorySlug,
  type Level,
  type LinkedBankAccount,
  type Lottery,
  type LotteryPayout,
  type Minigame,
  type MinigameStats,
  type OperationStatus,
  type OrdersResponse,
  type OrderStatus,
  type PaymentType,
  type PlayResult,
  type Profile,
  type ProfileResponse,
  type ProfileSettings,
  type ProfileTotals,
  type RaffleResultsResponse,
  type RedemptionMethod,
  type ReferralInfo,
  type ReferralTier,
  type ReviewItem,
  type ReviewsResponse,
  type ScratchConfig,
  type ScratchSlot,
  type Slot,
  type SlotType,
  type SpecialPrizeSlot,
  type Wallet,
  type WheelConfig,
  type WinnerItem,
  type WinnersResponse,
  type WithdrawFee,
} from './model/types';
export { CURRENCY, GAME_TYPE, ORDER_STATUS, PAYMENT_TYPE, SLOT_TYPE } from './model/wireCodes';
export {
  ENDPOINT_METHODS,
  ENDPOINTS,
  PERSONAL_ENDPOINTS,
  type DataProvider,
  type EndpointKey,
  type EndpointResults,
  type PlayOptions,
  type RequestOptions,
} from './data/provider';
export {
  errorMessage,
  GiftcashError,
  HttpStatusError,
  InvalidResponseError,
  isAbortError,
  PLAY_REFUSAL_MESSAGES,
  PlayRefusedError,
  type GiftcashErrorCode,
  type PlayRefusal,
} from './data/errors';
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
export { applyRate, fromPence, parsePounds, perPound, toPence } from './format/money';
export {
  AMOUNT_PROBLEM_MESSAGES,
  parseAmount,
  parseAmountPence,
  type AmountParse,
  type AmountProblem,
} from './format/parseAmount';
export {
  brandCountParts,
  categoryLabel,
  categoryPhrase,
  formatBrandCount,
  formatCashPrize,
  formatCoinAmount,
  formatCoinBalance,
  formatCoinPrize,
  formatCoins,
  formatDateLong,
  formatDateShort,
  formatDateTime,
  formatDrawTime,
  formatGBP,
  formatOdds,
  formatPence,
  formatPercent,
  formatPrize,
  type CoinFormatOptions,
} from './format/format';
export { COUNT_UP_MS, countUpValue, easeOut } from './format/countUp';
export { ukOffsetMinutes } from './format/ukClock';

export { safeHttpUrl, safeImageUrl } from './browser/safeUrl';
export { readStorage, writeStorage, readJson, writeJson } from './browser/storage';
export { copyText } from './browser/clipboard';
export {
  buildShareUrl,
  INSTAGRAM_APP_URL,
  INSTAGRAM_WEB_URL,
  OUTBOUND_REL,
  type ShareContent,
  type ShareNetwork,
} from './browser/share';
export {
  appDeviceOf,
  detectAppDevice,
  type AppDevice,
  type AppDeviceSignals,
} from './browser/appDevice';
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
} from './native/messages';
export {
  detectNativeBridge,
  hasNativeBridge,
  listenToNativeApp,
  postToNativeApp,
  WEBKIT_HANDLER_NAME,
  type NativeBridge,
  type NativeBridgeKind,
} from './native/bridge';
export { publicPageUrl, WEBVIEW_PARAMS } from './native/publicUrl';
