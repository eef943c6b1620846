import { WalletScreen } from '@giftcash/account';

/** /account/gift-card-orders: the Gift Cards Wallet. */
export function WalletPage() {
  return <WalletScreen />;
}
