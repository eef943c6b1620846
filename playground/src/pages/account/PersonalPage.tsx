import { PersonalInfoScreen } from '@giftcash/account';

/** /account and /account/personal: Personal Information (verification polled every 5 s). */
export function PersonalPage() {
  return <PersonalInfoScreen />;
}
