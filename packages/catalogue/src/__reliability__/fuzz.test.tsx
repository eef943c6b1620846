import { describe, expect, it } from 'vitest';
import { fuzzRuns, fuzzScreen, type ScreenFuzzTarget } from '@giftcash/core/testing';
import { goodResponses } from '@giftcash/sample/testing';
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

describe('hostile /brands responses through the HTTP provider', () => {
  it.each(targets)(
    '$name: never crashes, shows an error with Retry, keeps loaded content',
    async (target) => {
      const { cases } = await fuzzScreen(target, goodResponses());
      expect(cases).toBe(fuzzRuns());
    },
    600_000,
  );
});
