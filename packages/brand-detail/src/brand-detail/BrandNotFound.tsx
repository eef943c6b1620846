'use client';

import { useId, type FormEvent } from 'react';
import type { Brand } from '@giftcash/core';
import {
  FallbackImage,
  Link,
  StatusMessage,
  useGiftcashNavigate,
  useRoutes,
} from '@giftcash/core/react';

/** The address parameter the not-found search hands to the catalogue: `/gift-card-deals?q={text}`. */
export const CATALOGUE_SEARCH_PARAM = 'q';

/** How many popular brands the not-found state offers. */
const POPULAR_SHOWN = 6;

/**
 * Where the search form goes: `catalogue` with the text as `?q=` (nothing for an empty search),
 * the same address a browser builds when it submits the form without JavaScript.
 */
export function catalogueSearchHref(catalogue: string, text: string): string {
  const query = text.trim();
  if (!query) return catalogue;
  const params = new URLSearchParams({ [CATALOGUE_SEARCH_PARAM]: query });
  return `${catalogue}${catalogue.includes('?') ? '&' : '?'}${params}`;
}

/**
 * The brand page's state for an unknown brand: an illustration, the spec's `Brand not found` and
 * what may have happened, a brand search that opens the catalogue's search (`routes.catalogue` +
 * `?q=`; a plain GET form, so it works before hydration too), up to six of the provider's popular
 * brands, and Browse all gift cards. A chunk of its own (./LazyBrandNotFound.tsx): few visits need it.
 */
export function BrandNotFound({
  brands,
  title,
}: {
  brands: readonly Brand[] | undefined;
  /** The heading: `Brand not found` (passed in, so this chunk shares no module with the page). */ title: string;
}) {
  const id = useId();
  const routes = useRoutes();
  const navigate = useGiftcashNavigate();
  const popular = (brands ?? []).filter((brand) => brand.popular).slice(0, POPULAR_SHOWN);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!navigate) return;
    event.preventDefault();
    const text = new FormData(event.currentTarget).get(CATALOGUE_SEARCH_PARAM);
    navigate(catalogueSearchHref(routes.catalogue, typeof text === 'string' ? text : ''));
  };
  return (
    <div className="gc-brand-detail-status" data-state="not-found">
      <BrandNotFoundArt />
      <h1 className="gc-brand-detail-title">{title}</h1>
      <StatusMessage kind="empty">
        We could not find this gift card. It may no longer be available.
      </StatusMessage>
      <form
        className="gc-brand-missing-search"
        role="search"
        action={routes.catalogue}
        method="get"
        onSubmit={onSubmit}
      >
        <label htmlFor={`${id}-search`}>Search offers by brand</label>
        <div className="gc-brand-missing-search-row">
          <input
            id={`${id}-search`}
            className="gc-brand-missing-input"
            type="search"
            name={CATALOGUE_SEARCH_PARAM}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="gc-button">
            Search
          </button>
        </div>
      </form>
      {popular.length ? (
        <section className="gc-brand-missing-popular" aria-labelledby={`${id}-popular`}>
          <h2 id={`${id}-popular`}>Popular brands</h2>
          <ul className="gc-brand-missing-list">
            {popular.map((brand) => (
              <li key={brand.id}>
                <Link className="gc-tile" href={routes.brand(brand.id)}>
                  <FallbackImage
                    className="gc-brand-logo"
                    src={brand.detail?.assets?.logo_url}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                  />
                  <span className="gc-brand-missing-name">
                    <bdi>{brand.name}</bdi>
                  </span>
                  {brand.cashback_perc_label ? (
                    <span className="gc-brand-missing-rate">
                      {brand.cashback_perc_label} cashback
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link className="gc-button" data-variant="secondary" href={routes.catalogue}>
        Browse all gift cards
      </Link>
    </div>
  );
}

/**
 * The not-found illustration: a gift card with a dashed, empty face and a question mark on a tag.
 * Decorative, so hidden from assistive tech; core's `.gc-state-art` classes and tokens (both
 * themes), a fixed 160 × 128 box (120 × 96 on a phone).
 */
export function BrandNotFoundArt() {
  return (
    <svg
      className="gc-state-art"
      viewBox="0 0 160 128"
      width="160"
      height="128"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="gc-state-art-soft" cx="80" cy="70" rx="72" ry="50" />
      <rect
        className="gc-state-art-fill gc-state-art-line"
        x="24"
        y="34"
        width="96"
        height="62"
        rx="9"
      />
      <path className="gc-state-art-accent" d="M26 50h92v12H26z" />
      <path className="gc-state-art-line gc-state-art-dash" d="M40 78h40" />
      <circle className="gc-state-art-accent gc-state-art-line" cx="118" cy="38" r="20" />
      <path className="gc-state-art-line" d="M112 33a6 6 0 1 1 6 6v4" />
      <path className="gc-state-art-line gc-state-art-bold" d="M118 50v0" />
    </svg>
  );
}
