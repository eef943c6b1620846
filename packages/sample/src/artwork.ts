/**
 * Sample artwork drawn as small SVG data URIs, so the sample data needs no network at all.
 *
 * Every brand gets its own gift card and logo mark, deterministically (same name and colour → same
 * art; {@link planBrandArt} gives each sample brand a colour and pattern its neighbours do not
 * have): a palette of shades of the brand colour, one of seven patterns, a diagonal
 * sheen, the card's real proportions (ID-1, 85.60 × 53.98 mm ≈ 1.586:1, drawn 317 × 200) and a
 * mark (one of five shapes with a monogram and an accent). Text colours are computed so every
 * letter keeps ≥ 4.5:1 contrast against everything drawn beneath it, also when dark mode dims
 * the art (`--gc-art-filter`, brightness .9).
 *
 * An SVG shown through `<img>` cannot use the page's web fonts, so the font stack starts with
 * 'Figtree' (the house typeface, used when it is installed locally) and falls back to system sans.
 * A site can serve the art instead (the data's `art` option, {@link SampleArtAddress}): the
 * reference website's build writes it as files with the letters outlined in Figtree.
 */

import { KNOWN_CATEGORY_SLUGS } from '@giftcash/core';

/** A deliberately broken image (a PNG data URI with no image in it): exercises fallback paths. */
export const BROKEN_IMAGE_URL = 'data:image/png;base64,AAAA';

const FONT = "Figtree,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/** Card size in SVG units: 317 × 200 is 1.585:1, the ID-1 card's 1.586:1 to within a pixel. */
export const CARD_WIDTH = 317;
export const CARD_HEIGHT = 200;
/** How much dark mode dims brand art (`--gc-art-filter: brightness(.9)` in tokens.css). */
export const DARK_DIM = 0.9;
/** Opacity of the pattern (drawn in the text colour) and the peak of the white sheen. */
export const PATTERN_OPACITY = 0.12;
export const SHEEN_OPACITY = 0.16;

/**
 * A piece of sample art that the data can name by address instead of drawing it in the data
 * (the `art` option of `createSampleProvider`, `createSampleSource` and `buildBrands`).
 */
export interface SampleArtImage {
  /**
   * Stable and file-name safe, a folder and a name: `brands/<brand id>.card`,
   * `brands/<brand id>.logo`, `prizes/wheel-special.card` or `prizes/raffle-extra.card`.
   */
  key: string;
  /** The SVG markup the sample data draws for it (drawn only when called). */
  svg(): string;
}

/** Where a piece of sample art is served, or `undefined` to draw it in the data as an SVG data URI. */
export type SampleArtAddress = (image: SampleArtImage) => string | undefined;

/** The address `art` gives the image `key`, else the image drawn by `svg` as a data URI. */
export function artAddress(
  art: SampleArtAddress | undefined,
  key: string,
  svg: () => string,
): string {
  return art?.({ key, svg }) ?? svgDataUri(svg());
}

/**
 * {@link artAddress} for a piece of art that never changes (a prize card): the data URI is drawn
 * once, on first use, however many responses name it.
 */
export function fixedArt(
  key: string,
  svg: () => string,
): (art: SampleArtAddress | undefined) => string {
  let drawn: string | undefined;
  return (art) => art?.({ key, svg }) ?? (drawn ??= svgDataUri(svg()));
}

/** `svg` markup as a `data:image/svg+xml,` URI. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `text` safe inside XML: markup escaped; control characters and lone surrogates dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Rgb = readonly [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const DARK_INK: Rgb = [27, 27, 31];

/** `#rgb` or `#rrggbb` as channels; anything else is a neutral slate. */
export function parseColour(hex: string): Rgb {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const full = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex;
  if (!/^#[0-9a-f]{6}$/i.test(full)) return [71, 85, 105];
  return [1, 3, 5].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `from` moved `t` (0–1) of the way to `to`, in sRGB (as SVG blends). */
const mix = (from: Rgb, to: Rgb, t: number): Rgb =>
  from.map((c, i) => c + ((to[i] as number) - c) * t) as unknown as Rgb;

/** Relative luminance (WCAG), 0 (black) to 1 (white). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
function ratioOf(a: Rgb, b: Rgb): number {
  const x = luminance(a);
  const y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(parseColour(a), parseColour(b));
}

/** Up to two initials of a brand name: `Harbour & Pine` → `HP`, `PixelPoint` → `PI`. */
export function initialsOf(name: string): string {
  const all = name
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const words = all.length > 1 && /^the$/i.test(all[0] as string) ? all.slice(1) : all;
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] as string).slice(0, 2).toUpperCase();
  return `${(words[0] as string)[0]}${(words[1] as string)[0]}`.toUpperCase();
}

/** FNV-1a hash of `text`: the seed every design choice is taken from. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The lowest contrast between `ink` and every colour that can sit under it: each shade, plain,
 * under the pattern (ink at PATTERN_OPACITY), under the sheen (white at SHEEN_OPACITY), both,
 * and each of those dimmed as dark mode dims the art.
 */
export function worstContrast(ink: Rgb | string, shades: readonly (Rgb | string)[]): number {
  const text = typeof ink === 'string' ? parseColour(ink) : ink;
  let worst = 21;
  for (const shade of shades) {
    const base = typeof shade === 'string' ? parseColour(shade) : shade;
    const patterned = mix(base, text, PATTERN_OPACITY);
    for (const under of [
      base,
      patterned,
      mix(base, WHITE, SHEEN_OPACITY),
      mix(patterned, WHITE, SHEEN_OPACITY),
    ]) {
      for (const dim of [1, DARK_DIM]) {
        const ratio = ratioOf(mix(text, BLACK, 1 - dim), mix(under, BLACK, 1 - dim));
        worst = Math.min(worst, ratio);
      }
    }
  }
  return worst;
}

export interface ArtPalette {
  /** Text and pattern colour. */
  ink: string;
  /** The gradient's light and dark ends (and its midpoint), every one ≥ 4.5:1 against `ink` under every overlay. */
  light: string;
  dark: string;
  mid: string;
}

/** Palettes already worked out, by colour: the sample brands share a dozen colours, and each search takes ~1 ms. */
const palettes = new Map<string, ArtPalette>();

/** Two related shades of `colour`, pushed away from the text colour until the text reads on them. */
export function artPalette(colour: string): ArtPalette {
  let palette = palettes.get(colour);
  if (!palette) {
    palette = searchPalette(colour);
    if (palettes.size < 256) palettes.set(colour, palette);
  }
  return palette;
}

function searchPalette(colour: string): ArtPalette {
  const base = parseColour(colour);
  const white =
    contrastRatio(toHex(base), '#ffffff') >= contrastRatio(toHex(base), toHex(DARK_INK));
  const ink = white ? WHITE : DARK_INK;
  const away = white ? BLACK : WHITE;
  let light = mix(base, WHITE, 0.16);
  let dark = mix(base, BLACK, 0.2);
  for (
    let step = 0;
    step < 40 && worstContrast(ink, [light, dark, mix(light, dark, 0.5)]) < 4.6;
    step += 1
  ) {
    light = mix(light, away, 0.08);
    dark = mix(dark, away, 0.08);
  }
  return {
    ink: toHex(ink),
    light: toHex(light),
    dark: toHex(dark),
    mid: toHex(mix(light, dark, 0.5)),
  };
}

/** The five mark shapes, drawn in a 96-unit box around (48, 48). */
const SHAPES = [
  '<circle cx="48" cy="48" r="31" fill="F"/>',
  '<rect x="18" y="18" width="60" height="60" rx="14" fill="F"/>',
  '<path d="M48 17C73 17 79 23 79 48S73 79 48 79 17 73 17 48 23 17 48 17Z" fill="F"/>',
  '<path d="M48 15l29 9v22c0 18-12 29-29 35-17-6-29-17-29-35V24z" fill="F"/>',
  '<path d="M48 15l29 16.5v33L48 81 19 64.5v-33z" fill="F"/>',
] as const;
/** Accents peeking out behind the shape's top right corner. */
const ACCENTS = [
  '<circle cx="74" cy="22" r="13" fill="F"/>',
  '<circle cx="74" cy="22" r="11" fill="none" stroke="F" stroke-width="5"/>',
  '<path d="M74 6l5 11 11 5-11 5-5 11-5-11-11-5 11-5z" fill="F"/>',
] as const;

/** The mark's SVG (96-unit box): shape in `fill`, accent in `accent`, monogram in `ink`. */
function mark(name: string, fill: string, accent: string, ink: string): string {
  const hash = hashOf(name);
  const initials = initialsOf(name);
  const letters = initials.length > 1 && (hash >>> 9) % 2 === 0 ? initials : initials.slice(0, 1);
  const size = letters.length > 1 ? 28 : 42;
  const shape = (hash >>> 3) % SHAPES.length;
  // The shield's optical centre sits a little higher.
  const y = 48 + size * 0.36 - (shape === 3 ? 3 : 0);
  return (
    (ACCENTS[(hash >>> 6) % ACCENTS.length] as string).replace('F', accent) +
    (SHAPES[shape] as string).replace('F', fill) +
    `<text x="48" y="${y.toFixed(1)}" font-size="${size}" font-weight="800" fill="${ink}" text-anchor="middle">${escapeXml(letters)}</text>`
  );
}

/** A name as wordmark lines: its words on one or two lines (the two halves by length), each at most 12 characters. */
export function wordmarkLines(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return ['?'];
  let lines = [words.join(' ')];
  if (Array.from(lines[0] as string).length > 9 && words.length > 1) {
    // Split where the two lines come out most even.
    let best = 1;
    for (let at = 1; at < words.length; at += 1) {
      const gap = (count: number) =>
        Math.abs(words.slice(0, count).join(' ').length - words.slice(count).join(' ').length);
      if (gap(at) < gap(best)) best = at;
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
  }
  return lines.map((line) => clip(line, 12));
}

/**
 * A 96 × 96 logo: the brand's name set as a wordmark (heavy type, one or two lines, sized to fit)
 * in the card's text colour on the brand colour, with a seeded accent (an underline, a dot or
 * none) and case. The text keeps ≥ 4.5:1 on the colour (the card palette's guarantee).
 */
export function brandLogo(name: string, colour: string): string {
  return svgDataUri(brandLogoSvg(name, colour));
}

/** {@link brandLogo}'s SVG markup. */
export function brandLogoSvg(name: string, colour: string): string {
  const palette = artPalette(colour);
  const hash = hashOf(name);
  const upper = (hash >>> 5) % 3 === 0;
  const lines = wordmarkLines(upper ? name.toUpperCase() : name);
  const longest = Math.max(...lines.map((line) => Array.from(line).length));
  // Heavy sans averages about .62 em a glyph (capitals about .7): fit 80 units, 12 to 30 units tall.
  const size = Math.max(12, Math.min(30, Math.floor(80 / (longest * (upper ? 0.7 : 0.62)))));
  const squeeze =
    longest * size * (upper ? 0.7 : 0.62) > 82
      ? ` textLength="80" lengthAdjust="spacingAndGlyphs"`
      : '';
  const lineHeight = size * 1.05;
  const top = 48 - (lineHeight * lines.length) / 2 + size * 0.78;
  const accent = (hash >>> 8) % 3;
  const last = top + lineHeight * (lines.length - 1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" font-family="${FONT}">` +
    `<rect width="96" height="96" fill="${palette.mid}"/>` +
    lines
      .map(
        (line, i) =>
          `<text x="48" y="${(top + lineHeight * i).toFixed(1)}" font-size="${size}" font-weight="800" letter-spacing="-.5" fill="${palette.ink}" text-anchor="middle"${squeeze}>${escapeXml(line)}</text>`,
      )
      .join('') +
    (accent === 0
      ? `<rect x="30" y="${(last + size * 0.3).toFixed(1)}" width="36" height="3" rx="1.5" fill="${palette.ink}"/>`
      : '') +
    (accent === 1
      ? `<circle cx="${(48 + Math.min(40, Array.from(lines.at(-1) as string).length * size * 0.31 + 4)).toFixed(1)}" cy="${(last - size * 0.08).toFixed(1)}" r="2.5" fill="${palette.ink}"/>`
      : '') +
    `</svg>`
  );
}

/** The card patterns as SVG tiles (`<pattern>` bodies) or shapes, stroked or filled in `P`. */
const PATTERNS: readonly ((hash: number) => string)[] = [
  // waves
  () =>
    `<pattern id="p" width="80" height="28" patternUnits="userSpaceOnUse"><path d="M0 14q20-12 40 0t40 0" fill="none" stroke="P" stroke-width="3"/></pattern>`,
  // dots
  (hash) =>
    `<pattern id="p" width="${14 + (hash % 3) * 4}" height="${14 + (hash % 3) * 4}" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2.5" fill="P"/></pattern>`,
  // stripes
  (hash) =>
    `<pattern id="p" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(${[30, 45, 60][hash % 3]})"><path d="M0 0v18" stroke="P" stroke-width="7"/></pattern>`,
  // chevrons
  () =>
    `<pattern id="p" width="36" height="20" patternUnits="userSpaceOnUse"><path d="M0 14l18-10 18 10" fill="none" stroke="P" stroke-width="4"/></pattern>`,
  // crosses
  (hash) =>
    `<pattern id="p" width="${22 + (hash % 2) * 6}" height="${22 + (hash % 2) * 6}" patternUnits="userSpaceOnUse"><path d="M11 5v12M5 11h12" stroke="P" stroke-width="3"/></pattern>`,
  // diamonds
  () =>
    `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M12 3l9 9-9 9-9-9z" fill="none" stroke="P" stroke-width="2.5"/></pattern>`,
  // rings, around a corner
  (hash) => {
    const cx = hash % 2 ? 317 : 250;
    return `<g id="p" fill="none" stroke="P" stroke-width="10">${[40, 80, 120, 160, 200].map((r) => `<circle cx="${cx}" cy="0" r="${r}"/>`).join('')}</g>`;
  },
];

/** How many card patterns there are (the `pattern` of {@link giftCardSvg} counts in them). */
export const CARD_PATTERN_COUNT = PATTERNS.length;

/** `text` in at most `max` characters, with an ellipsis when cut (never splitting a surrogate pair). */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * A 317 × 200 gift card (1.586:1, rounded like a real card): a gradient of the brand's shades, a
 * pattern, a sheen, the brand's mark, its name and a caption, all seeded from the name. Names of
 * any length fit: shrunk to 14 units, then squeezed and cut with an ellipsis, and clipped to the card.
 *
 * @param pattern - Which of the card patterns to draw (counted modulo {@link CARD_PATTERN_COUNT}),
 * so a set of cards can give each its own; without it the name chooses one.
 */
export function giftCardImage(
  name: string,
  colour: string,
  caption = 'GIFT CARD',
  pattern?: number,
): string {
  return svgDataUri(giftCardSvg(name, colour, caption, pattern));
}

/**
 * {@link giftCardImage}'s SVG markup. `pattern` picks the card's pattern (counted modulo
 * {@link CARD_PATTERN_COUNT}); without it the name chooses one.
 */
export function giftCardSvg(
  name: string,
  colour: string,
  caption = 'GIFT CARD',
  pattern?: number,
): string {
  const palette = artPalette(colour);
  const hash = hashOf(name);
  const choice = Math.abs(Math.trunc(pattern ?? hash)) % PATTERNS.length || 0;
  const drawn = (PATTERNS[choice] as (hash: number) => string)(hash >>> 4);
  const tiled = drawn.startsWith('<pattern');
  const width = CARD_WIDTH - 40;
  const shown = clip(name.trim() || 'Gift card', 40);
  const length = Array.from(shown).length;
  // Bold sans averages about .6 em a glyph; below 14 units the name is squeezed instead.
  const size = Math.max(14, Math.min(28, Math.floor(width / (Math.max(1, length) * 0.6))));
  const fit =
    length * size * 0.6 > width * 0.85
      ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"`
      : '';
  const label = clip(caption, 24);
  const labelFit =
    Array.from(label).length > 16 ? ` textLength="200" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">` +
    `<defs><clipPath id="c"><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="12"/></clipPath>` +
    `<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>` +
    `<linearGradient id="s" x2="1" y2="1"><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset=".45" stop-color="#fff" stop-opacity="${SHEEN_OPACITY}"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    (tiled ? drawn.replace(/P/g, palette.ink) : '') +
    `</defs><g clip-path="url(#c)">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#g)"/>` +
    `<g opacity="${PATTERN_OPACITY}">${tiled ? `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#p)"/>` : drawn.replace(/P/g, palette.ink)}</g>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#s)"/>` +
    `<g transform="translate(12 10) scale(.5)">${mark(name, palette.ink, palette.ink, palette.dark)}</g>` +
    `<text x="297" y="34" font-size="12" font-weight="700" letter-spacing="2" fill="${palette.ink}" text-anchor="end"${labelFit}>${escapeXml(label)}</text>` +
    `<text x="20" y="176" font-size="${size}" font-weight="700" fill="${palette.ink}"${fit}>${escapeXml(shown)}</text>` +
    `</g></svg>`
  );
}

/** A small gift box icon (48×48) for special prize slots. */
export function giftIcon(colour = '#fdc953'): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
      `<rect x="6" y="18" width="36" height="26" rx="3" fill="${colour}"/>` +
      `<rect x="4" y="12" width="40" height="9" rx="2" fill="#f08a24"/>` +
      `<rect x="21" y="12" width="6" height="32" fill="#c0392b"/>` +
      `<path d="M24 12c-4-8-12-8-12-3s8 3 12 3c4 0 12 2 12-3s-8-5-12 3z" fill="none" stroke="#c0392b" stroke-width="3"/>` +
      `</svg>`,
  );
}

/** A brand's art: its colour (logo and card) and its card's pattern. */
export interface BrandArt {
  /** The brand colour (its logo and card). */
  colour: string;
  /** Its card's pattern, for {@link giftCardSvg}. */
  pattern: number;
}

/** What the plan needs to know of a brand: its name and categories. */
export interface PlannedBrand {
  name: string;
  category: string;
  also?: string;
}

/**
 * The art of a list of brands (the sample's 168 base brands, in their build order). Brands are shown side by side in
 * a few orders (the build order, which the popular and second home rows keep; A–Z overall, as the
 * balance checker and search results list them; A–Z within each category, as the catalogue
 * does): each brand takes the least used colour that none of its neighbours in those orders has,
 * so two brands next to each other never look alike, and then the next pattern for that colour,
 * so no two of the 168 gift cards share both colour and pattern.
 */
export function planBrandArt(
  entries: readonly PlannedBrand[],
  colours: readonly string[],
): BrandArt[] {
  const neighbours = entries.map(() => new Set<number>());
  const link = (order: readonly number[]) => {
    for (let at = 1; at < order.length; at += 1) {
      const [a, b] = [order[at - 1] as number, order[at] as number];
      neighbours[a]?.add(b);
      neighbours[b]?.add(a);
    }
  };
  const indexes = entries.map((_, index) => index);
  // The site lists A–Z with an en-GB Intl.Collator; for the sample's names (letters, spaces, "&",
  // "'" and "-") plain lower-case order is the same, and creating a collator costs the browser
  // over 10 ms, in the task that first reads the sample data after hydration. The brand tests
  // check every neighbour in the collator's orders.
  const keys = entries.map((entry) => entry.name.toLowerCase());
  const byName = (list: number[]) =>
    list.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  link(indexes);
  link(indexes.filter((index) => index % 10 === 1));
  link(indexes.filter((index) => index % 10 !== 1));
  // Sorted once: a category's A–Z order is the overall one filtered (the sort is stable), and
  // comparing with the collator is the plan's main cost, paid in the browser after hydration.
  const alphabetical = byName(indexes.slice());
  link(alphabetical);
  for (const slug of KNOWN_CATEGORY_SLUGS)
    link(alphabetical.filter((i) => [entries[i]!.category, entries[i]!.also].includes(slug)));
  const used = colours.map(() => 0);
  const plan: BrandArt[] = [];
  entries.forEach((entry, index) => {
    const taken = new Set(
      [...(neighbours[index] ?? [])].map((other) => plan[other]?.colour).filter(Boolean),
    );
    // Start the search at a place of the name's own, so the colours do not run in palette order.
    const start = hashOf(entry.name) % colours.length;
    let best = -1;
    for (let step = 0; step < colours.length; step += 1) {
      const candidate = (start + step) % colours.length;
      if (taken.has(colours[candidate])) continue;
      if (best < 0 || (used[candidate] as number) < (used[best] as number)) best = candidate;
    }
    if (best < 0) best = start;
    plan.push({
      colour: colours[best] as string,
      pattern: (used[best] as number) % CARD_PATTERN_COUNT,
    });
    used[best] = (used[best] as number) + 1;
  });
  return plan;
}
