import type { Story } from '@ladle/react';
import { PersonalInfoScreen, PersonalInfoView } from '@giftcash/account';
import { Dark as DarkTheme, WithData, sampleProfile } from './accountStoryData';

export default { title: 'Account / Personal Information' };

const verified = {
  ...sampleProfile.profile,
  profile_checked: true,
  profile_checked_at: Date.UTC(2026, 10, 2, 10),
};

export const Default: Story = () => (
  <WithData>
    <PersonalInfoScreen />
  </WithData>
);
export const Unverified: Story = () => <PersonalInfoView profile={sampleProfile.profile} />;
export const Verified: Story = () => <PersonalInfoView profile={verified} />;
export const NoSignUpCode: Story = () => (
  <PersonalInfoView profile={{ ...sampleProfile.profile, invitation_code: '' }} />
);
export const Loading: Story = () => (
  <WithData mode="loading">
    <PersonalInfoScreen />
  </WithData>
);
export const Error: Story = () => (
  <WithData mode="error">
    <PersonalInfoScreen />
  </WithData>
);
export const Empty: Story = () => (
  <WithData mode="empty">
    <PersonalInfoScreen />
  </WithData>
);
export const Dark: Story = () => (
  <DarkTheme>
    <PersonalInfoView profile={verified} />
  </DarkTheme>
);
