import { postToNativeApp } from '@giftcash/core';

/** The address a link leaves the site for (`http(s)` elsewhere, `mailto:`, `tel:`), or `null` for a link within the site. */
export function externalLinkUrl(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return url.href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === new URL(base).origin ? null : url.href;
}

/**
 * A document `click` listener for the apps' webviews: a press on a link that leaves the site (a
 * brand's website, terms, social links) posts a typed `open-url` message, so the app opens it in
 * the system browser, instead of navigating the webview. Does nothing without a native bridge,
 * for clicks a component already handled (`defaultPrevented`), and for modified or non-primary clicks.
 */
export function openExternalLinksInApp(event: MouseEvent): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const anchor = event
    .composedPath()
    .find(
      (node): node is HTMLAnchorElement =>
        node instanceof HTMLAnchorElement && node.hasAttribute('href'),
    );
  if (!anchor || anchor.hasAttribute('download')) return;
  const url = externalLinkUrl(anchor.href, window.location.href);
  if (url && postToNativeApp({ type: 'open-url', url })) event.preventDefault();
}
