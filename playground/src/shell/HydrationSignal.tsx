import { useEffect } from 'react';

/** The page's main sections that have not hydrated yet (./mainSection.tsx). */
const holds = new Set<object>();
/** Holds already let go: a render after that (Strict Mode, a retry) does not take them again. */
const released = new WeakSet<object>();
let pageIn = false;

/** Whether the page has answered (the signal is sent): a section mounting now came with a navigation. */
export const hydrationSignalSent = () => document.documentElement.hasAttribute('data-hydrated');

function send() {
  if (!pageIn || holds.size > 0 || hydrationSignalSent()) return;
  document.documentElement.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event('giftcash:hydrated'));
}

/**
 * Keeps the signal back until `hold` is released: for a section that is the page's main content
 * but hydrates after the page, when its code arrives (./mainSection.tsx). A tap replayed on its
 * HTML before then would reach no handler. Does nothing once the signal has been sent (a page
 * shown by a navigation) or in Node (the prerender).
 */
export function holdHydrationSignal(hold: object) {
  if (typeof document === 'undefined' || released.has(hold) || hydrationSignalSent()) return;
  holds.add(hold);
}

/** Lets go of `hold` (its section has hydrated, its code could not load, or it is gone). */
export function releaseHydrationSignal(hold: object) {
  released.add(hold);
  if (holds.delete(hold)) send();
}

/**
 * Tells public/page-init.js that the page answers: sets `data-hydrated` on <html> and sends a
 * `giftcash:hydrated` event, on which it replays the taps and typing it held while the page's
 * code was on its way. Rendered in the page's own Suspense boundary (after the page), so it runs
 * once the page itself has hydrated, not only the header around it, and once the page's main
 * sections that hydrate later have too (`holdHydrationSignal`). Renders nothing.
 */
export function HydrationSignal() {
  useEffect(() => {
    pageIn = true;
    send();
  }, []);
  return null;
}
