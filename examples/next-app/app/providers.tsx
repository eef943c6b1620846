'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { GiftcashProvider, type GiftcashRoutes } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';

// This app's routes where they differ from the spec's: the Rewards page lives at /account/rewards.
// Set once here, every link and the account menu's highlight follow it.
const routes: Partial<GiftcashRoutes> = { accountBalances: '/account/rewards' };

// GiftcashProvider holds React context, so it lives in a Client Component. The data provider is
// created once per mount (not on every render) and links go through Next's router.
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [provider] = useState(() => createSampleProvider());
  return (
    <GiftcashProvider provider={provider} navigate={router.push} routes={routes}>
      {children}
    </GiftcashProvider>
  );
}
