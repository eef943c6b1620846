'use client';

import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import {
  formatCoinBalance,
  formatDateShort,
  formatGBP,
  OUTBOUND_REL,
  safeHttpUrl,
  type GiftCardOrder,
} from '@giftcash/core';
import { cx, FallbackImage } from '@giftcash/core/react';
import {
  orderCardState,
  orderMoneyText,
  orderStatusText,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusState,
} from '../logic/orderMappings';
import { Heading, type HeadingLevel } from '../shared/Heading';
import { PencilIcon } from '../shared/icons';

/** Brand images that decorate an order (from the brands call, by `brand_id`). */
export interface OrderArtwork {
  /** Image of the gift card. */
  giftCardUrl?: string | undefined;
  /** Brand logo. */
  logoUrl?: string | undefined;
}

/**
 * Props of {@link OrderTile}: an `<article>`'s attributes but `children` (spread on it, which takes
 * the ref), plus the order, its artwork and what its buttons do.
 */
export interface OrderTileProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The order to show. */
  order: GiftCardOrder;
  /** Artwork and logo; missing images show the default image. */
  artwork?: OrderArtwork;
  /** Level of the brand name heading. @default 3 */
  headingLevel?: HeadingLevel;
  /** Record transaction (pencil) pressed; offered only on a usable card (status 3). */
  onRecordTransaction?: (order: GiftCardOrder) => void;
  /** Archive pressed (not shown for archived orders). */
  onArchive?: (order: GiftCardOrder) => void;
  /** Buy Again pressed. */
  onBuyAgain?: (order: GiftCardOrder) => void;
  /** `busy` while a write for this order is under way (its buttons are disabled). @default 'idle' */
  state?: 'idle' | 'busy';
  /** Whether the details (payment, rewards, invoice, transactions, Buy Again, Archive) start shown. @default false */
  defaultExpanded?: boolean;
}

const isoDate = (value: number): string | undefined => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * One gift card order in the wallet: a compact row (card art, logo and brand, date, the status in
 * plain words) that expands to every other field of the spec. A usable card (status 3) shows its
 * available balance, Open Card (its code and PIN, when the order has a link) and the Record
 * transaction pencil on the row; any other card shows no balance and no way to spend, but what
 * happened to the money.
 */
export const OrderTile = forwardRef<HTMLElement, OrderTileProps>(function OrderTile(
  {
    order,
    artwork,
    headingLevel = 3,
    onRecordTransaction,
    onArchive,
    onBuyAgain,
    state = 'idle',
    defaultExpanded = false,
    className,
    ...rest
  },
  ref,
) {
  const name = order.brand || order.title;
  const card = orderCardState(order.status);
  const usable = card === 'usable';
  const link = usable ? safeHttpUrl(order.link) : undefined;
  const invoice = safeHttpUrl(order.invoice_url);
  const history = Array.isArray(order.balance_history) ? order.balance_history : [];
  const busy = state === 'busy';
  const headingId = useId();
  const detailsId = `${headingId}-details`;
  const [expanded, setExpanded] = useState(defaultExpanded);
  const statusLabel = paymentStatusLabel(order.status);
  // "PAID" next to "Completed (PAID)" says one thing twice: the description shows only when it adds something.
  const statusDesc =
    order.status_desc && !statusLabel.toLowerCase().includes(order.status_desc.trim().toLowerCase())
      ? order.status_desc
      : null;
  const moneyText = orderMoneyText(order);
  // A cancelled order earned nothing: its reward lines would read as money that is not there.
  const rewards = card !== 'cancelled';
  // Every control names its card through the tile heading, so repeated buttons stay distinguishable.
  const forCard = { 'aria-describedby': headingId };
  return (
    <article
      ref={ref}
      className={cx('gc-order', className)}
      data-state={busy ? 'busy' : 'idle'}
      data-status={order.status}
      data-card={card}
      data-order-id={order.order_id}
      aria-busy={busy || undefined}
      {...rest}
    >
      <div className="gc-order-row" data-open-card={link ? 'true' : 'false'}>
        <div className="gc-order-media">
          <FallbackImage
            className="gc-order-artwork"
            src={artwork?.giftCardUrl}
            alt=""
            loading="lazy"
          />
        </div>
        <div className="gc-order-head">
          {/* The logo sits beside the name, not on the art, where it hid the card's own lettering. */}
          <div className="gc-order-title">
            <FallbackImage className="gc-order-logo" src={artwork?.logoUrl} alt="" loading="lazy" />
            <Heading level={headingLevel} className="gc-order-name" id={headingId}>
              {name}
            </Heading>
          </div>
          <p className="gc-order-meta">
            <time className="gc-order-date" dateTime={isoDate(order.created_at)}>
              {formatDateShort(order.created_at)}
            </time>
            <span className="gc-badge gc-order-badge" data-state={paymentStatusState(order.status)}>
              {orderStatusText(order.status)}
            </span>
          </p>
        </div>
        {usable ? (
          <>
            <p className="gc-order-balance">
              <span className="gc-order-balance-label">Available balance</span>
              <span className="gc-order-balance-value" data-testid="order-balance">
                {formatGBP(order.balance_available)}
              </span>
            </p>
            {link ? (
              // What a person needs at the till: the card's code and PIN, one press from the tile.
              <a
                className="gc-button gc-order-open"
                href={link}
                target="_blank"
                rel={OUTBOUND_REL}
                {...forCard}
              >
                Open Card
              </a>
            ) : null}
            <button
              type="button"
              className="gc-round-button gc-order-pencil"
              onClick={() => onRecordTransaction?.(order)}
              disabled={busy}
              aria-label="Record transaction"
              {...forCard}
            >
              <PencilIcon />
            </button>
          </>
        ) : (
          <p className="gc-order-note" data-testid="order-money">
            {moneyText}
          </p>
        )}
        <button
          type="button"
          className="gc-order-toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
          {...forCard}
        >
          Details
        </button>
      </div>
      <div className="gc-order-body" id={detailsId} hidden={!expanded}>
        {statusDesc ? <p className="gc-order-status-desc">{statusDesc}</p> : null}
        <dl className="gc-order-facts">
          {(
            [
              ['Payment Method', paymentMethodLabel(order.payment_type)],
              ['Payment Status', statusLabel],
              ['Amount', formatGBP(order.amount)],
              // The rewards rows only when the order earned them (and was not cancelled).
              rewards && positive(order.bonus_cashback)
                ? ['Cashback reward', formatGBP(order.bonus_cashback)]
                : null,
              rewards && positive(order.bonus_coins)
                ? ['Coins reward', formatCoinBalance(order.bonus_coins)]
                : null,
            ] as const
          ).map(
            (fact) =>
              fact && (
                <div key={fact[0]}>
                  <dt>{fact[0]}</dt>
                  <dd>{fact[1]}</dd>
                </div>
              ),
          )}
        </dl>
        {/* Only an invoice that exists: without its address there is nothing to open. */}
        {invoice ? (
          <div className="gc-order-links">
            <a
              className="gc-button gc-order-link"
              data-variant="plain"
              href={invoice}
              target="_blank"
              rel={OUTBOUND_REL}
              {...forCard}
            >
              Invoice
            </a>
          </div>
        ) : null}
        {/* Spending is recorded only on a card that can be spent; history already kept stays readable. */}
        {usable || history.length > 0 ? (
          <details className="gc-order-transactions">
            <summary>{`Transactions Recorded (${history.length})`}</summary>
            {history.length > 0 ? (
              <ul>
                {history.map((entry, index) => (
                  <li key={`${entry.created_at}-${index}`}>
                    <span>{formatDateShort(entry.created_at)}</span>
                    <span className="gc-order-spend">{`-${formatGBP(entry.amount)}`}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No transactions recorded yet.</p>
            )}
          </details>
        ) : null}
        <div className="gc-order-actions">
          <button
            type="button"
            className="gc-button"
            data-variant="secondary"
            onClick={() => onBuyAgain?.(order)}
            {...forCard}
          >
            Buy Again
          </button>
          {order.archived ? null : (
            <button
              type="button"
              className="gc-button"
              data-variant="secondary"
              onClick={() => onArchive?.(order)}
              disabled={busy}
              {...forCard}
            >
              Archive
            </button>
          )}
        </div>
      </div>
    </article>
  );
});
