export {
  BrandDetailView,
  type BrandDetailViewProps,
  type BrandPurchase,
} from './brand-detail/BrandDetailView';
export { BrandDetailScreen, type BrandDetailScreenProps } from './brand-detail/BrandDetailScreen';
export { ValueEntry, type ValueEntryProps } from './value-entry/ValueEntry';
export {
  proposeValue,
  checkPurchase,
  limitsLabel,
  type ValueChange,
} from './value-entry/valueRules';
export { RewardEstimate, type RewardEstimateProps } from './estimate/RewardEstimate';
export {
  estimateRewards,
  type RewardEstimate as RewardEstimateResult,
  type RewardRates,
} from './estimate/estimate';
export { ShareMenu, type ShareMenuProps } from './share-menu/ShareMenu';
export {
  brandShareLinks,
  type BrandShareContent,
  type BrandShareLinks,
} from './share-menu/shareLinks';
export { BrandDescription, type BrandDescriptionProps } from './description/BrandDescription';
export { truncateText, type TruncatedText } from './description/truncateText';
export { BrandDetailsList, type BrandDetailsListProps } from './details-list/BrandDetailsList';
export { CoinsSection, preloadBrandDetail } from './coins-section/LazyCoinsSection';
export type { CoinsSectionProps, CoinsDemoHelpers } from './coins-section/CoinsSection';
export { type CoinsGame, type CoinsDemoResult } from './coins-section/demoResult';
// The prize tables behind "What are Coins?" load with that section (a chunk of its own); only types here.
export type { GameSummary, PrizeRow, SpecialPrize } from './coins-section/coinsGames';
