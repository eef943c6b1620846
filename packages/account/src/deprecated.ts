/**
 * Old names kept for one minor version (see CONTRIBUTING.md, "Naming"): each is the same value
 * as its new name, and goes in the next minor release.
 */
import { WalletView, type WalletViewProps } from './wallet/WalletView';

/** @deprecated Renamed `WalletView` (the controlled half of `WalletScreen`). */
export const GiftCardWallet = WalletView;
/** @deprecated Renamed `WalletViewProps`. */
export type GiftCardWalletProps = WalletViewProps;
