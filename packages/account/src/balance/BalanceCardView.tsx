'use client';

import { forwardRef, useState, type HTMLAttributes } from 'react';
import { formatCoinBalance, formatGBP, type Wallet } from '@giftcash/core';
import { cx, Link, useRoutes } from '@giftcash/core/react';
import { CashOutControl } from '../rewards/CashOutDialog';

/**
 * Props of {@link BalanceCardView}: a `<section>`'s attributes (spread on it, which takes the ref),
 * plus the two balances it shows.
 */
export interface BalanceCardViewProps extends HTMLAttributes<HTMLElement> {
  /** Balances (cashback `win_cash` in pounds, `coins`). */
  wallet: Pick<Wallet, 'win_cash' | 'coins'>;
}

const finite = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * The balance card that opens every account screen: the cashback balance large, the coins under
 * it, and what a person does with them: Cash Out (the Cash Out Options dialog) and Spend (the
 * gift card catalogue, `routes.catalogue` on `GiftcashProvider`).
 */
export const BalanceCardView = forwardRef<HTMLElement, BalanceCardViewProps>(
  function BalanceCardView({ wallet, className, ...rest }, ref) {
    const [open, setOpen] = useState(false);
    const spendHref = useRoutes().catalogue;
    const cash = finite(wallet.win_cash);
    return (
      <section
        ref={ref}
        aria-label="Your balance"
        className={cx('gc-balance-card', className)}
        {...rest}
      >
        <p className="gc-balance-card-cash">
          <span className="gc-balance-card-label">Cashback balance</span>
          <span className="gc-balance-card-amount" data-testid="balance-cash">
            {formatGBP(cash)}
          </span>
        </p>
        <p className="gc-balance-card-coins">
          <span className="gc-balance-card-label">Coins balance</span>
          <span className="gc-balance-card-coins-value">
            {formatCoinBalance(finite(wallet.coins))}
          </span>
        </p>
        <div className="gc-balance-card-actions">
          <CashOutControl balance={cash} open={open} onOpenChange={setOpen} />
          <Link className="gc-button" data-variant="secondary" href={spendHref}>
            Spend
          </Link>
        </div>
      </section>
    );
  },
);
