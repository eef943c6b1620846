export {
  tierForCompleted,
  medalForLevel,
  referralSentence,
  type TierId,
  type TierProgress,
  shareMessage,
} from './logic/referralTiers';
export {
  type WalletTab,
  type OrderCardState,
  paymentStatusLabel,
  paymentMethodLabel,
  ordersForTab,
  walletTabOf,
  orderCardState,
  orderStatusText,
  orderMoneyText,
} from './logic/orderMappings';
export { validateExpense } from './logic/expense';
export { createPoller } from './logic/polling';
export { runOptimistic, withExpense, withArchived } from './logic/optimistic';
export {
  rewardTotals,
  groupMinigames,
  type RewardTotals,
  type MinigameGroup,
  canCashOutToBank,
} from './logic/rewards';
export { type AccountMenuItem } from './layout/activeItem';
export { AccountLayout, type AccountLayoutProps } from './layout/AccountLayout';
export { AccountMenu, type AccountMenuProps } from './layout/AccountMenu';
export { BalanceCard, type BalanceCardProps } from './balance/BalanceCard';
export { BalanceCardView, type BalanceCardViewProps } from './balance/BalanceCardView';
export { Medal, type MedalProps } from './medal/Medal';
export { ProfileView, type ProfileViewProps } from './profile/ProfileView';
export { ProfileScreen, type ProfileScreenProps } from './profile/ProfileScreen';
export { PersonalInfoView, type PersonalInfoViewProps } from './personal/PersonalInfoView';
export { PersonalInfoScreen, type PersonalInfoScreenProps } from './personal/PersonalInfoScreen';

export { OrderTile, type OrderTileProps, type OrderArtwork } from './wallet/OrderTile';
export { ExpenseDialog, type ExpenseDialogProps } from './wallet/ExpenseDialog';
export { WalletView, type WalletViewProps, type WalletNotice } from './wallet/WalletView';
export { WalletScreen, type WalletScreenProps } from './wallet/WalletScreen';
export { RewardsView, type RewardsViewProps } from './rewards/RewardsView';
export { RewardsScreen, type RewardsScreenProps } from './rewards/RewardsScreen';
export { CashOutDialog, type CashOutDialogProps } from './rewards/CashOutDialog';
export { WinningsChart, type WinningsChartProps } from './rewards/WinningsChart';
export { ReferralsView, type ReferralsViewProps } from './referrals/ReferralsView';
export { ReferralsScreen, type ReferralsScreenProps } from './referrals/ReferralsScreen';
export { ReferralCode, type ReferralCodeProps } from './referrals/ReferralCode';
export { ShareButtons, type ShareButtonsProps } from './referrals/ShareButtons';
export type { HeadingLevel } from './shared/Heading';
