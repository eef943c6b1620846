import { createHttpProvider, type DataProvider } from '@giftcash/core';

/**
 * The HTTP provider for an API base address `B` (brands at `B/brands`, winners at `B/rewards`).
 * Its own module, imported on demand (./dataSource.ts), so the HTTP client and the response
 * validation it brings are not part of the code a page needs up front.
 */
export function httpProviderFor(baseUrl: string): DataProvider {
  return createHttpProvider({ brandsUrl: `${baseUrl}/brands`, rewardsUrl: `${baseUrl}/rewards` });
}
