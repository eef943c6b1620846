'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { StatusMessage, cx, useResource } from '@giftcash/core/react';
import { RaffleResultsView } from './RaffleResultsView';

/**
 * Props of {@link RaffleResultsScreen}: a `<div>`'s attributes but `children` (spread on the root,
 * which takes the ref); the draws come from `GiftcashProvider` and the selected draw is the
 * screen's own.
 */
export type RaffleResultsScreenProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'>;

/**
 * Raffle results, connected: the title 'DAILY RAFFLE RESULTS' and the draws from the raffle
 * results call; 'Failed to load raffle results.' with Retry when it fails.
 */
export const RaffleResultsScreen = forwardRef<HTMLDivElement, RaffleResultsScreenProps>(
  function RaffleResultsScreen({ className, ...rest }, ref) {
    const resource = useResource((provider, signal) => provider.getRaffleResults({ signal }), [], {
      initialData: 'raffleResults',
    });
    const draws = resource.data?.result ?? [];
    return (
      <div ref={ref} className={cx('gc-screen gc-results-screen', className)} {...rest}>
        <h1 className="gc-screen-title gc-results-title">DAILY RAFFLE RESULTS</h1>
        {resource.status === 'loading' ? (
          <StatusMessage kind="loading">Loading raffle results...</StatusMessage>
        ) : null}
        {resource.status === 'error' ? (
          <StatusMessage kind="error" onRetry={resource.reload}>
            Failed to load raffle results.
          </StatusMessage>
        ) : null}
        {resource.status === 'success' ? (
          draws.length ? (
            <RaffleResultsView draws={draws} />
          ) : (
            <StatusMessage kind="empty">No raffle results yet.</StatusMessage>
          )
        ) : null}
      </div>
    );
  },
);
