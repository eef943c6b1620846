'use client';

import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { readStorage, writeStorage } from '@giftcash/core';
import { StatusMessage, cx, useResource } from '@giftcash/core/react';
import { latestWin } from '../raffle/raffleModel';
import { RaffleResultsView } from './RaffleResultsView';

/** Where the last raffle win revealed is remembered (`{userId}:{drawIndex}`). */
const SEEN_KEY = 'giftcash:raffle-win-seen';

/**
 * Props of {@link RaffleResultsScreen}: a `<div>`'s attributes but `children` (spread on the root,
 * which takes the ref), and the signed-in person; the draws come from `GiftcashProvider` and the
 * selected draw is the screen's own.
 */
export interface RaffleResultsScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The signed-in person's id (`Profile.id`): when they are among a draw's winners, the newest
   * draw they won is selected and revealed ("You won 3.5M coins in Draw 30941") once; this
   * browser remembers it (local storage), so a reload marks their place without celebrating
   * again. See `RaffleResultsView`'s `userId`.
   * @default none: no reveal (signed out)
   */
  userId?: string | undefined;
}

/**
 * Raffle results, connected: the title 'DAILY RAFFLE RESULTS' and the draws from the raffle
 * results call; 'Failed to load raffle results.' with Retry when it fails. Given the signed-in
 * person (`userId`), their newest win is revealed once.
 */
export const RaffleResultsScreen = forwardRef<HTMLDivElement, RaffleResultsScreenProps>(
  function RaffleResultsScreen({ userId, className, ...rest }, ref) {
    const resource = useResource((provider, signal) => provider.getRaffleResults({ signal }), [], {
      initialData: 'raffleResults',
    });
    const draws = resource.data?.result ?? [];
    const win = latestWin(draws, userId);
    const winKey = win && `${userId}:${win.draw.draw_index}`;
    // Decided after mount, once per win: the reveal stays open for this visit, and the next
    // visit (or a reload) finds the win remembered.
    const [reveal, setReveal] = useState<string>();
    useEffect(() => {
      if (!winKey || readStorage(SEEN_KEY) === winKey) return;
      writeStorage(SEEN_KEY, winKey);
      setReveal(winKey);
    }, [winKey]);
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
            <RaffleResultsView draws={draws} userId={userId} revealWin={reveal === winKey} />
          ) : (
            <StatusMessage kind="empty">No raffle results yet.</StatusMessage>
          )
        ) : null}
      </div>
    );
  },
);
