// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { fallbackMetrics } from '../../../../scripts/fontMetrics.mjs';
// @ts-expect-error plain ESM helper without types
import * as cut from '../../../../scripts/fontSubset.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const { BASIC_FILE, EXTRA_FILE, BASIC_RANGE, EXTRA_RANGE, LATIN_RANGE, codePoints, subsetFigtree } =
  cut as {
    BASIC_FILE: string;
    EXTRA_FILE: string;
    BASIC_RANGE: string;
    EXTRA_RANGE: string;
    LATIN_RANGE: string;
    codePoints: (range: string) => Set<number>;
    subsetFigtree: () => Promise<Record<string, Uint8Array>>;
  };
const css = readFileSync(path.join(HERE, 'font.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1] as string);
const facesOf = (family: string) =>
  faces.filter((body) => body.includes(`font-family: '${family}';`));
const face = (family: string) => facesOf(family)[0] ?? '';
/** A descriptor's value with its whitespace collapsed, as CSS reads it (a long list may wrap). */
const descriptor = (body: string, name: string) =>
  new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+);`).exec(body)?.[1]?.replace(/\s+/g, ' ').trim();
const fileSize = (name: string) => readFileSync(path.join(HERE, name)).length;

describe('@giftcash/core/font.css, the opt-in typeface', () => {
  it('ships exactly what scripts/fontSubset.mjs cuts from the Latin variable Figtree of @fontsource-variable/figtree', async () => {
    const files = await subsetFigtree();
    expect(Object.keys(files).sort()).toEqual([BASIC_FILE, EXTRA_FILE].sort());
    for (const [name, bytes] of Object.entries(files))
      expect(
        readFileSync(path.join(HERE, name)).equals(Buffer.from(bytes)),
        `${name} is stale: run node scripts/fontSubset.mjs`,
      ).toBe(true);
  });

  it("shares out fontsource's Latin range between the two files, each character to exactly one", () => {
    const fontsource = readFileSync(
      path.join(ROOT, 'node_modules/@fontsource-variable/figtree/wght.css'),
      'utf8',
    );
    const latin = /figtree-latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/
      .exec(fontsource)?.[1]
      ?.replace(/,/g, ', ');
    expect(latin).toBe(LATIN_RANGE);
    const basic = codePoints(BASIC_RANGE);
    const extra = codePoints(EXTRA_RANGE);
    expect([...basic].filter((point) => extra.has(point))).toEqual([]);
    expect(new Set([...basic, ...extra])).toEqual(codePoints(LATIN_RANGE));
    // What every page sets is in the preloaded file.
    for (const text of [
      'Up to 20% cashback on 150+ brands',
      '£5.00 – £500',
      'You’re signed in',
      '“Loading…”',
      '© 2026 GiftCash',
    ]) {
      for (const character of text)
        expect(basic.has(character.codePointAt(0) ?? 0), `${character} in ${text}`).toBe(true);
    }
  });

  it('preloads at most one congestion window (14 KB with headers) and adds at most 25 KB in all', () => {
    expect(fileSize(BASIC_FILE)).toBeLessThanOrEqual(14_000);
    expect(fileSize(BASIC_FILE) + fileSize(EXTRA_FILE)).toBeLessThanOrEqual(25 * 1024);
  });

  it('declares both files as Figtree with swap, the weight range and their own characters', () => {
    const figtree = facesOf('Figtree');
    expect(figtree).toHaveLength(2);
    for (const [body, file, range] of [
      [figtree[0] ?? '', BASIC_FILE, BASIC_RANGE],
      [figtree[1] ?? '', EXTRA_FILE, EXTRA_RANGE],
    ] as const) {
      expect(descriptor(body, 'font-display')).toBe('swap');
      expect(descriptor(body, 'font-weight')).toBe('300 900');
      expect(descriptor(body, 'font-style')).toBe('normal');
      expect(descriptor(body, 'src')).toBe(`url('./${file}') format('woff2')`);
      expect(descriptor(body, 'unicode-range')).toBe(range);
    }
  });

  it('has a metric-matched local fallback whose numbers agree with scripts/fontMetrics.mjs', () => {
    const fallback = face('Figtree Fallback');
    expect(descriptor(fallback, 'src')).toContain("local('Arial')");
    expect(descriptor(fallback, 'src')).toContain("local('Liberation Sans')");
    expect(descriptor(fallback, 'src')).toContain("local('Arimo')");
    const expected = fallbackMetrics() as Record<string, string>;
    expect(descriptor(fallback, 'size-adjust')).toBe(expected.sizeAdjust);
    expect(descriptor(fallback, 'ascent-override')).toBe(expected.ascentOverride);
    expect(descriptor(fallback, 'descent-override')).toBe(expected.descentOverride);
    expect(descriptor(fallback, 'line-gap-override')).toBe(expected.lineGapOverride);
    // The figures measured when the fallback was made: Figtree is a touch wider than Arial.
    expect(expected).toEqual({
      sizeAdjust: '100.72%',
      ascentOverride: '94.32%',
      descentOverride: '24.82%',
      lineGapOverride: '0%',
    });
  });
});
