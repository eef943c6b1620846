import { goodResponses, type ElementCase } from '../testing';
import type { Brand } from '../index';
import * as core from '../react';
import { createSampleProvider } from '@giftcash/sample';

/** Every exported component of @giftcash/core/react (the main entry has none) with sample data. */
export function coreElements(): ElementCase[] {
  const brand = (goodResponses().brands as { brands: Brand[] }).brands[0]!;
  return [
    ['AppDownloadDialog', () => <core.AppDownloadDialog params={{ brand: brand.id }} trigger={<button type="button">Get the app</button>} />],
    [
      'Dialog',
      () => (
        <core.Dialog title="Cash out" description="Send your winnings to your bank." trigger={<button type="button">Open</button>}>
          <p>Content</p>
        </core.Dialog>
      ),
    ],
    ['DialogClose', () => <core.DialogClose>Close</core.DialogClose>],
    ['ErrorBoundary', () => <core.ErrorBoundary fallback={() => 'Something went wrong'}>Content</core.ErrorBoundary>],
    ['FallbackImage', () => <core.FallbackImage src={brand.detail.assets.logo_url} alt={brand.name} width={64} height={64} />],
    ['GiftcashProvider', () => <core.GiftcashProvider provider={createSampleProvider({ delay: 0, storage: null })}>Content</core.GiftcashProvider>],
    ['Link', () => <core.Link href="/gift-card-deals">Gift card deals</core.Link>],
    ['QrCode', () => <core.QrCode value="https://giftcash.example/app" title="Get the app" />],
    ['StatusMessage', () => <core.StatusMessage kind="error" onRetry={() => {}}>Could not load brands.</core.StatusMessage>],
    ['StoreBadge', () => <core.StoreBadge store="apple" href="https://apps.apple.com/app/id1" />],
  ];
}
