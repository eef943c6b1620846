import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeHttpUrl, safeImageUrl } from '@giftcash/core';
import { brandShareLinks, shareText } from './shareLinks';

const page = 'https://giftcash.example/brand/harbour-and-pine?ref=a&b=c d';

describe('brandShareLinks', () => {
  it('builds encoded outbound links for every network', () => {
    const links = brandShareLinks({
      url: page,
      brandName: 'Harbour & Pine',
      image: 'https://cdn.example/card.png?w=1&h=2',
    });
    const encodedPage = encodeURIComponent(new URL(page).href);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedPage}`);
    expect(links.reddit).toBe(
      `https://www.reddit.com/submit?url=${encodedPage}&title=${encodeURIComponent('Harbour & Pine Gift Card on GiftCash')}`,
    );
    expect(links.pinterest).toContain(
      `media=${encodeURIComponent('https://cdn.example/card.png?w=1&h=2')}`,
    );
    expect(links.instagram).toBe('https://www.instagram.com/');
    for (const link of Object.values(links)) expect(new URL(link).protocol).toBe('https:');
  });

  it('leaves out an image that is not http(s) (data URIs, javascript:)', () => {
    expect(
      brandShareLinks({ url: page, brandName: 'X', image: 'data:image/svg+xml,<svg/>' }).pinterest,
    ).not.toContain('media=');
    expect(
      brandShareLinks({ url: page, brandName: 'X', image: 'javascript:alert(1)' }).pinterest,
    ).not.toContain('media=');
  });

  it('shares a root-relative image (a site serving its own art) as an absolute address on the page origin', () => {
    const pin = new URL(
      brandShareLinks({ url: page, brandName: 'X', image: '/sample-art/brands/x.card.svg' })
        .pinterest,
    );
    expect(pin.searchParams.get('media')).toBe(
      'https://giftcash.example/sample-art/brands/x.card.svg',
    );
    // Without a shareable page there is no origin to resolve it on; other hosts are never named.
    expect(
      brandShareLinks({ url: '', brandName: 'X', image: '/sample-art/x.svg' }).pinterest,
    ).not.toContain('media=');
    expect(
      brandShareLinks({ url: page, brandName: 'X', image: '//evil.example/x.svg' }).pinterest,
    ).not.toContain('media=');
  });

  it('never shares an unsafe page address', () => {
    const links = brandShareLinks({ url: 'javascript:alert(1)', brandName: 'X' });
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=');
  });

  it('round-trips any brand name and page through the query string (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.webPath(), (name, path) => {
        const url = `https://giftcash.example${path.startsWith('/') ? path : `/${path}`}`;
        const expectedUrl = safeHttpUrl(url) ?? '';
        const reddit = new URL(brandShareLinks({ url, brandName: name }).reddit);
        const facebook = new URL(brandShareLinks({ url, brandName: name }).facebook);
        return (
          reddit.origin === 'https://www.reddit.com' &&
          reddit.searchParams.get('title') === shareText(name) &&
          reddit.searchParams.get('url') === expectedUrl &&
          facebook.searchParams.get('u') === expectedUrl &&
          [...reddit.searchParams.keys()].join() === 'url,title'
        );
      }),
    );
  });
});

describe('URL scheme filtering (what the page uses for links and images)', () => {
  // The fixed link cases live with safeHttpUrl in core (safeUrl.test.ts); here, the property.
  it('rejects every non-http(s) scheme (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/),
        fc.string({ maxLength: 20 }),
        (scheme, rest) => {
          const result = safeHttpUrl(`${scheme}:${rest}`);
          return result === undefined || result.startsWith('http:') || result.startsWith('https:');
        },
      ),
    );
  });

  it('accepts data: URIs only for images', () => {
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageUrl('data:text/html,<script>')).toBeUndefined();
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
  });
});
