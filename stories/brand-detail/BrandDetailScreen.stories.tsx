import { useMemo } from 'react';
import type { Story } from '@ladle/react';
import { HttpStatusError, type DataProvider } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { BrandDetailScreen } from '@giftcash/brand-detail';
import { ScratchCardScreen, WheelScreen } from '@giftcash/games-demo';
import { kinds } from './brandKinds';

export default { title: 'Brand detail / BrandDetailScreen' };

function WithProvider({ brandId, change }: { brandId: string; change?: Partial<DataProvider> }) {
  const provider = useMemo(
    () => ({ ...createSampleProvider({ storage: null, delay: 200 }), ...change }),
    [change],
  );
  return (
    <GiftcashProvider provider={provider}>
      <BrandDetailScreen
        brandId={brandId}
        renderCoinsDemo={(game, { onResult }) =>
          game === 'wheel' ? (
            <WheelScreen onResult={onResult} />
          ) : (
            <ScratchCardScreen onResult={onResult} />
          )
        }
      />
    </GiftcashProvider>
  );
}

const never: Partial<DataProvider> = { getBrands: () => new Promise(() => {}) };
const failing: Partial<DataProvider> = {
  getBrands: () => Promise.reject(new HttpStatusError(503, 'brands')),
};

export const Default: Story = () => <WithProvider brandId={kinds.freeValue.id} />;
export const Loading: Story = () => <WithProvider brandId={kinds.freeValue.id} change={never} />;
export const Error: Story = () => <WithProvider brandId={kinds.freeValue.id} change={failing} />;
export const Empty: Story = () => <WithProvider brandId="no-such-brand" />;
export const Dark: Story = () => (
  <div data-theme="dark" style={{ background: 'var(--gc-bg)', padding: 16 }}>
    <WithProvider brandId={kinds.denominations.id} />
  </div>
);
