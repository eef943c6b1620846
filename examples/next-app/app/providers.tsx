'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { GiftcashProvider } from '@giftcash/core';
import { createSampleProvider } from '@giftcash/core/sample';

// GiftcashProvider holds React context, so it lives in a Client Component. The data provider is
// created once per mount (not on every render) and links go through Next's router.
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [provider] = useState(() => createSampleProvider());
  return (
    <GiftcashProvider provider={provider} navigate={router.push}>
      {children}
    </GiftcashProvider>
  );
}
