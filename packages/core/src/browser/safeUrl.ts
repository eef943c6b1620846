/**
 * URL guards for data we do not control. Links are rendered only for `http:` and `https:`;
 * images also accept `data:image/…` (our sample artwork) and `blob:`. Anything else
 * (`javascript:`, `data:text/html`, `vbscript:`, malformed) yields `undefined`, and the UI
 * leaves the link or image out (or shows its fallback).
 */

function parse(raw: unknown): URL | undefined {
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  if (!trimmed || trimmed.length > 8192) return undefined;
  try {
    // Absolute URLs only: a relative address from API data has no meaning on a partner page.
    return new URL(trimmed);
  } catch {
    return undefined;
  }
}

/** `raw` as a link target when it is an absolute `http:` or `https:` URL, else `undefined`. */
export function safeHttpUrl(raw: unknown): string | undefined {
  const url = parse(raw);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : undefined;
}

const IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

/** `raw` as an image source when it is `http(s):`, `blob:` or a `data:image/…` URI, else `undefined`. */
export function safeImageUrl(raw: unknown): string | undefined {
  if (typeof raw === 'string' && IMAGE_DATA.test(raw.trim())) return raw.trim();
  const url = parse(raw);
  if (!url) return undefined;
  return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'blob:' ? url.href : undefined;
}
