import '@giftcash/brand-detail/styles.css';
import { useEffect } from 'react';
import { useResource } from '@giftcash/core/react';
import { BrandDetailScreen } from '@giftcash/brand-detail';
import { useRouteParam } from '../../routes/params';
import { lazyPart } from '../../shell/lazyPart';
import { brandTitle } from '../../prerender/pageMeta';
import './brand.css';

const loadDemos = () => import('./brandDemos');
const demoLoading = <div className="brand-demo-loading" aria-busy="true" />;
const WheelScreen = lazyPart(() => loadDemos().then((module) => module.WheelScreen), demoLoading);
const ScratchCardScreen = lazyPart(
  () => loadDemos().then((module) => module.ScratchCardScreen),
  demoLoading,
);

/** /brand/:brandId — the brand page, with the real wheel and scratch demos in `What are Coins?`. */
export function BrandPage() {
  const brandId = useRouteParam('brandId');
  // The same read as the screen's (the HTTP provider shares it): names the document once the brand is known.
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const brand = brands.data?.brands.find((candidate) => candidate.id === brandId);

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

  useEffect(() => {
    if (brand) document.title = brandTitle(brand);
  }, [brand]);

  return (
    <div className="site-page brand-page">
      <BrandDetailScreen
        brandId={brandId}
        renderCoinsDemo={(game, { onResult }) =>
          game === 'wheel' ? (
            <WheelScreen onResult={onResult} />
          ) : (
            <ScratchCardScreen onResult={onResult} />
          )
        }
      />
    </div>
  );
}
