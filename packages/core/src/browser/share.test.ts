import { describe, expect, it } from 'vitest';
import { buildShareUrl } from './share';

describe('buildShareUrl', () => {
  const content = { url: 'https://giftcash.co.uk/brand/a&b?x=1', text: 'Join me & save <20%>', image: 'https://img.test/a b.png' };
  it('encodes every parameter', () => {
    const url = new URL(buildShareUrl('twitter', content));
    expect(url.searchParams.get('url')).toBe(content.url);
    expect(url.searchParams.get('text')).toBe(content.text);
    expect(buildShareUrl('pinterest', content)).toContain(`media=${encodeURIComponent(content.image)}`);
    expect(buildShareUrl('reddit', content)).toContain(`title=${encodeURIComponent(content.text)}`);
    expect(buildShareUrl('email', content).startsWith('mailto:?subject=')).toBe(true);
  });
  it('only builds outbound https links (or mailto)', () => {
    for (const network of ['facebook', 'twitter', 'whatsapp', 'linkedin', 'telegram', 'reddit', 'pinterest', 'instagram'] as const) {
      expect(new URL(buildShareUrl(network, content)).protocol).toBe('https:');
    }
  });
});
