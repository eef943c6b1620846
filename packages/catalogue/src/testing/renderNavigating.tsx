import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { DataProvider } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { fakeProvider } from './fixtures';

const unused = () => Promise.reject(new Error('not used in this test'));

/**
 * Renders `ui` under a provider reading brands from `getBrands` (by default, none are read) and
 * navigating through a spy, for the tests of where a click leads.
 */
export function renderNavigating(ui: ReactElement, getBrands: DataProvider['getBrands'] = unused) {
  const navigate = vi.fn();
  const view = render(
    <GiftcashProvider provider={fakeProvider(getBrands)} navigate={navigate}>
      {ui}
    </GiftcashProvider>,
  );
  return { ...view, navigate };
}
