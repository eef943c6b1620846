import type { Story } from '@ladle/react';
import { CashOutDialog, RewardsScreen, RewardsView } from '@giftcash/account';
import { Dark as DarkTheme, WithData, sampleProfile } from './accountStoryData';

export default { title: 'Account / Rewards' };

const wallet = sampleProfile.wallet!;

export const Default: Story = () => (
  <WithData>
    <RewardsScreen />
  </WithData>
);
export const Controlled: Story = () => (
  <RewardsView profile={sampleProfile.profile} wallet={wallet} defaultCashOutOpen />
);
export const CashOutBelowMinimum: Story = () => (
  <CashOutDialog
    balance={7.5}
    trigger={
      <button type="button" className="gc-button">
        Cash Out
      </button>
    }
  />
);
export const NoGames: Story = () => (
  <RewardsView profile={{ ...sampleProfile.profile, minigames: [] }} wallet={wallet} />
);
export const MissingWallet: Story = () => (
  <WithData mode="malformed">
    <RewardsScreen />
  </WithData>
);
export const Loading: Story = () => (
  <WithData mode="loading">
    <RewardsScreen />
  </WithData>
);
export const Error: Story = () => (
  <WithData mode="error">
    <RewardsScreen />
  </WithData>
);
export const Empty: Story = () => (
  <WithData mode="empty">
    <RewardsScreen />
  </WithData>
);
export const Dark: Story = () => (
  <DarkTheme>
    <RewardsView profile={sampleProfile.profile} wallet={wallet} />
  </DarkTheme>
);
/** #19 No minigame winnings, with the empty illustration, in the dark theme. */
export const NoGamesDark: Story = () => (
  <DarkTheme>
    <RewardsView profile={{ ...sampleProfile.profile, minigames: [] }} wallet={wallet} />
  </DarkTheme>
);
