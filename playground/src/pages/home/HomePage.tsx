import { Suspense, useCallback, useContext, useEffect, useMemo } from 'react';
import { brandCountParts } from '@giftcash/core';
import { ErrorBoundary, Link, StatusMessage, StoreBadge, useAppLinks, useResource } from '@giftcash/core/react';
import {
  BrandCarousel,
  BrandMarquee,
  SavingsCalculator,
  countBrandsByCategory,
  nonPopularBrands,
  orderCategories,
  popularBrands,
} from '@giftcash/catalogue';
import { BrandCountContext } from '../../shell/brandCount';
import { AnimatedCount } from './AnimatedCount';
import { HeroArt } from './HeroArt';
import { HomeCategories, HomeGamesSection, ReviewSummaryScreen } from './belowTheFold';

/**
 * `/`: hero (up-to-20% claim, animated brand count, cashback redeemable from £1, app store badges,
 * illustration, the review widget), the
 * savings calculator, the popular and second carousels, the category browser and the demo
 * wheel. A brands load failure is only logged; the rest of the page still works.
 */
export function HomePage() {
  const appLinks = useAppLinks();
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], { initialData: 'brands' });
  const failed = brands.status === 'error';

  useEffect(() => {
    if (failed) console.warn('Home: could not load brands', brands.error);
  }, [failed, brands.error]);

  const list = brands.data?.brands;
  // The brands shown, else (until they arrive, or if they never do) the count the build advertises (#19).
  const buildCount = useContext(BrandCountContext);
  const advertised = brandCountParts(list ? list.length : buildCount);
  const popular = useMemo(() => popularBrands(list ?? []), [list]);
  const more = useMemo(() => nonPopularBrands(list ?? []), [list]);
  const categories = useMemo(() => orderCategories(brands.data?.categories, list ?? []), [brands.data?.categories, list]);
  const counts = useMemo(() => countBrandsByCategory(list ?? []), [list]);
  const toTop = useCallback(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), []);
  // The review widget and the sections below the first screen hydrate when their code arrives (./belowTheFold.ts).
  // Their elements are memoised: re-rendering a section before it has hydrated (e.g. when fresh
  // data arrives) would make React throw its server HTML away and render it again.
  const categoriesSection = useMemo(
    () =>
      categories.length ? (
        <Suspense fallback={null}>
          <HomeCategories
            className="home-section"
            categories={categories}
            counts={counts}
            title="Browse by category"
            description="Find gift cards for groceries, fashion, travel, tech and more."
          />
        </Suspense>
      ) : null,
    [categories, counts],
  );
  const reviewsSection = useMemo(
    () => (
      <ErrorBoundary>
        <Suspense fallback={null}>
          <ReviewSummaryScreen />
        </Suspense>
      </ErrorBoundary>
    ),
    [],
  );
  const gamesSection = useMemo(
    () => (
      <ErrorBoundary>
        <Suspense fallback={null}>
          <HomeGamesSection />
        </Suspense>
      </ErrorBoundary>
    ),
    [],
  );

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero-text">
          <h1 id="home-title">
            Up to <span className="home-hero-highlight">20% instant cashback</span> on gift cards
          </h1>
          <p className="home-hero-lead">
            Buy digital gift cards from{' '}
            {advertised.value > 0 ? (
              <>
                <AnimatedCount value={advertised.value} suffix={advertised.plus ? '+' : ''} />{' '}
              </>
            ) : null}
            UK brands, get cashback the moment you pay, and earn coins to play for prizes.
          </p>
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
        <HeroArt />
        {reviewsSection}
      </section>

      <div className="home-body">
        <ErrorBoundary>
          <SavingsCalculator className="home-section" title="How much could you save?" />
        </ErrorBoundary>

        <div className="home-section">
          <div className="home-section-header">
            <h2 id="home-popular-title">Popular brands</h2>
            <Link href="/gift-card-deals">See all gift cards</Link>
          </div>
          {brands.status === 'loading' ? <StatusMessage kind="loading">Loading brands…</StatusMessage> : null}
          <ErrorBoundary>{popular.length ? <BrandCarousel brands={popular} label="Popular brands" onBrandSelect={toTop} /> : null}</ErrorBoundary>
        </div>

        {more.length ? (
          <div className="home-section">
            <h2 id="home-more-title">More brands to explore</h2>
            <ErrorBoundary>
              <BrandMarquee brands={more} label="More brands" onBrandSelect={toTop} />
            </ErrorBoundary>
          </div>
        ) : null}

        {categoriesSection}

        {gamesSection}
      </div>
    </div>
  );
}
