'use client';

import { forwardRef, useEffect } from 'react';
import { useResource } from '@giftcash/core/react';
import { WinnersStrip, type WinnersStripProps } from './WinnersStrip';
import { SAMPLE_WINNERS } from './sampleWinners';

/**
 * Props of {@link WinnersStripScreen}: the strip's props without `items`, which the screen loads
 * from `GiftcashProvider` (the built-in sample winners when that fails).
 */
export type WinnersStripScreenProps = Omit<WinnersStripProps, 'items'>;

/**
 * The recent winners strip, connected: up to 20 winners from the winners call; when that
 * fails (logged), the 8 built-in sample winners.
 */
export const WinnersStripScreen = forwardRef<HTMLElement, WinnersStripScreenProps>(
  function WinnersStripScreen(props, ref) {
    const resource = useResource((provider, signal) => provider.getWinners({ signal }), [], {
      initialData: 'winners',
    });
    useEffect(() => {
      if (resource.status === 'error') console.error('Failed to load winners', resource.error);
    }, [resource.status, resource.error]);
    const items = resource.status === 'error' ? SAMPLE_WINNERS : (resource.data?.items ?? []);
    const loading = resource.status === 'loading';
    return (
      <WinnersStrip
        ref={ref}
        aria-busy={loading || undefined}
        loading={loading}
        {...props}
        items={items}
      />
    );
  },
);
