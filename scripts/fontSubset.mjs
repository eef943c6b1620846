// The site's typeface in two files: Figtree's Latin variable woff2 from
// @fontsource-variable/figtree, cut by HarfBuzz (subset-font) along the characters pages use.
//
// - `figtree-basic-wght-normal.woff2`: printable ASCII, the pound and euro signs, typographic
//   quotes, dashes, the ellipsis and the rest of General Punctuation, and a few signs (© ® ° · ×
//   ™ −). Every page's text is made of these, so this is the file each page preloads. It is kept
//   under one TCP congestion window (10 segments, about 14 KB with headers): a first visit gets it
//   in one round trip, where the whole Latin file (19.7 KB) needed two.
// - `figtree-latin-extra-wght-normal.woff2`: the rest of fontsource's Latin range (accented
//   letters and the like). The browser fetches it only for a page whose text has one of them.
//
// Both files keep every weight (the variable axis) and the layout features. The two
// `unicode-range`s in font.css are BASIC_RANGE and EXTRA_RANGE; font.test.ts checks that they
// cover fontsource's range exactly, and that the committed files are what this script writes.
// `node scripts/fontSubset.mjs` rewrites both files in packages/core/src/font.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE = path.join(
  ROOT,
  'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
);
export const FONT_DIR = path.join(ROOT, 'packages/core/src/font');
export const BASIC_FILE = 'figtree-basic-wght-normal.woff2';
export const EXTRA_FILE = 'figtree-latin-extra-wght-normal.woff2';

/** fontsource's `unicode-range` for its Latin file: the whole range the two files share out. */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/** The preloaded file's characters. */
export const BASIC_RANGE =
  'U+0000-00A0, U+00A3, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+2000-206F, U+20AC, U+2122, U+2212, U+FEFF, U+FFFD';
/** The rest of LATIN_RANGE. */
export const EXTRA_RANGE =
  'U+00A1-00A2, U+00A4-00A8, U+00AA-00AD, U+00AF, U+00B1-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2191, U+2193, U+2215';

/** The code points of a CSS `unicode-range` value. */
export function codePoints(range) {
  const points = new Set();
  for (const part of range.split(',')) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`fontSubset: not a unicode-range part: ${part}`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point += 1) points.add(point);
  }
  return points;
}

const text = (range) => String.fromCodePoint(...codePoints(range));

/** Both files' bytes, cut from fontsource's Latin woff2. */
export async function subsetFigtree(source = readFileSync(SOURCE)) {
  const [basic, extra] = await Promise.all([
    subsetFont(source, text(BASIC_RANGE), { targetFormat: 'woff2' }),
    subsetFont(source, text(EXTRA_RANGE), { targetFormat: 'woff2' }),
  ]);
  return { [BASIC_FILE]: basic, [EXTRA_FILE]: extra };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await subsetFigtree();
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(path.join(FONT_DIR, name), bytes);
    console.log(`${name}: ${bytes.length} bytes`);
  }
}
