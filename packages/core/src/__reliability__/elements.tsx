import { type ElementCase } from '../testing';
import { createHttpProvider } from '../index';
import * as core from '../react';

/**
 * Core sits below the sample package, so its cases carry their own small data: a brand's id and
 * an inline logo, and an HTTP provider that nothing here asks for data (the provider only passes
 * it down).
 */
const brand = {
  id: 'tesco',
  name: 'Tesco',
  logo: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#00539f"/></svg>')}`,
};

/** Every exported component of @giftcash/core/react (the main entry has none). */
export function coreElements(): ElementCase[] {
  return [
    [
      'AppDownloadDialog',
      () => (
        <core.AppDownloadDialog
          params={{ brand: brand.id }}
          trigger={<button type="button">Get the app</button>}
        />
      ),
    ],
    [
      'Dialog',
      () => (
        <core.Dialog
          title="Cash out"
          description="Send your winnings to your bank."
          trigger={<button type="button">Open</button>}
        >
          <p>Content</p>
        </core.Dialog>
      ),
    ],
    ['DialogClose', () => <core.DialogClose>Close</core.DialogClose>],
    [
      'ErrorBoundary',
      () => (
        <core.ErrorBoundary fallback={() => 'Something went wrong'}>Content</core.ErrorBoundary>
      ),
    ],
    [
      'FallbackImage',
      () => <core.FallbackImage src={brand.logo} alt={brand.name} width={64} height={64} />,
    ],
    [
      'GiftcashProvider',
      () => (
        <core.GiftcashProvider
          provider={createHttpProvider({ brandsUrl: 'http://127.0.0.1:9/api/brands' })}
        >
          Content
        </core.GiftcashProvider>
      ),
    ],
    ['Link', () => <core.Link href="/gift-card-deals">Gift card deals</core.Link>],
    ['QrCode', () => <core.QrCode value="https://giftcash.example/app" title="Get the app" />],
    [
      'StatusMessage',
      () => (
        <core.StatusMessage kind="error" onRetry={() => {}}>
          Could not load brands.
        </core.StatusMessage>
      ),
    ],
    ['StoreBadge', () => <core.StoreBadge store="apple" href="https://apps.apple.com/app/id1" />],
  ];
}
