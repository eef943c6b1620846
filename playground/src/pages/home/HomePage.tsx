import { Suspense, useContext, useMemo } from 'react';
import { brandCountParts } from '@giftcash/core';
import { ErrorBoundary, useResource } from '@giftcash/core/react';
import { BrandCountContext } from '../../shell/brandCount';
import { useAfterHydration } from '../../shell/afterHydration';
import { useAuth } from '../../shell/auth';
import { lazyPart } from '../../shell/lazyPart';
import { AnimatedCount } from './AnimatedCount';
import { HomeHeroArt } from './HomeHeroArt';
import {
  HomeBrandSections,
  HomeCategories,
  HomeGamesSection,
  HomePopular,
  HomeTrustSection,
  ReviewSummaryScreen,
} from './belowTheFold';

/** The signed-in top of the page: its code (and the account styles) load only for signed-in visitors. */
const SignedInHome = lazyPart(
  () => import('./SignedInHome').then((module) => module.SignedInHome),
  <div className="home-me-placeholder" />,
);

/**
 * `/`: for a signed-in person, their balance, cards and where they left off (./SignedInHome);
 * else the hero, brand-first: the up-to-20% claim and the animated brand count, then at once
 * search and a grid of popular brands with their rates (./HomePopular.tsx), then cashback
 * redeemable from £1, the app store badges and the review widget. Below: the savings
 * calculator, the popular and second carousels, the category browser, the demo wheel and,
 * signed out, why to trust the site (./HomeTrust.tsx). Everything after the headline hydrates
 * when its code arrives (./belowTheFold.ts).
 */
export function HomePage() {
  // Prerendered pages are signed out; a signed-in person's home replaces the hero once hydrated.
  const hydrated = useAfterHydration();
  const auth = useAuth();
  const signedIn = hydrated && auth.signedIn;
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const list = brands.data?.brands;
  // The brands shown, else (until they arrive, or if they never do) the count the build advertises.
  const buildCount = useContext(BrandCountContext);
  const advertised = brandCountParts(list ? list.length : buildCount);
  // The review widget and the sections below the first screen hydrate when their code arrives (./belowTheFold.ts).
  // Their elements are memoised: re-rendering a section before it has hydrated (e.g. when fresh
  // data arrives) would make React throw its server HTML away and render it again.
  const brandSections = useMemo(
    () => (
      <Suspense fallback={null}>
        <HomeBrandSections calculator={!signedIn} />
      </Suspense>
    ),
    // Changes only after hydration (signedIn waits for it), so the server HTML is kept.
    [signedIn],
  );
  const categoriesSection = useMemo(
    () => (
      <Suspense fallback={null}>
        <HomeCategories />
      </Suspense>
    ),
    [],
  );
  const popularSection = useMemo(
    () => (
      <ErrorBoundary>
        <Suspense fallback={null}>
          <HomePopular />
        </Suspense>
      </ErrorBoundary>
    ),
    [],
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

  const trustSection = useMemo(
    () => (
      <ErrorBoundary>
        <Suspense fallback={null}>
          <HomeTrustSection />
        </Suspense>
      </ErrorBoundary>
    ),
    [],
  );

  return (
    <div className="home">
      {signedIn ? (
        <ErrorBoundary>
          <SignedInHome />
        </ErrorBoundary>
      ) : (
        <section className="home-hero" aria-labelledby="home-title">
          <div className="home-hero-text">
            <h1 id="home-title">
              Up to <span className="home-hero-highlight">20% instant cashback</span> on gift cards
            </h1>
            <p className="home-hero-lead">
              Buy digital gift cards from{' '}
              {advertised.value > 0 ? (
                <>
                  <AnimatedCount
                    value={advertised.value}
                    suffix={advertised.plus ? '+' : ''}
                  />{' '}
                </>
              ) : null}
              UK brands, get cashback the moment you pay, and earn coins to play for prizes.
            </p>
          </div>
          <HomeHeroArt />
          {popularSection}
          {reviewsSection}
        </section>
      )}

      <div className="home-body">
        {brandSections}

        {categoriesSection}

        {gamesSection}

        {/* Why to trust the site, for visitors who have not signed up yet. */}
        {signedIn ? null : trustSection}
      </div>
    </div>
  );
}
