'use client';

import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { formatCoinBalance, formatGBP, type Profile, type Wallet } from '@giftcash/core';
import { cx } from '@giftcash/core/react';
import { groupMinigames, rewardTotals, totalWinnings } from '../logic/rewards';
import { CountUp } from '../shared/CountUp';
import { EmptyWalletArt } from '../shared/EmptyWalletArt';
import { Heading, sub, type HeadingLevel } from '../shared/Heading';
import { CashOutControl } from './CashOutDialog';
import { WinningsChart } from './WinningsChart';

/**
 * Props of {@link RewardsView}: a `<section>`'s attributes (spread on it, which takes the ref),
 * plus the profile, the balances, the level of the title and whether the Cash Out dialog is open
 * (`cashOutOpen` / `defaultCashOutOpen` / `onCashOutOpenChange`).
 */
export interface RewardsViewProps extends HTMLAttributes<HTMLElement> {
  /** Profile (cashback total and minigame winnings). */
  profile: Pick<Profile, 'total_gift_card_cashback' | 'minigames'>;
  /**
   * Balances (coins and cashback), as `getProfile()` returns them. Without a wallet (`null`) the
   * Cashback & Coins card says `No balance information found.` and offers no Cash Out.
   */
  wallet: Wallet | null;
  /** Level of the title. @default 1 */
  headingLevel?: HeadingLevel;
  /** Whether the Cash Out dialog is open (controlled). */
  cashOutOpen?: boolean;
  /** Whether the Cash Out dialog starts open (uncontrolled). @default false */
  defaultCashOutOpen?: boolean;
  /** Called when the Cash Out dialog opens or closes. */
  onCashOutOpenChange?: (open: boolean) => void;
}

/**
 * My Rewards: what was earned to date (the three tiles, explained), the balances that are left to
 * use with Cash Out (said once: the account area's one balance summary), and the Minigames History.
 */
export const RewardsView = forwardRef<HTMLElement, RewardsViewProps>(function RewardsView(
  {
    profile,
    wallet,
    headingLevel = 1,
    cashOutOpen,
    defaultCashOutOpen = false,
    onCashOutOpenChange,
    className,
    ...rest
  },
  ref,
) {
  const [innerOpen, setInnerOpen] = useState(defaultCashOutOpen);
  const open = cashOutOpen ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onCashOutOpenChange?.(next);
  };
  const id = useId();
  const totals = rewardTotals(profile);
  const games = Array.isArray(profile.minigames) ? profile.minigames : [];
  const groups = groupMinigames(games);
  const level2 = sub(headingLevel);
  const cash = wallet && Number.isFinite(wallet.win_cash) ? wallet.win_cash : 0;
  return (
    <section
      ref={ref}
      className={cx('gc-screen gc-account-screen gc-rewards', className)}
      {...rest}
    >
      <Heading level={headingLevel} className="gc-screen-title gc-account-title">
        My Rewards
      </Heading>
      <section className="gc-rewards-earned" aria-labelledby={`${id}-earned`}>
        <Heading level={level2} className="gc-account-subtitle" id={`${id}-earned`}>
          Earned to date
        </Heading>
        <p className="gc-rewards-note">
          All the cash you have earned, spent or not. What is left to use is your cashback balance.
        </p>
        <ul className="gc-rewards-tiles" aria-label="Rewards earned to date">
          {[
            ['From Gift Cards', totals.fromGiftCards],
            ['From Games', totals.fromGames],
            ['Total', totals.total],
          ].map(([label, value]) => (
            <li
              key={label}
              className="gc-rewards-tile"
              data-kind={label === 'Total' ? 'total' : 'part'}
            >
              <span className="gc-rewards-tile-label">{label}</span>
              <span className="gc-rewards-tile-value">{formatGBP(value as number)}</span>
            </li>
          ))}
        </ul>
      </section>

      {/* The account area's one balance summary: what is left to use, and Cash Out. */}
      <section className="gc-account-card gc-rewards-balances" aria-labelledby={`${id}-balances`}>
        <Heading level={level2} className="gc-account-subtitle" id={`${id}-balances`}>
          Cashback &amp; Coins
        </Heading>
        {wallet ? (
          <>
            <dl className="gc-rewards-balance-list">
              <div data-kind="cash">
                <dt>Cashback balance</dt>
                <dd data-testid="balance-cash">{formatGBP(cash)}</dd>
              </div>
              <div data-kind="coins">
                <dt>Coins balance</dt>
                <dd>
                  <CountUp value={wallet.coins} format={formatCoinBalance} />
                </dd>
              </div>
            </dl>
            <CashOutControl balance={cash} open={open} onOpenChange={setOpen} />
          </>
        ) : (
          <p>No balance information found.</p>
        )}
      </section>

      <section className="gc-account-card gc-rewards-history" aria-labelledby={`${id}-history`}>
        <Heading level={level2} className="gc-account-subtitle" id={`${id}-history`}>
          Minigames History
        </Heading>
        <p className="gc-rewards-total">
          Total winnings: <strong>{formatGBP(totalWinnings(games))}</strong>
        </p>
        {groups.length === 0 ? (
          <div className="gc-account-empty">
            <EmptyWalletArt />
            <p>No minigame winnings yet.</p>
          </div>
        ) : (
          <>
            {groups.map((group) => (
              <details key={group.type} className="gc-rewards-group">
                <summary>
                  <span>{group.label}</span>
                  <span>{formatGBP(group.total)}</span>
                </summary>
                <ul>
                  {group.games.map((game) => (
                    <li key={game.id}>
                      <span>{game.name}</span>
                      <span>{formatGBP(game.total_win_cash)}</span>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
            <figure className="gc-rewards-chart">
              <WinningsChart games={games} />
              <figcaption>
                Winnings per game
                {/* The bar colours by game type (the chart's text alternative names every game). */}
                <span className="gc-rewards-legend" aria-hidden="true">
                  {groups.map((group) => (
                    <span
                      key={group.type}
                      className="gc-rewards-legend-item"
                      data-type={group.type}
                    >
                      {group.label}
                    </span>
                  ))}
                </span>
              </figcaption>
            </figure>
          </>
        )}
      </section>
    </section>
  );
});
