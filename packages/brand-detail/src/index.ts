export { BrandDetailView, type BrandDetailViewProps, type BrandPurchase } from './brand-detail/BrandDetailView';
export { BrandDetailScreen, type BrandDetailScreenProps } from './brand-detail/BrandDetailScreen';
export { ValueEntry, type ValueEntryProps } from './value-entry/ValueEntry';
export {
  isValueText,
  proposeValue,
  checkPurchase,
  limitsLabel,
  formatLimit,
  overLimitMessage,
  underLimitMessage,
  penceToAmount,
  INVALID_AMOUNT_MESSAGE,
  TOO_LARGE_MESSAGE,
  type ValueChange,
} from './value-entry/valueRules';
export { RewardEstimate, type RewardEstimateProps } from './estimate/RewardEstimate';
export { estimateRewards, type RewardEstimate as RewardEstimateResult, type RewardRates } from './estimate/estimate';
export { ShareMenu, COPIED_TOOLTIP_MS, type ShareMenuProps } from './share-menu/ShareMenu';
export { brandShareLinks, shareText, type BrandShareContent, type BrandShareLinks } from './share-menu/shareLinks';
export { BrandDescription, type BrandDescriptionProps } from './description/BrandDescription';
export { truncateText, DESCRIPTION_LIMIT, type TruncatedText } from './description/truncateText';
export { BrandDetailsList, spendMethods, type BrandDetailsListProps } from './details-list/BrandDetailsList';
export { CoinsSection, preloadBrandDetail } from './coins-section/LazyCoinsSection';
export type { CoinsSectionProps, CoinsDemoHelpers } from './coins-section/CoinsSection';
export { COINS_GAMES, GAME_LABELS, DEMO_RESULT_KEY, describeDemoResult, isDemoResult, type CoinsGame, type CoinsDemoResult } from './coins-section/demoResult';
// The prize tables behind "What are Coins?" load with that section (a chunk of its own); only types here.
export type { GameSummary, PrizeRow, SpecialPrize } from './coins-section/coinsGames';
export {
  brandPageReducer,
  brandValueReducer,
  brandLoadState,
  initialBrandPageState,
  findBrand,
  BRAND_NOT_FOUND,
  GENERIC_ERROR,
  type BrandPageState,
  type BrandPageAction,
  type BrandValueState,
  type BrandValueAction,
} from './brand-detail/brandPageState';
export { preloadBrandDialogs } from './dialogs/lazyDialogs';
