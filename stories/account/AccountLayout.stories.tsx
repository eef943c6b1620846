import { useState } from 'react';
import type { Story } from '@ladle/react';
import {
  AccountLayout,
  WalletView,
  PersonalInfoScreen,
  type AccountMenuItem,
} from '@giftcash/account';
import { accountMenu } from '../../packages/account/src/layout/activeItem';
import { Dark as DarkTheme, sample } from './accountStoryData';

export default { title: 'Account / AccountLayout' };

export const Default: Story = () => {
  const [signedOut, setSignedOut] = useState(false);
  return (
    <AccountLayout pathname="/account" onSignOut={() => setSignedOut(true)}>
      {signedOut ? (
        <p role="status">Signed out (the site would now go to /).</p>
      ) : (
        <PersonalInfoScreen />
      )}
    </AccountLayout>
  );
};

/** The active item held by the story: menu links are intercepted so nothing navigates. */
export const Controlled: Story = () => {
  const [active, setActive] = useState<AccountMenuItem>('gift-card-orders');
  return (
    <div
      onClickCapture={(event) => {
        const link = (event.target as HTMLElement).closest('a');
        const entry = accountMenu().find((item) => item.href === link?.getAttribute('href'));
        if (entry) {
          event.preventDefault();
          setActive(entry.item);
        }
      }}
    >
      <AccountLayout activeItem={active}>
        <p>
          Active item: <output>{active}</output>
        </p>
        <WalletView orders={sample.orders.items} headingLevel={2} />
      </AccountLayout>
    </div>
  );
};

export const Dark: Story = () => (
  <DarkTheme>
    <AccountLayout pathname="/account/referrals">
      <p>Referrals screen goes here.</p>
    </AccountLayout>
  </DarkTheme>
);
