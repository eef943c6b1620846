import type { GiftCardOrder, OrdersResponse, ProfileResponse } from '@giftcash/core';
import { live, type ElementCase } from '@giftcash/core/testing';
import { goodResponses } from '@giftcash/sample/testing';
import * as account from '../index';

const noop = () => {};

/** Every exported component of @giftcash/account with sample data. */
export function accountElements(): ElementCase[] {
  const good = goodResponses();
  const { profile, wallet, referral } = good.profile as ProfileResponse;
  const orders = (good.orders as OrdersResponse).items as GiftCardOrder[];
  return [
    [
      'AccountLayout',
      live(() => (
        <account.AccountLayout pathname="/account/personal">Content</account.AccountLayout>
      )),
    ],
    ['AccountMenu', () => <account.AccountMenu pathname="/account/personal" />],
    ['BalanceCardView', live(() => <account.BalanceCardView wallet={wallet!} />)],
    ['BalanceCard', live(() => <account.BalanceCard />)],
    ['Medal', () => <account.Medal tier="silver" />],
    ['ProfileView', () => <account.ProfileView profile={profile} wallet={wallet} />],
    ['ProfileScreen', live(() => <account.ProfileScreen />)],
    ['PersonalInfoView', () => <account.PersonalInfoView profile={profile} />],
    ['PersonalInfoScreen', live(() => <account.PersonalInfoScreen />)],
    ['OrderTile', () => <account.OrderTile order={orders[0]!} />],
    [
      'ExpenseDialog',
      live(() => <account.ExpenseDialog order={orders[0]!} onOpenChange={noop} onConfirm={noop} />),
    ],
    ['WalletView', live(() => <account.WalletView orders={orders} />)],
    ['WalletScreen', live(() => <account.WalletScreen />)],
    ['RewardsView', () => <account.RewardsView profile={profile} wallet={wallet!} />],
    ['RewardsScreen', live(() => <account.RewardsScreen />)],
    [
      'CashOutDialog',
      live(() => (
        <account.CashOutDialog
          balance={wallet?.win_cash ?? 12.5}
          trigger={<button type="button">Cash Out</button>}
        />
      )),
    ],
    ['WinningsChart', () => <account.WinningsChart games={profile.minigames ?? []} />],
    ['ReferralsView', () => <account.ReferralsView profile={profile} referral={referral} />],
    ['ReferralsScreen', live(() => <account.ReferralsScreen />)],
    ['ReferralCode', live(() => <account.ReferralCode code={profile.referral_code} />)],
    [
      'ShareButtons',
      live(() => (
        <account.ShareButtons url="https://giftcash.example/app" text="Join me on GiftCash" />
      )),
    ],
  ];
}
