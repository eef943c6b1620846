import type { GiftCardOrder, OrdersResponse, ProfileResponse } from '@giftcash/core';
import { type ElementCase } from '@giftcash/core/testing';
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
      () => <account.AccountLayout pathname="/account/personal">Content</account.AccountLayout>,
    ],
    ['AccountMenu', () => <account.AccountMenu pathname="/account/personal" />],
    ['BalanceCardView', () => <account.BalanceCardView wallet={wallet!} />],
    ['BalanceCard', () => <account.BalanceCard />],
    ['Medal', () => <account.Medal tier="silver" />],
    ['ProfileView', () => <account.ProfileView profile={profile} wallet={wallet} />],
    ['ProfileScreen', () => <account.ProfileScreen />],
    ['PersonalInfoView', () => <account.PersonalInfoView profile={profile} />],
    ['PersonalInfoScreen', () => <account.PersonalInfoScreen />],
    ['OrderTile', () => <account.OrderTile order={orders[0]!} />],
    [
      'ExpenseDialog',
      () => <account.ExpenseDialog order={orders[0]!} onOpenChange={noop} onConfirm={noop} />,
    ],
    ['WalletView', () => <account.WalletView orders={orders} />],
    ['WalletScreen', () => <account.WalletScreen />],
    ['RewardsView', () => <account.RewardsView profile={profile} wallet={wallet!} />],
    ['RewardsScreen', () => <account.RewardsScreen />],
    [
      'CashOutDialog',
      () => (
        <account.CashOutDialog
          balance={wallet?.win_cash ?? 12.5}
          trigger={<button type="button">Cash Out</button>}
        />
      ),
    ],
    ['WinningsChart', () => <account.WinningsChart games={profile.minigames ?? []} />],
    ['ReferralsView', () => <account.ReferralsView profile={profile} referral={referral} />],
    ['ReferralsScreen', () => <account.ReferralsScreen />],
    ['ReferralCode', () => <account.ReferralCode code={profile.referral_code} />],
    [
      'ShareButtons',
      () => <account.ShareButtons url="https://giftcash.example/app" text="Join me on GiftCash" />,
    ],
  ];
}

export const ACCOUNT_LIVE = [
  'AccountLayout',
  'BalanceCard',
  'BalanceCardView',
  'ProfileScreen',
  'PersonalInfoScreen',
  'WalletScreen',
  'RewardsScreen',
  'ReferralsScreen',
  'ReferralCode',
  'ShareButtons',
  'ExpenseDialog',
  'CashOutDialog',
  'WalletView',
];
