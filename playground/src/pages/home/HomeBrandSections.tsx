import { useCallback, useEffect, useMemo } from 'react';
import { ErrorBoundary, Link, StatusMessage, useResource } from '@giftcash/core/react';
import {
  BrandCarousel,
  BrandMarquee,
  SavingsCalculator,
  nonPopularBrands,
  popularBrands,
} from '@giftcash/catalogue';
import { HOME_GRID_SIZE } from './homeGrid';

/**
 * The home page's sections right below the hero: the savings calculator, the popular brands
 * carousel and the second brand row (the calculator only for signed-out visitors). Connected (it reads the brands itself), so the element the
 * home page renders never changes and the section can hydrate when its code arrives
 * (./belowTheFold.ts). A brands load failure is only logged.
 */
export function HomeBrandSections({ calculator = true }: { calculator?: boolean }) {
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const failed = brands.status === 'error';
  useEffect(() => {
    if (failed) console.warn('Home: could not load brands', brands.error);
  }, [failed, brands.error]);
  const list = brands.data?.brands;
  // Signed out, the grid under the headline shows the first popular brands: the carousel starts
  // with the ones after them, so its first screen is not the grid again.
  const popular = useMemo(() => {
    const all = popularBrands(list ?? []);
    return calculator ? [...all.slice(HOME_GRID_SIZE), ...all.slice(0, HOME_GRID_SIZE)] : all;
  }, [list, calculator]);
  const more = useMemo(() => nonPopularBrands(list ?? []), [list]);
  const toTop = useCallback(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), []);
  return (
    <>
      {calculator ? (
        <ErrorBoundary>
          <SavingsCalculator className="home-section" title="How much could you save?" />
        </ErrorBoundary>
      ) : null}

      <div className="home-section">
        <div className="home-section-header">
          <h2 id="home-popular-title">Popular brands</h2>
          <Link href="/gift-card-deals">See all gift cards</Link>
        </div>
        {brands.status === 'loading' ? (
          <StatusMessage kind="loading">Loading brands…</StatusMessage>
        ) : null}
        <ErrorBoundary>
          {popular.length ? (
            <BrandCarousel brands={popular} label="Popular brands" onBrandSelect={toTop} />
          ) : null}
        </ErrorBoundary>
      </div>

      {more.length ? (
        <div className="home-section">
          <h2 id="home-more-title">More brands to explore</h2>
          <ErrorBoundary>
            <BrandMarquee brands={more} label="More brands" onBrandSelect={toTop} />
          </ErrorBoundary>
        </div>
      ) : null}
    </>
  );
}
