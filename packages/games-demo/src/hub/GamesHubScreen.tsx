'use client';

import { forwardRef, useEffect, useState } from 'react';
import { errorMessage } from '@giftcash/core';
import { StatusMessage, useInitialNow, useResource } from '@giftcash/core/react';
import { GamesHubView, type GamesHubViewProps } from './GamesHubView';
import { DAY_MS } from '../raffle/raffleModel';

/**
 * Props of {@link GamesHubScreen}: the view's props without the games, the raffle and their loading
 * states, which the screen loads from `GiftcashProvider` and keeps itself.
 */
export type GamesHubScreenProps = Omit<
  GamesHubViewProps,
  'games' | 'raffle' | 'placeholderDrawAt' | 'gamesFallback' | 'raffleLoading'
>;

/**
 * The games hub, connected: games from the minigames call and the daily raffle from the
 * lotteries call (fetched again on every mount). Choosing a game opens its page, whose address
 * names it (`gameHref`: `/wheel-game?game={id}`), so the address is the one place the choice
 * lives. A raffle failure keeps the placeholder draw and its countdown.
 */
export const GamesHubScreen = forwardRef<HTMLDivElement, GamesHubScreenProps>(
  function GamesHubScreen(props, ref) {
    // The server and the hydrating browser agree on the instant (see useInitialNow).
    const initialNow = useInitialNow();
    const [placeholderDrawAt] = useState(() => initialNow + DAY_MS);
    const games = useResource((provider, signal) => provider.getMinigames({ signal }), [], {
      initialData: 'minigames',
    });
    const raffle = useResource((provider, signal) => provider.getLotteries({ signal }), [], {
      initialData: 'lotteries',
    });
    useEffect(() => {
      if (raffle.status === 'error')
        console.error(
          'Failed to load raffle',
          errorMessage(raffle.error, 'Unknown error occurred'),
        );
    }, [raffle.status, raffle.error]);
    return (
      <div className="gc-screen gc-hub-screen">
        <h1 className="gc-screen-title gc-hub-title">Games</h1>
        <GamesHubView
          ref={ref}
          {...props}
          // In the games section, where the games will be: nothing above the raffle card moves when they arrive.
          gamesFallback={
            games.status === 'loading' ? (
              <StatusMessage kind="loading">Loading games...</StatusMessage>
            ) : games.status === 'error' ? (
              <StatusMessage kind="error" onRetry={games.reload}>
                Error: {errorMessage(games.error, 'Failed to load games')}
              </StatusMessage>
            ) : undefined
          }
          games={games.data ?? []}
          raffle={raffle.data?.[0] ?? null}
          raffleLoading={raffle.status === 'loading'}
          placeholderDrawAt={placeholderDrawAt}
        />
      </div>
    );
  },
);
