import { conformanceSuite } from '@giftcash/sample/testing';
import * as pkg from '../index';
import { accountElements } from './elements';

const SCREEN_GAP =
  'Gap: a plain function over ResourceScreen; neither its loading state nor its view takes a ref or host props yet';

conformanceSuite(
  { pkg, elements: accountElements() },
  {
    exempt: {
      ExpenseDialog: 'a dialog: its content is portalled, it has no root in place',
      CashOutDialog: 'a dialog: its root in place is the trigger the host passes',
      ProfileScreen: SCREEN_GAP,
      PersonalInfoScreen: SCREEN_GAP,
      RewardsScreen: SCREEN_GAP,
      ReferralsScreen: SCREEN_GAP,
    },
  },
);
