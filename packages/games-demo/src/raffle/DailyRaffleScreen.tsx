'use client';

import { forwardRef, useEffect, useState } from 'react';
import { errorMessage } from '@giftcash/core';
import { StatusMessage, useInitialNow, useResource } from '@giftcash/core/react';
import { DailyRaffleView, type DailyRaffleViewProps } from './DailyRaffleView';
import { DAY_MS } from './raffleModel';

/**
 * Props of {@link DailyRaffleScreen}: the view's props without the raffle and its placeholder draw,
 * which the screen loads from `GiftcashProvider` and keeps itself.
 */
export type DailyRaffleScreenProps = Omit<DailyRaffleViewProps, 'raffle' | 'placeholderDrawAt'>;

/**
 * The daily raffle, connected: the first item of the lotteries call. Until it loads (and if
 * it fails) a placeholder draw 24 hours ahead is shown and its countdown runs.
 */
export const DailyRaffleScreen = forwardRef<HTMLDivElement, DailyRaffleScreenProps>(
  function DailyRaffleScreen(props, ref) {
    // The server and the hydrating browser agree on the instant (see useInitialNow).
    const initialNow = useInitialNow();
    const [placeholderDrawAt] = useState(() => initialNow + DAY_MS);
    const resource = useResource((provider, signal) => provider.getLotteries({ signal }), [], {
      initialData: 'lotteries',
    });
    useEffect(() => {
      if (resource.status === 'error') console.error('Failed to load raffle', resource.error);
    }, [resource.status, resource.error]);
    return (
      <>
        {resource.status === 'loading' ? (
          <StatusMessage kind="loading">Loading raffle data...</StatusMessage>
        ) : null}
        {resource.status === 'error' ? (
          <StatusMessage kind="error" onRetry={resource.reload}>
            Error: {errorMessage(resource.error, 'Unknown error occurred')}
          </StatusMessage>
        ) : null}
        <DailyRaffleView
          ref={ref}
          {...props}
          raffle={resource.data?.[0] ?? null}
          placeholderDrawAt={placeholderDrawAt}
        />
      </>
    );
  },
);
