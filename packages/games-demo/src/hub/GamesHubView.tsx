'use client';

import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  formatDrawTime,
  formatCoinPrize,
  safeImageUrl,
  type Lottery,
  type Minigame,
} from '@giftcash/core';
import { cx, FallbackImage, Link, useRoutes } from '@giftcash/core/react';
import { GameArt } from '../art/GameArt';
import { RaffleCountdown } from '../raffle/RaffleCountdown';
import { plausibleDrawAt, totalCoinPrizes } from '../raffle/raffleModel';
import { GameCards } from './GameCards';

/**
 * Props of {@link GamesHubView}: a `<div>`'s attributes but `children` (spread on the root, which
 * takes the ref), plus the games, the daily raffle, what shows while either loads, and the clock of
 * the countdown.
 */
export interface GamesHubViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The games; shown wheels (type 1) first, then scratch cards (type 2). */
  games: Minigame[];
  /** The daily raffle; `null` or missing shows a placeholder draw 24 hours ahead. */
  raffle?: Lottery | null;
  /** Next draw time of the placeholder raffle (epoch ms). */
  placeholderDrawAt?: number;
  /** Called when a game is chosen, before the link navigates (e.g. to remember it). */
  onGameSelect?: (game: Minigame) => void;
  /** Clock for the countdown (tests, stories). @default Date.now */
  now?: () => number;
  /**
   * Shown in the games section instead of the grid, e.g. a loading or error message while the
   * games are not there yet. The section keeps about a row of games' height meanwhile, so the
   * page does not jump when they arrive.
   */
  gamesFallback?: ReactNode;
  /**
   * The raffle is still loading: the card keeps room for the optional extra first-prize row,
   * so the page below it does not move when the raffle arrives with one.
   */
  raffleLoading?: boolean;
}

/**
 * The games hub (controlled): the daily raffle card (countdown, total prizes, extra first prize, draw
 * number and time, free entry note), the grid of games, and the Raffle Results and
 * Competition Rules buttons. Links follow `routes` on `GiftcashProvider` (`raffle`,
 * `raffleResults`, `competitionRules`, `wheelGame`, `scratchGame`).
 */
export const GamesHubView = forwardRef<HTMLDivElement, GamesHubViewProps>(function GamesHubView(
  {
    games,
    raffle,
    placeholderDrawAt,
    onGameSelect,
    now,
    gamesFallback,
    raffleLoading = false,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const {
    raffle: raffleHref,
    raffleResults: resultsHref,
    competitionRules: rulesHref,
  } = useRoutes();
  const drawAt = raffle
    ? plausibleDrawAt(raffle.next_draw_at, (now ?? Date.now)())
    : placeholderDrawAt;
  const total = totalCoinPrizes(raffle);
  const extraImage = safeImageUrl(raffle?.add_prize_img_url);
  return (
    <div ref={ref} className={cx('gc-screen gc-hub', className)} {...rest}>
      <section className="gc-panel gc-hub-raffle" aria-labelledby={`${id}-raffle`}>
        {/* The draw and its countdown; beside it on a wide screen, what it pays and the way in. */}
        <div className="gc-hub-raffle-draw">
          <GameArt kind="raffle" className="gc-hub-raffle-art" />
          <h2 id={`${id}-raffle`} className="gc-hub-raffle-title">
            {raffle?.name || 'Daily Raffle'}
          </h2>
          <p className="gc-hub-raffle-label">Next draw in</p>
          <RaffleCountdown target={drawAt} {...(now ? { now } : {})} />
        </div>
        <div className="gc-hub-raffle-more">
          <dl className="gc-facts gc-hub-facts">
            <div>
              <dt>Total daily prizes</dt>
              <dd>{total > 0 ? formatCoinPrize(total) : '-'}</dd>
            </div>
            <div>
              <dt>Draw number</dt>
              <dd>{raffle?.next_draw_index ?? '-'}</dd>
            </div>
            <div>
              <dt>Next draw</dt>
              <dd>{drawAt ? formatDrawTime(drawAt) : '-'}</dd>
            </div>
          </dl>
          {raffle?.add_prize_label ? (
            <div className="gc-hub-extra">
              {extraImage ? (
                <FallbackImage src={extraImage} alt="" width={96} height={60} loading="lazy" />
              ) : null}
              <p>
                1st Place also gets:{' '}
                <strong>
                  <bdi>{raffle.add_prize_label}</bdi>
                </strong>
              </p>
            </div>
          ) : raffleLoading ? (
            <div className="gc-hub-extra" data-placeholder="" aria-hidden="true" />
          ) : null}
          <p className="gc-hub-note">
            Everyone gets one free entry into every daily draw. No purchase necessary.
          </p>
          <Link className="gc-button" href={raffleHref}>
            View Daily Raffle
          </Link>
        </div>
      </section>

      <section
        className="gc-hub-games"
        aria-labelledby={`${id}-games`}
        data-pending={gamesFallback ? '' : undefined}
      >
        <h2 id={`${id}-games`}>Prize games</h2>
        {gamesFallback ? (
          gamesFallback
        ) : games.length ? (
          <GameCards games={games} onGameSelect={onGameSelect} />
        ) : (
          <p className="gc-hub-empty">No games available right now.</p>
        )}
      </section>

      <div className="gc-hub-actions">
        <Link className="gc-button" href={resultsHref}>
          Raffle Results
        </Link>
        <Link className="gc-button" data-variant="secondary" href={rulesHref}>
          Competition Rules
        </Link>
      </div>
    </div>
  );
});
