import { useState } from 'react';
import { GiftcashProvider, type GiftcashRoutes } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { BrandCarousel, CatalogueScreen, popularBrands } from '@giftcash/catalogue';
import { BrandDetailScreen } from '@giftcash/brand-detail';
import { ScratchCardScreen, WheelScreen } from '@giftcash/games-demo';
import { AccountLayout, WalletScreen } from '@giftcash/account';
import type { Brand } from '@giftcash/core';

/** This app's own route for the wallet; every other route is the spec's. Set once, on the provider. */
const routes: Partial<GiftcashRoutes> = { accountGiftCardOrders: '/account/wallet' };

/** A tiny app without a router: the path decides the screen, links go through `navigate`. */
export function App({ path: initialPath = window.location.pathname }: { path?: string }) {
  const [provider] = useState(() => createSampleProvider());
  const [path, setPath] = useState(initialPath);
  const navigate = (href: string) => {
    window.history.pushState(null, '', href);
    setPath(href);
  };
  return (
    <GiftcashProvider provider={provider} navigate={navigate} routes={routes}>
      <Screen path={path} />
    </GiftcashProvider>
  );
}

export function Screen({ path, featured = [] }: { path: string; featured?: Brand[] }) {
  if (path.startsWith('/brand/')) {
    return (
      <BrandDetailScreen
        brandId={decodeURIComponent(path.slice('/brand/'.length))}
        renderCoinsDemo={(game, { onResult }) =>
          game === 'wheel' ? (
            <WheelScreen onResult={onResult} />
          ) : (
            <ScratchCardScreen onResult={onResult} />
          )
        }
      />
    );
  }
  if (path.startsWith('/account')) {
    return (
      <AccountLayout pathname={path}>
        <WalletScreen />
      </AccountLayout>
    );
  }
  return (
    <>
      {featured.length > 0 && <BrandCarousel brands={popularBrands(featured)} />}
      <CatalogueScreen />
    </>
  );
}
