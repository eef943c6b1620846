import type { Story } from '@ladle/react';
import { ProfileScreen, ProfileView } from '@giftcash/account';
import { Dark as DarkTheme, WithData, sampleProfile } from './accountStoryData';

export default { title: 'Account / Profile' };

export const Default: Story = () => (
  <WithData>
    <ProfileScreen />
  </WithData>
);
export const Controlled: Story = () => (
  <ProfileView profile={sampleProfile.profile} wallet={sampleProfile.wallet} defaultOpen={false} />
);
export const MissingValues: Story = () => (
  <ProfileView
    profile={{
      ...sampleProfile.profile,
      birthdate: '',
      phone_number_verified: false,
      referral_level: 7,
      street: undefined,
    }}
    wallet={null}
  />
);
export const Loading: Story = () => (
  <WithData mode="loading">
    <ProfileScreen />
  </WithData>
);
export const Error: Story = () => (
  <WithData mode="error">
    <ProfileScreen />
  </WithData>
);
export const Empty: Story = () => (
  <WithData mode="empty">
    <ProfileScreen />
  </WithData>
);
export const Dark: Story = () => (
  <DarkTheme>
    <ProfileView profile={sampleProfile.profile} wallet={sampleProfile.wallet} />
  </DarkTheme>
);
