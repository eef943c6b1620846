'use client';

import { BrandDetailScreen } from '@giftcash/brand-detail';
import { ScratchCardScreen, WheelScreen } from '@giftcash/games-demo';

// renderCoinsDemo is a function, and functions cannot go from a Server Component to a Client
// Component: the screen and its demos are composed here, in a Client Component.
export function BrandPage({ brandId }: { brandId: string }) {
  return (
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
  );
}
