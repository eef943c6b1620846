// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNativeAppMessage } from '@giftcash/core';
import { externalLinkUrl, openExternalLinksInApp } from './nativeLinks';

const win = window as Window & { ReactNativeWebView?: unknown };
const BASE = 'https://giftcash.co.uk/brand/tesco?app=1';

afterEach(() => {
  delete win.ReactNativeWebView;
  document.body.replaceChildren();
  document.removeEventListener('click', openExternalLinksInApp);
});

describe('externalLinkUrl', () => {
  it('tells links that leave the site from links within it', () => {
    expect(externalLinkUrl('https://www.tesco.com/', BASE)).toBe('https://www.tesco.com/');
    expect(externalLinkUrl('mailto:help@giftcash.co.uk', BASE)).toBe('mailto:help@giftcash.co.uk');
    expect(externalLinkUrl('tel:+443301234567', BASE)).toBe('tel:+443301234567');
    expect(externalLinkUrl('/gift-card-deals', BASE)).toBeNull();
    expect(externalLinkUrl('https://giftcash.co.uk/terms-of-service', BASE)).toBeNull();
    expect(externalLinkUrl('#terms', BASE)).toBeNull();
    expect(externalLinkUrl('javascript:void(0)', BASE)).toBeNull();
  });

  it('gives a valid open-url message for every address it calls external', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.webPath(),
          fc.string(),
        ),
        (href) => {
          const url = externalLinkUrl(href, BASE);
          if (url !== null) expect(isNativeAppMessage({ v: 1, type: 'open-url', url })).toBe(true);
        },
      ),
    );
  });
});

describe('openExternalLinksInApp (links that leave the site go to the app)', () => {
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = 'link';
    document.body.append(anchor);
    return anchor;
  };

  it('posts open-url and keeps the webview where it is; in-site links and the web are untouched', () => {
    document.addEventListener('click', openExternalLinksInApp);
    const outside = link('https://www.tesco.com/help');
    const inside = link('/gift-card-deals');
    // Without a bridge (the web) nothing changes: the click is not cancelled.
    expect(
      outside.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    ).toBe(true);
    const postMessage = vi.fn();
    win.ReactNativeWebView = { postMessage };
    expect(
      outside.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    ).toBe(false);
    inside.addEventListener('click', (event) => event.preventDefault()); // jsdom would navigate
    inside.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // A component that already handled the click (e.g. Start Saving Today) is left alone.
    outside.addEventListener('click', (event) => event.preventDefault(), { once: true });
    outside.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(postMessage.mock.calls.map(([data]) => JSON.parse(String(data)))).toEqual([
      { v: 1, type: 'open-url', url: 'https://www.tesco.com/help' },
    ]);
  });
});
