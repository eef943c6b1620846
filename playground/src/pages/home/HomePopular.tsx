import { useCallback, useContext, useId, useMemo, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { formatCoinAmount, safeImageUrl, type Brand } from '@giftcash/core';
import { Link, StoreBadge, useAppLinks, useResource, useRoutes } from '@giftcash/core/react';
import { popularBrands } from '@giftcash/catalogue';
import { BrandCountContext } from '../../shell/brandCount';
import { SEARCH_PARAM } from '../catalogue/searchParam';
import { HOME_GRID_SIZE } from './homeGrid';

/**
 * A popular brand as a tile: its gift card, the rate as the headline (the cashback percentage,
 * else the coins per £1) and the name. The name comes first in the markup, so a screen reader
 * reads "Greenway Grocers, 20% cashback"; the stylesheet puts the rate above it.
 */
function BrandTile({ brand }: { brand: Brand }) {
  const routes = useRoutes();
  const art = safeImageUrl(brand.detail?.assets?.gift_card_url || brand.detail?.assets?.logo_url);
  const cashback = brand.cashback_perc > 0;
  return (
    <li>
      <Link className="home-tile" href={routes.brand(brand.id)}>
        <span className="home-tile-art">
          {/* Lazy and low priority, as every brand image: the text, stylesheet and font paint first
              (the site holds lazy images back until then), and the art follows at once. */}
          {art ? (
            <img
              src={art}
              alt=""
              width={317}
              height={200}
              loading="lazy"
              fetchPriority="low"
              decoding="async"
            />
          ) : null}
        </span>
        <span className="home-tile-name">{brand.name}</span>
        {cashback || brand.coins_per_pound > 0 ? (
          <span className="home-tile-rate">
            <strong>
              {cashback ? brand.cashback_perc_label : formatCoinAmount(brand.coins_per_pound)}
            </strong>{' '}
            {cashback ? 'cashback' : 'coins per £1'}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * The top of the signed-out home page, right under the headline: search, a grid of popular brands
 * with their rates, then why and where to get the app (cashback redeemable from £1, the app store
 * links). Prerendered in full; it hydrates when its code arrives (./belowTheFold.ts), so none of
 * it is on the first page's script path. Until then the search is a plain form (GET
 * `/gift-card-deals?q=`) and the tiles plain links; afterwards the search opens the catalogue in
 * the page.
 */
export function HomePopular() {
  const id = useId();
  const appLinks = useAppLinks();
  const [, navigate] = useLocation();
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  // A failed load is logged once, by the brand rows further down (./HomeBrandSections.tsx).
  const list = brands.data?.brands;
  // The brands shown, else (until they arrive, or if they never do) the count the build advertises.
  const buildCount = useContext(BrandCountContext);
  const total = list?.length ?? buildCount;
  const popular = useMemo(() => popularBrands(list ?? []).slice(0, HOME_GRID_SIZE), [list]);
  const search = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const query = String(new FormData(event.currentTarget).get(SEARCH_PARAM) ?? '').trim();
      navigate(
        query
          ? `/gift-card-deals?${SEARCH_PARAM}=${encodeURIComponent(query)}`
          : '/gift-card-deals',
      );
    },
    [navigate],
  );
  return (
    <>
      <form
        className="home-search"
        role="search"
        action="/gift-card-deals"
        method="get"
        onSubmit={search}
      >
        <label className="gc-visually-hidden" htmlFor={`${id}-q`}>
          Search offers by brand
        </label>
        <input
          id={`${id}-q`}
          className="home-search-input"
          type="search"
          name={SEARCH_PARAM}
          placeholder="Search offers by brand"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="gc-button home-search-submit">
          Search
        </button>
      </form>
      <section className="home-popular" aria-labelledby={`${id}-popular`}>
        <div className="home-section-header">
          <h2 id={`${id}-popular`}>Popular gift cards</h2>
          <Link href="/gift-card-deals">See all {total} gift cards</Link>
        </div>
        {popular.length ? (
          <ul className="home-grid">
            {popular.map((brand) => (
              <BrandTile key={brand.id} brand={brand} />
            ))}
          </ul>
        ) : null}
      </section>
      <div className="home-hero-app">
        {/* Storefront §9 names this clause for the home page. */}
        <p className="home-hero-redeem">
          <strong>Cashback redeemable from £1</strong> on more gift cards.
        </p>
        <div className="home-hero-actions">
          <Link className="gc-button" href="/gift-card-deals">
            Browse gift cards
          </Link>
          <Link className="gc-button" data-variant="secondary" href="/how-it-works">
            How it works
          </Link>
        </div>
        <ul className="home-stores" aria-label="Get the app">
          <li>
            <StoreBadge store="apple" href={appLinks.appStore}>
              <span className="gc-visually-hidden"> (opens in a new tab)</span>
            </StoreBadge>
          </li>
          <li>
            <StoreBadge store="google" href={appLinks.googlePlay}>
              <span className="gc-visually-hidden"> (opens in a new tab)</span>
            </StoreBadge>
          </li>
        </ul>
      </div>
    </>
  );
}
