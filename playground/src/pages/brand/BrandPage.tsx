import '@giftcash/brand-detail/styles.css';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { CoinsDemoHelpers, CoinsGame } from '@giftcash/brand-detail';
import { useRouteParam } from '../../routes/params';
import { lazyPart } from '../../shell/lazyPart';
import { mainSection } from '../../shell/mainSection';
import './brand.css';

const loadDemos = () => import('./brandDemos');
const demoLoading = <div className="brand-demo-loading" aria-busy="true" />;
const WheelScreen = lazyPart(() => loadDemos().then((module) => module.WheelScreen), demoLoading);
const ScratchCardScreen = lazyPart(
  () => loadDemos().then((module) => module.ScratchCardScreen),
  demoLoading,
);

/**
 * The brand's card, its details, share menu and coins section, and the document's title (./brandDetail.tsx): prerendered, hydrated when its code
 * arrives after the page's own (../../shell/mainSection.tsx), so its code is not among what the
 * page needs before it hydrates; the page answers taps (and typing) once it has.
 */
const BrandDetail = mainSection(() => import('./brandDetail').then((module) => module.BrandDetail));

/** One function for every render: the screen's props stay the same until the brand changes. */
function renderCoinsDemo(game: CoinsGame, { onResult }: CoinsDemoHelpers): ReactNode {
  return game === 'wheel' ? (
    <WheelScreen onResult={onResult} />
  ) : (
    <ScratchCardScreen onResult={onResult} />
  );
}

/** /brand/:brandId — the brand page, with the real wheel and scratch demos in `What are Coins?`. */
export function BrandPage() {
  const brandId = useRouteParam('brandId');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [brandId]);

  // The demos' code, requested with the coins section (both render in the browser only) once the
  // browser is idle: starting three chunk loads in the task that hydrates the page made it a long one.
  useEffect(() => {
    const start = () => void loadDemos().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 1500);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(start, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  // Memoised: new props before the screen has hydrated would make React throw its server HTML
  // away; it changes only with the brand (a navigation, long after hydrating).
  const screen = useMemo(
    () => <BrandDetail brandId={brandId} renderCoinsDemo={renderCoinsDemo} />,
    [brandId],
  );
  return <div className="site-page brand-page">{screen}</div>;
}

BrandPage.preloadMain = BrandDetail.preload;
