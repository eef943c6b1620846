// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  brandLogo,
  CARD_HEIGHT,
  CARD_WIDTH,
  DARK_DIM,
  escapeXml,
  fixedArt,
  giftCardImage,
  svgDataUri,
} from './artwork';

/** The SVG markup inside a `data:image/svg+xml,` URI, checked to be well-formed XML. */
function svgOf(uri: string): Document {
  expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
  const doc = new DOMParser().parseFromString(
    decodeURIComponent(uri.slice('data:image/svg+xml,'.length)),
    'image/svg+xml',
  );
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

// An independent WCAG contrast calculation, so the test does not trust the module's own.
type Rgb = number[];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const over = (base: Rgb, top: Rgb, alpha: number): Rgb =>
  base.map((c, i) => c * (1 - alpha) + (top[i] as number) * alpha);
const lum = (c: Rgb) =>
  c
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] as number), 0);
const contrast = (a: Rgb, b: Rgb) => {
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

/** Lowest contrast of the card's name, caption and monogram against anything drawn beneath them. */
function worstTextContrast(doc: Document): number {
  const stops = Array.from(doc.querySelectorAll('#g stop')).map((s) =>
    rgb(s.getAttribute('stop-color') ?? ''),
  );
  const sheen = Math.max(
    ...Array.from(doc.querySelectorAll('#s stop')).map((s) =>
      Number(s.getAttribute('stop-opacity')),
    ),
  );
  const patternOpacity = Number(doc.querySelector('g[opacity]')?.getAttribute('opacity'));
  const texts = Array.from(doc.querySelectorAll('svg > g > text')).map((t) =>
    rgb(t.getAttribute('fill') ?? ''),
  );
  const ink = texts[0] as Rgb;
  const [light, dark] = stops as [Rgb, Rgb];
  let worst = 21;
  for (const dim of [1, DARK_DIM]) {
    for (let t = 0; t <= 1; t += 0.125) {
      const base = over(light, dark, t);
      const patterned = over(base, ink, patternOpacity);
      for (const under of [
        base,
        patterned,
        over(base, [255, 255, 255], sheen),
        over(patterned, [255, 255, 255], sheen),
      ]) {
        for (const fill of texts)
          worst = Math.min(
            worst,
            contrast(
              fill.map((c) => c * dim),
              under.map((c) => c * dim),
            ),
          );
      }
    }
  }
  // The monogram sits on the mark's solid shape.
  const monogram = doc.querySelector('g[transform] text');
  const shape = rgb(monogram?.previousElementSibling?.getAttribute('fill') ?? '');
  const letters = rgb(monogram?.getAttribute('fill') ?? '');
  return Math.min(
    worst,
    contrast(shape, letters),
    contrast(
      shape.map((c) => c * DARK_DIM),
      letters.map((c) => c * DARK_DIM),
    ),
  );
}

const colourArb = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('sample gift card art', () => {
  it('is the same for the same brand and differs between brands', () => {
    expect(giftCardImage('Paper & Ribbon', '#c0392b')).toBe(
      giftCardImage('Paper & Ribbon', '#c0392b'),
    );
    expect(brandLogo('Paper & Ribbon', '#c0392b')).toBe(brandLogo('Paper & Ribbon', '#c0392b'));
    const names = [
      'Alpha',
      'Beta',
      'Gamma',
      'Delta',
      'Epsilon',
      'Zeta',
      'Eta',
      'Theta',
      'Iota',
      'Kappa',
    ];
    const cards = new Set(
      names.map((name) =>
        decodeURIComponent(giftCardImage(name, '#2c3e8f')).replace(/>[^<]*<\/text>/g, ''),
      ),
    );
    expect(cards.size).toBeGreaterThan(3);
    const logos = new Set(
      names.map((name) =>
        decodeURIComponent(brandLogo(name, '#2c3e8f')).replace(/>[^<]*<\/text>/g, ''),
      ),
    );
    expect(logos.size).toBeGreaterThan(3);
  });

  it('has a real card’s proportions, 1.586:1 with rounded corners', () => {
    const svg = svgOf(giftCardImage('Paper & Ribbon', '#c0392b')).documentElement;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`);
    expect(CARD_WIDTH / CARD_HEIGHT).toBeCloseTo(1.586, 2);
    expect(Number(svg.querySelector('clipPath rect')?.getAttribute('rx'))).toBeGreaterThan(0);
  });

  it('shows the brand name, the mark and the caption, escaped', () => {
    const doc = svgOf(giftCardImage('Tom & Jerry\'s <b>"Shop"</b>', '#1e6f5c', '£50 GIFT CARD'));
    const texts = Array.from(doc.querySelectorAll('text')).map((t) => t.textContent);
    expect(texts).toContain('Tom & Jerry\'s <b>"Shop"</b>');
    expect(texts).toContain('£50 GIFT CARD');
    expect(texts.filter((t) => t === 'TJ' || t === 'T')).toHaveLength(1);
    expect(escapeXml('a\u0000b\ud800c&')).toBe('abc&#38;');
  });

  it('fits long names: shrunk, then squeezed to the card and cut with an ellipsis', () => {
    const doc = svgOf(giftCardImage('W'.repeat(300), '#8e44ad'));
    const name = Array.from(doc.querySelectorAll('text')).at(-1);
    expect(name?.getAttribute('textLength')).toBe(String(CARD_WIDTH - 40));
    expect(Number(name?.getAttribute('x'))).toBe(20);
    expect(name?.textContent?.endsWith('…')).toBe(true);
    expect(Number(name?.getAttribute('font-size'))).toBeGreaterThanOrEqual(14);
    expect(doc.querySelector('g[clip-path]')?.querySelectorAll('text').length).toBe(3);
  });

  it('keeps every letter at ≥ 4.5:1 on whatever lies beneath, in both themes, for any name and colour', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: 'grapheme' }), colourArb, (name, colour) => {
        expect(worstTextContrast(svgOf(giftCardImage(name, colour)))).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 150 },
    );
  });

  it('draws logos as wordmarks: the name on one or two lines, at least 12 units tall, ≥ 4.5:1 on the brand colour', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), colourArb, (name, colour) => {
        const doc = svgOf(brandLogo(name, colour));
        const texts = Array.from(doc.querySelectorAll('text'));
        expect(texts.length).toBeGreaterThanOrEqual(1);
        expect(texts.length).toBeLessThanOrEqual(2);
        const ground = rgb(doc.querySelector('rect')?.getAttribute('fill') ?? '');
        for (const text of texts) {
          const ink = rgb(text.getAttribute('fill') ?? '');
          expect(contrast(ink, ground)).toBeGreaterThanOrEqual(4.5);
          expect(
            contrast(
              ink.map((c) => c * DARK_DIM),
              ground.map((c) => c * DARK_DIM),
            ),
          ).toBeGreaterThanOrEqual(4.5);
          expect(Number(text.getAttribute('font-size'))).toBeGreaterThanOrEqual(12);
        }
      }),
      { numRuns: 150 },
    );
    const words = (name: string) =>
      Array.from(svgOf(brandLogo(name, '#2c3e8f')).querySelectorAll('text'), (t) =>
        t.textContent?.toLowerCase(),
      );
    expect(words('Tesco')).toEqual(['tesco']);
    expect(words('Hammer & Nail DIY')).toEqual(['hammer &', 'nail diy']);
  });

  it('stays small: a card under 3,000 characters, a logo under 1,000', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => !/[^\x20-\x7e]/.test(s)),
        colourArb,
        (name, colour) => {
          expect(giftCardImage(name, colour).length).toBeLessThan(3000);
          expect(brandLogo(name, colour).length).toBeLessThan(1000);
        },
      ),
    );
  });
});

describe('fixedArt, a prize card named by every response', () => {
  it('draws its data URI once however often it is asked, and leaves a served address to `art` each time', () => {
    const svg = vi.fn(() => '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const image = fixedArt('prizes/x.card', svg);
    expect(image(undefined)).toBe(svgDataUri('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(image(undefined)).toBe(image(() => undefined));
    expect(svg).toHaveBeenCalledTimes(1);
    const art = vi.fn(({ key }: { key: string }) => `/art/${key}.svg`);
    expect(image(art)).toBe('/art/prizes/x.card.svg');
    expect(image(art)).toBe('/art/prizes/x.card.svg');
    expect(art).toHaveBeenCalledTimes(2);
    expect(svg).toHaveBeenCalledTimes(1);
  });
});
