import { useEffect } from 'react';
import { useResource } from '@giftcash/core';
import { BrandDetailScreen } from '@giftcash/brand-detail';
import { ScratchDemo, WheelDemo } from '@giftcash/games-demo';
import { useParams } from '../../router';
import { brandTitle } from '../../prerender/pageMeta';
import './brand.css';

/** /brand/:brandId — the brand page, with the real wheel and scratch demos in `What are Coins?`. */
export function BrandPage() {
  const { brandId = '' } = useParams();
  // The same read as the screen's (the HTTP provider shares it): names the document once the brand is known.
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], { initialData: 'brands' });
  const brand = brands.data?.brands.find((candidate) => candidate.id === brandId);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [brandId]);

  useEffect(() => {
    if (brand) document.title = brandTitle(brand);
  }, [brand]);

  return (
    <div className="site-page brand-page">
      <BrandDetailScreen
        brandId={brandId}
        renderCoinsDemo={(game, { onResult }) => (game === 'wheel' ? <WheelDemo onResult={onResult} /> : <ScratchDemo onResult={onResult} />)}
      />
    </div>
  );
}
