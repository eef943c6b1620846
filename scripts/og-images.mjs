// Link previews (Open Graph / Twitter card images) for the prerendered site: 1200 × 630 PNG
// files, drawn as SVG and rasterised with resvg (@resvg/resvg-js, a Rust renderer shipped as a
// prebuilt binary in an npm package), with the house typeface (Figtree, as TrueType from an npm package), so the output
// does not depend on the fonts of the machine. One image per brand (its gift card art, name
// and offer), one for every other page, and the square logo the Organization JSON-LD names.
// Rendered images are cached by content in node_modules/.cache/giftcash/og, so a rebuild only
// draws what changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './aliases.mjs';

const require = createRequire(import.meta.url);
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const INK = '#1d1a12';
const ACCENT = '#fdc953';
const ORANGE = '#e8590c';

/** resvg's font options for every build-time drawing: Figtree (400, 700, 800) only, never the machine's fonts. */
export function figtreeOnly() {
  const dir = path.dirname(require.resolve('@expo-google-fonts/figtree/package.json'));
  const fontFiles = [
    '400Regular/Figtree_400Regular.ttf',
    '700Bold/Figtree_700Bold.ttf',
    '800ExtraBold/Figtree_800ExtraBold.ttf',
  ].map((file) => path.join(dir, file));
  return {
    fontFiles,
    loadSystemFonts: false,
    defaultFontFamily: 'Figtree',
    sansSerifFamily: 'Figtree',
  };
}

/** Text for SVG: XML-escaped, control characters dropped. */
export function escapeXml(value) {
  return (
    String(value)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Splits `text` into at most `maxLines` lines of about `perLine` characters, on spaces; the last line ends with … when cut. */
export function wrapText(text, perLine, maxLines) {
  const words = String(text).trim().split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= perLine || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines
    .slice(0, maxLines)
    .map((value) => (value.length > perLine ? `${value.slice(0, perLine - 1)}…` : value));
  if (lines.length > maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

const logoMark = (x, y, size) => `
  <g transform="translate(${x} ${y}) scale(${size / 32})">
    <rect x="2" y="7" width="24" height="18" rx="4" fill="${ACCENT}"/>
    <path d="M2 13h24M11 7v18" stroke="${INK}" stroke-width="2" fill="none"/>
    <circle cx="25" cy="22" r="6" fill="${ORANGE}" stroke="${INK}" stroke-width="1.5"/>
    <path d="M25 19v6M23 21h4" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round"/>
  </g>`;

const frame = (
  body,
  siteHost,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#fffaf0"/>
  <circle cx="1120" cy="40" r="260" fill="${ACCENT}" fill-opacity="0.35"/>
  <rect y="${OG_HEIGHT - 96}" width="${OG_WIDTH}" height="96" fill="${INK}"/>
  ${logoMark(64, OG_HEIGHT - 80, 64)}
  <text x="140" y="${OG_HEIGHT - 36}" font-family="Figtree" font-weight="800" font-size="36" fill="#ffffff">GiftCash</text>
  <text x="${OG_WIDTH - 64}" y="${OG_HEIGHT - 38}" font-family="Figtree" font-weight="400" font-size="26" fill="#f5f0e1" text-anchor="end">${escapeXml(siteHost)}</text>
  ${body}
</svg>`;

/** The preview of a brand page: card art on the left, name and offer on the right. */
export function brandImageSvg({ name, offer, art, siteHost }) {
  const nameLines = wrapText(name, 16, 3);
  const nameSize = nameLines.length > 2 ? 50 : 58;
  const offerLines = offer ? offer.split(' + ').slice(0, 2) : [];
  let y = 120;
  const text = [];
  for (const line of nameLines) {
    y += nameSize * 1.12;
    text.push(
      `<text x="640" y="${y.toFixed(0)}" font-family="Figtree" font-weight="800" font-size="${nameSize}" fill="${INK}">${escapeXml(line)}</text>`,
    );
  }
  y += 12;
  text.push(
    `<text x="640" y="${(y + 34).toFixed(0)}" font-family="Figtree" font-weight="400" font-size="30" fill="#4a4536">Gift Card</text>`,
  );
  y += 60;
  offerLines.forEach((line, index) => {
    y += 54;
    const [first, ...rest] = line.split(' ');
    const cashback = index === 0 && /cashback/.test(line);
    text.push(
      `<text x="640" y="${y.toFixed(0)}" font-family="Figtree" font-size="40" fill="${INK}"><tspan font-weight="800" fill="${cashback ? ORANGE : INK}">${escapeXml(first)}</tspan><tspan font-weight="400"> ${escapeXml(rest.join(' '))}</tspan></text>`,
    );
  });
  const card = art
    ? `<image x="0" y="0" width="480" height="300" href="${art}" preserveAspectRatio="xMidYMid meet"/>`
    : `<rect width="480" height="300" rx="24" fill="${INK}"/><text x="32" y="170" font-family="Figtree" font-weight="800" font-size="40" fill="#ffffff">${escapeXml(wrapText(name, 18, 1)[0] ?? '')}</text><text x="32" y="262" font-family="Figtree" font-size="20" letter-spacing="4" fill="#ffffff" fill-opacity="0.8">GIFT CARD</text>`;
  const body = `
  <g transform="translate(72 96) rotate(-4 240 150)">
    <rect x="10" y="16" width="480" height="300" rx="24" fill="${INK}" fill-opacity="0.18"/>
    ${card}
  </g>
  ${text.join('\n  ')}`;
  return frame(body, siteHost);
}

/** The preview of every other page: the claim, and `brands` (e.g. `160+ UK brands`, from the build's data:). */
export function siteImageSvg({ claim, siteHost, brands = 'UK brands' }) {
  const lines = wrapText(claim, 22, 3);
  const body = lines
    .map(
      (line, index) =>
        `<text x="72" y="${170 + index * 86}" font-family="Figtree" font-weight="800" font-size="72" fill="${index === 1 ? ORANGE : INK}">${escapeXml(line)}</text>`,
    )
    .concat(
      `<text x="72" y="${170 + lines.length * 86 + 20}" font-family="Figtree" font-size="34" fill="#4a4536">${escapeXml(brands)} · coins for prize games · get the app</text>`,
    )
    .join('\n  ');
  return frame(body, siteHost);
}

/** The square logo (Organization.logo). */
export function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#fffaf0"/>${logoMark(64, 64, 384)}</svg>`;
}

const IMAGE_TYPES = /^image\/(png|jpe?g|gif|svg\+xml|webp)\b/i;

/**
 * A brand's gift card art as a data: URI resvg can draw (base64), or null. data: URIs are
 * re-encoded; http(s) images are fetched (10 s timeout, 5 MB at most); anything else is skipped.
 */
export async function loadArt(url, { fetchImpl = globalThis.fetch, timeoutMs = 10_000 } = {}) {
  if (typeof url !== 'string' || !url) return null;
  const data = /^data:([^;,]+)((?:;[^;,]+)*?)(;base64)?,(.*)$/is.exec(url);
  if (data) {
    const [, type, , base64, payload] = data;
    if (!IMAGE_TYPES.test(type)) return null;
    try {
      const bytes = base64
        ? Buffer.from(payload, 'base64')
        : Buffer.from(decodeURIComponent(payload), 'utf8');
      return await asDrawable(type, bytes);
    } catch {
      return null;
    }
  }
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !IMAGE_TYPES.test(type)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > 5 * 1024 * 1024) return null;
    return await asDrawable(type.split(';')[0], bytes);
  } catch {
    return null;
  }
}

/**
 * Raster images are embedded as they are. SVG art is rasterised first (at twice the size it is
 * drawn at), because resvg draws the text of an SVG nested in an <image> without fonts.
 */
async function asDrawable(type, bytes) {
  if (/svg/i.test(type))
    return `data:image/png;base64,${Buffer.from(await renderPng(bytes.toString('utf8'), { width: 960 })).toString('base64')}`;
  return `data:${type};base64,${bytes.toString('base64')}`;
}

let resvgModule;
/** Rasterises an SVG to PNG with the bundled Figtree font (no system fonts). */
export async function renderPng(svg, { width } = {}) {
  resvgModule ??= await import('@resvg/resvg-js');
  const resvg = new resvgModule.Resvg(svg, {
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    font: figtreeOnly(),
    shapeRendering: 2,
    textRendering: 1,
    imageRendering: 0,
  });
  return resvg.render().asPng();
}

/** The installed version of the npm package `name` (cache keys name the renderers they depend on). */
export function packageVersion(name) {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
    .version;
}

/**
 * `render(input)`, cached by content: the result is kept in `cacheDir` as `<hash>.<ext>`, the hash
 * taken over `version` (what else the result depends on) and `input`. Returns { output, hit },
 * `output` a Buffer when read from the cache.
 */
export async function cachedRender({ cacheDir, version, ext }, input, render) {
  const file = path.join(
    cacheDir,
    `${createHash('sha256').update(`${version}\n${input}`).digest('hex').slice(0, 32)}.${ext}`,
  );
  if (existsSync(file)) return { output: readFileSync(file), hit: true };
  const output = await render(input);
  writeFileSync(file, output);
  return { output, hit: false };
}

/**
 * Writes every preview into `<outDir>/og/`: `jobs` is a list of { file, svg }. Reuses cached
 * renders; returns { written, rendered, cached, ms }.
 */
export async function writeImages(
  outDir,
  jobs,
  { cacheDir = path.join(ROOT, 'node_modules/.cache/giftcash/og') } = {},
) {
  const started = Date.now();
  const dir = path.join(outDir, 'og');
  mkdirSync(dir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const cache = { cacheDir, version: packageVersion('@resvg/resvg-js'), ext: 'png' };
  let cached = 0;
  for (const { file, svg } of jobs) {
    const { output, hit } = await cachedRender(cache, svg, renderPng);
    if (hit) cached += 1;
    writeFileSync(path.join(dir, file), output);
  }
  return { written: jobs.length, rendered: jobs.length - cached, cached, ms: Date.now() - started };
}
