'use client';

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  formatCoinAmount,
  formatDrawTime,
  formatPrize,
  safeImageUrl,
  type Lottery,
} from '@giftcash/core';
import { CURRENCY } from '@giftcash/core';
import { cx, FallbackImage, Link, useAppLinks, useRoutes } from '@giftcash/core/react';
import { GameArt } from '../art/GameArt';
import { RaffleCountdown } from './RaffleCountdown';
import { InfoDialog } from '../shared/InfoDialog';
import { PlacesTable } from '../shared/PlacesTable';
import { plausibleDrawAt, podiumAmount, sortedPayouts } from './raffleModel';

/**
 * Props of {@link DailyRaffleView}: a `<div>`'s attributes but `children` (spread on the root,
 * which takes the ref), plus the raffle, the visitor's entries, the clock of the countdown and the
 * Play for Free control.
 */
export interface DailyRaffleViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The daily raffle; missing shows the placeholder draw. */
  raffle?: Lottery | null;
  /** Next draw time of the placeholder (epoch ms), used until the raffle is known. */
  placeholderDrawAt?: number;
  /** Entries the visitor holds in the next draw. @default the raffle's free entries, else 0 */
  entries?: number;
  /** Clock for the countdown (tests, stories). @default Date.now */
  now?: () => number;
  /**
   * The Play for Free control, e.g. core's `AppDownloadDialog` with a trigger button (kept out of
   * this package so its QR code is only bundled by sites that use it).
   * @default a Play for Free link to the app download address
   */
  playForFree?: ReactNode;
}

const PLACES = ['1st', '2nd', '3rd'] as const;

/**
 * The daily raffle page body (controlled): one Back to Games and How to Play, then the draw (next
 * draw time and number, the countdown, the visitor's entries with Play for Free, the app, as one
 * panel) beside what it pays (the extra first prize, the podium, Raffle Results and Prizes & Odds,
 * whose dialog states the odds). Back and the results link follow `routes.games` and
 * `routes.raffleResults` on `GiftcashProvider`.
 */
export const DailyRaffleView = forwardRef<HTMLDivElement, DailyRaffleViewProps>(
  function DailyRaffleView(
    { raffle, placeholderDrawAt, entries, now, playForFree, className, ...rest },
    ref,
  ) {
    const links = useAppLinks();
    const { games: backHref, raffleResults: resultsHref } = useRoutes();
    const drawAt = raffle
      ? plausibleDrawAt(raffle.next_draw_at, (now ?? Date.now)())
      : placeholderDrawAt;
    const drawIndex = raffle?.next_draw_index;
    const payouts = sortedPayouts(raffle);
    const extraImage = safeImageUrl(raffle?.add_prize_img_url);
    const shownEntries = entries ?? raffle?.free_entries ?? 0;
    return (
      <div ref={ref} className={cx('gc-screen gc-raffle', className)} {...rest}>
        {/* One way back, as on the game pages: the spec's Back button and Back to Games are one link. */}
        <div className="gc-raffle-bar">
          <Link className="gc-button" data-variant="secondary" href={backHref}>
            Back to Games
          </Link>
          <InfoDialog title="How to Play">
            <ol className="gc-raffle-steps">
              <li>
                Everyone gets one free entry into every daily draw. Boost your entries by referring
                friends.
              </li>
              <li>
                Entries for a draw open at 17:00:01 the day before and close at 16:59:59 on draw day
                (UK time).
              </li>
              <li>Winners are drawn at 17:00 and their coins are credited within 24 hours.</li>
              <li>See every winner on the Raffle Results page.</li>
            </ol>
          </InfoDialog>
        </div>
        {/* The draw: when it is, how long is left, and where the visitor stands in it. */}
        <div className="gc-raffle-draw">
          <GameArt kind="raffle" className="gc-raffle-art" />
          <h1 className="gc-screen-title gc-raffle-title">{raffle?.name || 'Daily Raffle'}</h1>
          <p className="gc-raffle-next">Next {drawAt ? formatDrawTime(drawAt) : '-'}</p>
          <p className="gc-raffle-number">Draw number: {drawIndex ?? '-'}</p>
          <div className="gc-raffle-countdown">
            <p>{drawIndex ? `Draw ${drawIndex} closes in:` : 'Next draw closes in:'}</p>
            <RaffleCountdown target={drawAt} {...(now ? { now } : {})} />
          </div>
          {/* The entries and Play for Free read as one state: what you hold, and how to add more. */}
          <div className="gc-panel gc-raffle-entry">
            <p className="gc-raffle-entries">
              Your Entries: <strong>{shownEntries}</strong>
            </p>
            <p className="gc-raffle-entry-note">
              {shownEntries > 0
                ? `You are in ${drawIndex ? `Draw ${drawIndex}` : 'the next draw'}. Play for Free in the GiftCash app for more entries.`
                : 'Play for Free in the GiftCash app to enter the next draw.'}
            </p>
            {playForFree ?? (
              <a
                className="gc-button gc-raffle-play"
                href={links.download}
                target="_blank"
                rel="noopener noreferrer"
              >
                Play for Free
              </a>
            )}
          </div>
        </div>
        {/* What the draw pays: beside the draw on a wide screen, under it on a phone. */}
        <div className="gc-raffle-prizes">
          {raffle?.add_prize_label && extraImage ? (
            <div className="gc-panel gc-raffle-extra">
              <p>1st Place also gets:</p>
              <FallbackImage src={extraImage} alt="" width={120} height={76} />
              <p className="gc-raffle-extra-label">{raffle.add_prize_label}</p>
            </div>
          ) : null}
          <ol className="gc-podium" aria-label="Top prizes">
            {PLACES.map((label, i) => (
              <li key={label} className="gc-podium-place" data-place={i + 1}>
                <span className="gc-podium-rank">{label}</span>
                <span className="gc-podium-prize">
                  {formatCoinAmount(podiumAmount(payouts, (i + 1) as 1 | 2 | 3))}
                </span>{' '}
                <span className="gc-podium-unit">coins</span>
              </li>
            ))}
          </ol>
          <div className="gc-raffle-links">
            <Link className="gc-button" data-variant="secondary" href={resultsHref}>
              Raffle Results
            </Link>
            <InfoDialog title="Prizes & Odds">
              {payouts.length ? (
                <>
                  {/* The odds as they are: the data has no entry count, so the rule in words. */}
                  <p>
                    Odds: {payouts.length} {payouts.length === 1 ? 'place is' : 'places are'} drawn,
                    each once, from all the entries in the draw, and every entry has the same
                    chance. With 1 entry among N entries, your odds of each place are 1 in N; more
                    entries, better odds.
                  </p>
                  <PlacesTable
                    className="gc-raffle-table"
                    columns={['Place', 'Prize']}
                    rows={payouts.map((payout) => ({
                      key: payout.place,
                      cells: [
                        payout.place,
                        formatPrize(
                          payout.amount,
                          payout.type === CURRENCY.cash ? 'cash' : 'coins',
                        ),
                      ],
                    }))}
                  />
                </>
              ) : (
                <p>No prize data available.</p>
              )}
            </InfoDialog>
          </div>
        </div>
      </div>
    );
  },
);
