import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { GiftcashError, type DataProvider } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';

/** The sample provider with some methods replaced (e.g. to fail). Test-only. */
export function sampleProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  const sample = createSampleProvider({ storage: null });
  const provider: DataProvider = {
    getBrands: (o) => sample.getBrands(o),
    getMinigames: (o) => sample.getMinigames(o),
    getLotteries: (o) => sample.getLotteries(o),
    getWheelConfig: (o) => sample.getWheelConfig(o),
    getScratchConfig: (o) => sample.getScratchConfig(o),
    getProfile: (o) => sample.getProfile(o),
    getOrders: (o) => sample.getOrders(o),
    getRaffleResults: (o) => sample.getRaffleResults(o),
    getWinners: (o) => sample.getWinners(o),
  };
  return { ...provider, ...overrides };
}

/** A provider method that always fails with `message`. */
export const failing =
  (message = 'Request failed with status code 500') =>
  () =>
    Promise.reject(new GiftcashError('http', message));

/** Renders `ui` inside a `GiftcashProvider` over `provider` (the sample one by default). */
export function renderWithProvider(
  ui: ReactElement,
  provider: DataProvider = sampleProvider(),
  navigate?: (href: string) => void,
) {
  return render(
    <GiftcashProvider provider={provider} {...(navigate ? { navigate } : {})}>
      {ui}
    </GiftcashProvider>,
  );
}
