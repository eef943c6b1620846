import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM script without types
import { brandImageSvg, escapeXml, loadArt, renderPng, wrapText } from './og-images.mjs';

const pngSize = (png: Uint8Array) => {
  const view = Buffer.from(png);
  expect(view.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
};

describe('link preview images (og:image is a real 1200 × 630 PNG)', () => {
  it('draws a brand preview as a 1200 × 630 PNG, whatever the name', async () => {
    const svg = brandImageSvg({
      name: 'Harbour & Pine <Outlet> "Ltd"',
      offer: '12% instant cashback + 1,500 coins per £1 spent',
      art: null,
      siteHost: 'giftcash.co.uk',
    });
    expect(svg).not.toContain('<Outlet>');
    expect(svg).toContain('Harbour &amp; Pine');
    expect(pngSize(await renderPng(svg))).toEqual({ width: 1200, height: 630 });
  });

  it('escapes any text for XML', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeXml(text)).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
      }),
    );
  });

  it('wraps names into at most the given lines', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 4, max: 30 }),
        fc.integer({ min: 1, max: 4 }),
        (text, perLine, maxLines) => {
          const lines = wrapText(text, perLine, maxLines) as string[];
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(perLine);
        },
      ),
    );
    expect(wrapText('Greenfingers Garden Centre', 16, 3)).toEqual([
      'Greenfingers',
      'Garden Centre',
    ]);
  });

  it('turns SVG card art into PNG, keeps raster art, fetches http(s) art and skips anything else', async () => {
    const svg = await loadArt(
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%2220%22%20height%3D%2210%22%2F%3E',
    );
    expect(svg).toMatch(/^data:image\/png;base64,/);
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(await loadArt(png)).toBe(png);
    const fetchImpl = vi.fn(
      async () =>
        new Response(Buffer.from([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    expect(await loadArt('https://cdn.example/card.jpg', { fetchImpl })).toBe(
      'data:image/jpeg;base64,AQID',
    );
    expect(
      await loadArt('https://cdn.example/page', {
        fetchImpl: async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      }),
    ).toBeNull();
    expect(
      await loadArt('https://cdn.example/down', {
        fetchImpl: async () => Promise.reject(new Error('offline')),
      }),
    ).toBeNull();
    expect(await loadArt('javascript:alert(1)')).toBeNull();
    expect(await loadArt('data:text/html,<script>')).toBeNull();
    expect(await loadArt(undefined)).toBeNull();
  });
});
