'use client';

import { forwardRef, memo, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { formatCoinAmount, type Brand } from '@giftcash/core';
import { FallbackImage, Link, composeEventHandlers, cx, useBrandRoute } from '@giftcash/core/react';
import { LOGO_LOADING } from '../logic/logoImage';

/**
 * Props of {@link BrandCard}: an anchor's attributes (spread on the link, which takes the ref),
 * without `href`: the link always goes to the brand's page (`routes.brand(id)` on
 * `GiftcashProvider`).
 */
export interface BrandCardProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onSelect'
> {
  /** The brand to show. */
  brand: Brand;
  /** Called on click before the link is followed (e.g. to scroll to the top); `preventDefault()` cancels it. */
  onSelect?: (brand: Brand, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A brand tile: logo (falls back when broken), name, and the rate as its headline (the cashback
 * percentage, else the coins per £1) with the coins under the name, linking to the brand's page
 * (`routes.brand(id)` on `GiftcashProvider`). Memoised: it re-renders only when its props change.
 */
export const BrandCard = memo(
  forwardRef<HTMLAnchorElement, BrandCardProps>(function BrandCard(
    { brand, onSelect, onClick, className, ...rest },
    ref,
  ) {
    const href = useBrandRoute()(brand.id);
    const cashback = brand.cashback_perc > 0;
    const coins = brand.coins_per_pound > 0 ? formatCoinAmount(brand.coins_per_pound) : null;
    return (
      <Link
        ref={ref}
        href={href}
        className={cx('gc-tile gc-brand-card', className)}
        data-popular={brand.popular ? '' : undefined}
        {...rest}
        onClick={composeEventHandlers(onClick, (event) => onSelect?.(brand, event))}
      >
        {/* Keyed by brand: a recycled card gets a new <img>, never the previous brand's logo while the new one loads. */}
        <FallbackImage
          key={brand.id}
          className="gc-brand-logo gc-brand-card-logo"
          src={brand.detail?.assets?.logo_url}
          alt=""
          width={96}
          height={96}
          {...LOGO_LOADING}
        />
        <span className="gc-brand-card-name">{brand.name}</span>
        {/* The headline: the cashback rate, else the coins; read after the name. */}
        {cashback || coins ? (
          <span className="gc-brand-card-rate">
            <strong>{cashback ? brand.cashback_perc_label : coins}</strong>{' '}
            {cashback ? 'cashback' : 'coins per £1'}
          </span>
        ) : null}
        {cashback && coins ? (
          <span className="gc-brand-card-coins">{coins} coins per £1</span>
        ) : null}
      </Link>
    );
  }),
);
