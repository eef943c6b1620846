/**
 * Sample artwork drawn as small SVG data URIs, so the sample data needs no network at all.
 */

/** A deliberately broken image (a PNG data URI with no image in it): exercises fallback paths. */
export const BROKEN_IMAGE_URL = 'data:image/png;base64,AAAA';

const FONT = 'Arial,Helvetica,sans-serif';

/** `svg` markup as a `data:image/svg+xml,` URI. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Dark or white text, whichever reads better on `background`. */
export function textColourOn(background: string): string {
  return luminance(background) > 0.4 ? '#1b1b1f' : '#ffffff';
}

/** Up to two initials of a brand name: `Harbour & Pine` → `HP`, `PixelPoint` → `PI`. */
export function initialsOf(name: string): string {
  const all = name.replace(/['’]/g, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const words = all.length > 1 && /^the$/i.test(all[0] as string) ? all.slice(1) : all;
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] as string).slice(0, 2).toUpperCase();
  return `${(words[0] as string)[0]}${(words[1] as string)[0]}`.toUpperCase();
}

/** A square 96×96 logo: the brand's initials on its colour. */
export function brandLogo(name: string, colour: string): string {
  const ink = textColourOn(colour);
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="18" fill="${colour}"/>` +
      `<text x="48" y="61" font-family="${FONT}" font-size="36" font-weight="700" fill="${ink}" text-anchor="middle">${escapeXml(initialsOf(name))}</text>` +
      `</svg>`,
  );
}

/** A 320×200 gift card showing the brand name on its colour. */
export function giftCardImage(name: string, colour: string, caption = 'GIFT CARD'): string {
  const ink = textColourOn(colour);
  // Shrink long names to fit the 272 px text area; textLength guards against wide glyphs.
  const size = Math.max(12, Math.min(28, Math.floor(470 / Math.max(1, name.length))));
  const fit = name.length > 17 ? ` textLength="272" lengthAdjust="spacingAndGlyphs"` : '';
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
      `<rect width="320" height="200" rx="16" fill="${colour}"/>` +
      `<circle cx="292" cy="26" r="96" fill="${ink}" fill-opacity=".12"/>` +
      `<text x="24" y="108" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${ink}"${fit}>${escapeXml(name)}</text>` +
      `<text x="24" y="174" font-family="${FONT}" font-size="14" letter-spacing="3" fill="${ink}" fill-opacity=".8">${escapeXml(caption)}</text>` +
      `</svg>`,
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
