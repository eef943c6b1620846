// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { fallbackMetrics } from '../../../../scripts/fontMetrics.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const WOFF2 = 'figtree-latin-wght-normal.woff2';
const css = readFileSync(path.join(HERE, 'font.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1] as string);
const face = (family: string) => faces.find((body) => body.includes(`font-family: '${family}';`)) ?? '';
const descriptor = (body: string, name: string) => new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();

describe('@giftcash/core/font.css, the opt-in typeface (#19)', () => {
  it('ships a byte-identical copy of the Latin variable Figtree from @fontsource-variable/figtree', () => {
    const ours = readFileSync(path.join(HERE, WOFF2));
    const theirs = readFileSync(path.join(ROOT, 'node_modules/@fontsource-variable/figtree/files', WOFF2));
    expect(ours.equals(theirs)).toBe(true);
  });

  it('adds at most 25 KB to the first screen (one file for every weight)', () => {
    expect(readFileSync(path.join(HERE, WOFF2)).length).toBeLessThanOrEqual(25 * 1024);
  });

  it('declares Figtree with swap, the weight range and the Latin subset, from the file beside it', () => {
    const figtree = face('Figtree');
    expect(descriptor(figtree, 'font-display')).toBe('swap');
    expect(descriptor(figtree, 'font-weight')).toBe('300 900');
    expect(descriptor(figtree, 'src')).toBe(`url('./${WOFF2}') format('woff2')`);
    expect(descriptor(figtree, 'unicode-range')).toMatch(/^U\+0000-00FF,/);
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
    expect(expected).toEqual({ sizeAdjust: '100.72%', ascentOverride: '94.32%', descentOverride: '24.82%', lineGapOverride: '0%' });
  });
});
