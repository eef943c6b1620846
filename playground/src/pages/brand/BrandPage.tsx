import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BrandDetailScreen } from '@giftcash/brand-detail';
import { ScratchCardScreen, WheelScreen } from '@giftcash/games-demo';
import './brand.css';

/** /brand/:brandId — the brand page, with the real wheel and scratch demos in `What are Coins?`. */
export function BrandPage() {
  const { brandId = '' } = useParams();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [brandId]);

  return (
    <div className="site-page brand-page">
      <BrandDetailScreen
        brandId={brandId}
        renderCoinsDemo={(game, { onResult }) => (game === 'wheel' ? <WheelScreen onResult={onResult} /> : <ScratchCardScreen onResult={onResult} />)}
      />
    </div>
  );
}
