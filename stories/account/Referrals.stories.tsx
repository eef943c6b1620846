import type { Story } from '@ladle/react';
import { ReferralsScreen, ReferralsView } from '@giftcash/account';
import { Dark as DarkTheme, WithData, sampleProfile } from './accountStoryData';

export default { title: 'Account / Referrals' };

const profile = sampleProfile.profile;

export const Default: Story = () => (
  <WithData>
    <ReferralsScreen />
  </WithData>
);
export const Controlled: Story = () => (
  <ReferralsView
    profile={{ ...profile, referral_total_deposit: 2 }}
    shareUrl="https://giftcash.co.uk/app"
  />
);
export const Platinum: Story = () => (
  <ReferralsView profile={{ ...profile, referral_total_deposit: 14 }} />
);
export const NoCode: Story = () => <ReferralsView profile={{ ...profile, referral_code: '' }} />;
export const MissingReferral: Story = () => (
  <WithData mode="malformed">
    <ReferralsScreen />
  </WithData>
);
export const Loading: Story = () => (
  <WithData mode="loading">
    <ReferralsScreen />
  </WithData>
);
export const Error: Story = () => (
  <WithData mode="error">
    <ReferralsScreen />
  </WithData>
);
export const Empty: Story = () => (
  <WithData mode="empty">
    <ReferralsScreen />
  </WithData>
);
export const Dark: Story = () => (
  <DarkTheme>
    <ReferralsView profile={profile} />
  </DarkTheme>
);
