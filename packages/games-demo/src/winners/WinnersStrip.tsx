import { forwardRef, useId, type HTMLAttributes } from 'react';
import { formatPrize, type WinnerItem } from '@giftcash/core';
import { CURRENCY } from '@giftcash/core';
import { cx } from '@giftcash/core/react';
import { MAX_WINNERS } from './sampleWinners';

/**
 * Props of {@link WinnersStrip}: a `<section>`'s attributes but `children` (spread on it, which
 * takes the ref), plus the winners, the heading and whether they are still loading.
 */
export interface WinnersStripProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Winners, newest first; at most 20 are shown. */
  items: readonly WinnerItem[];
  /** Heading of the strip. @default "Real Recent Winners" */
  title?: string;
  /** Winners are still loading: shows 'Loading winners...' instead of the empty message. @default false */
  loading?: boolean;
}

/** A winner's amount: pounds as `£750.00`, coins as `1M coins`. */
export const winnerAmount = (item: Pick<WinnerItem, 'amount' | 'currency'>): string =>
  formatPrize(item.amount, item.currency === CURRENCY.cash ? 'cash' : 'coins');

/** A horizontally scrolling strip of recent winners: name, amount and game. */
export const WinnersStrip = forwardRef<HTMLElement, WinnersStripProps>(function WinnersStrip(
  { items, title = 'Real Recent Winners', loading = false, className, ...rest },
  ref,
) {
  const id = useId();
  const shown = items.slice(0, MAX_WINNERS);
  return (
    <section
      ref={ref}
      className={cx('gc-screen gc-winners', className)}
      aria-labelledby={id}
      {...rest}
    >
      <h2 id={id} className="gc-winners-title">
        {title}
      </h2>
      {shown.length === 0 ? (
        <p className="gc-winners-empty" role="status">
          {loading ? 'Loading winners...' : 'No recent winners yet.'}
        </p>
      ) : null}
      {/* A scrollable region must be reachable by keyboard. */}
      <div
        className="gc-winners-scroller gc-edge-fade"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-label={`${title}, scrollable`}
        hidden={shown.length === 0}
      >
        <ul className="gc-winners-list">
          {shown.map((item, i) => (
            <li key={i} className="gc-winners-item">
              <span className="gc-winners-name">{item.username}</span>
              <span className="gc-winners-amount">won {winnerAmount(item)}</span>
              <span className="gc-winners-game">on {item.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});
