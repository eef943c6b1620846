import type { ScreenFuzzTarget } from '@giftcash/core/testing';
import { screenFuzzSuite } from '@giftcash/sample/testing';
import { BalanceCheckerScreen, CatalogueScreen } from '../index';

const targets: ScreenFuzzTarget[] = [
  {
    name: 'CatalogueScreen',
    endpoint: 'brands',
    element: () => <CatalogueScreen scrollToTopOnSelect={false} />,
  },
  {
    name: 'BalanceCheckerScreen',
    endpoint: 'brands',
    element: () => <BalanceCheckerScreen scrollToTopOnSelect={false} />,
  },
];

screenFuzzSuite('hostile /brands responses through the HTTP provider', targets);
