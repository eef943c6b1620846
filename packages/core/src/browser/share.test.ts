import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT } from '../testing/hostileJson';
import { buildShareUrl } from './share';

describe('buildShareUrl', () => {
  const content = {
    url: 'https://giftcash.co.uk/brand/a&b?x=1',
    text: 'Join me & save <20%>',
    image: 'https://img.test/a b.png',
  };
  it('encodes every parameter', () => {
    const url = new URL(buildShareUrl('twitter', content));
    expect(url.searchParams.get('url')).toBe(content.url);
    expect(url.searchParams.get('text')).toBe(content.text);
    expect(buildShareUrl('pinterest', content)).toContain(
      `media=${encodeURIComponent(content.image)}`,
    );
    expect(buildShareUrl('reddit', content)).toContain(`title=${encodeURIComponent(content.text)}`);
    expect(buildShareUrl('email', content).startsWith('mailto:?subject=')).toBe(true);
  });
  it('only builds outbound https links (or mailto)', () => {
    for (const network of [
      'facebook',
      'twitter',
      'whatsapp',
      'linkedin',
      'telegram',
      'reddit',
      'pinterest',
      'instagram',
    ] as const) {
      expect(new URL(buildShareUrl(network, content)).protocol).toBe('https:');
    }
  });
});

describe('buildShareUrl is total', () => {
  it('builds a parseable link for any text, lone surrogates and bidi controls included', () => {
    const text = fc.oneof(
      fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
        maxLength: 40,
      }),
      fc.constantFrom(...HOSTILE_TEXT),
    );
    const networks = [
      'facebook',
      'twitter',
      'whatsapp',
      'linkedin',
      'email',
      'telegram',
      'reddit',
      'pinterest',
      'instagram',
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...networks),
        text,
        text,
        text,
        (network, url, message, image) => {
          const href = buildShareUrl(network, { url, text: message, image });
          expect(() => new URL(href)).not.toThrow();
          expect(href).not.toMatch(/[\ud800-\udfff\s]/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
