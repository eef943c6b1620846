import { useEffect } from 'react';

/**
 * Tells public/page-init.js that the page answers: sets `data-hydrated` on <html> and sends a
 * `giftcash:hydrated` event, on which it replays the taps and typing it held while the page's
 * code was on its way. Rendered in the page's own Suspense boundary (after the page), so it runs
 * once the page itself has hydrated, not only the header around it. Renders nothing.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.dispatchEvent(new Event('giftcash:hydrated'));
  }, []);
  return null;
}
