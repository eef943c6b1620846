export * from './logic/referralTiers';
export * from './logic/orderMappings';
export * from './logic/expense';
export * from './logic/polling';
export * from './logic/optimistic';
export * from './logic/rewards';
export { accountMenu, activeAccountItem, type AccountMenuItem, type AccountMenuRoutes } from './layout/activeItem';
export { AccountLayout, type AccountLayoutProps } from './layout/AccountLayout';
export { AccountMenu, type AccountMenuProps } from './layout/AccountMenu';
export { BalanceCard, BalanceCardView, type BalanceCardProps, type BalanceCardViewProps } from './balance/BalanceCard';
export { Medal, type MedalProps } from './medal/Medal';
export { ProfileView, formatBirthdate, type ProfileViewProps } from './profile/ProfileView';
export { ProfileScreen, type ProfileScreenProps } from './profile/ProfileScreen';
export { PersonalInfoView, VERIFICATION_BENEFITS, type PersonalInfoViewProps } from './personal/PersonalInfoView';
export { PersonalInfoScreen, type PersonalInfoScreenProps } from './personal/PersonalInfoScreen';
export { useProfileCheck, type ProfileCheck } from './personal/useProfileCheck';
export { OrderTile, type OrderTileProps, type OrderArtwork } from './wallet/OrderTile';
export { ExpenseDialog, EXPENSE_DIALOG_TITLE, type ExpenseDialogProps } from './wallet/ExpenseDialog';
export { WalletView, type WalletViewProps, type WalletNotice } from './wallet/WalletView';
export { WalletScreen, type WalletScreenProps } from './wallet/WalletScreen';
export { RewardsView, type RewardsViewProps } from './rewards/RewardsView';
export { RewardsScreen, type RewardsScreenProps } from './rewards/RewardsScreen';
export { CashOutDialog, type CashOutDialogProps } from './rewards/CashOutDialog';
export { WinningsChart, type WinningsChartProps } from './rewards/WinningsChart';
export { ReferralsView, REFERRED_FRIEND_NOTE, type ReferralsViewProps } from './referrals/ReferralsView';
export { ReferralsScreen, type ReferralsScreenProps } from './referrals/ReferralsScreen';
export { ReferralCode, type ReferralCodeProps } from './referrals/ReferralCode';
export {
  ShareButtons,
  SHARE_NETWORKS,
  INSTAGRAM_FALLBACK_MS,
  isMobileDevice,
  openInstagram,
  type ShareButtonsProps,
} from './referrals/ShareButtons';
export type { HeadingLevel } from './shared/Heading';
