/**
 * The image guard of ./safeUrl.ts, in a module of its own: every image on the site goes through
 * it (FallbackImage), and on its own it does not bring the link guard into the first page's code.
 * The link guard builds on `absoluteUrl` from here.
 */

/** `raw` (trimmed) as an absolute URL, or `undefined` when it is not a string, empty, over 8 KB or not absolute. */
export function absoluteUrl(raw: unknown): URL | undefined {
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

/**
 * Image addresses taken as they are (trimmed): a `data:image/…` URI, or a root-relative path
 * (`/art/x.svg`): one slash, then neither a slash nor a backslash (`//host` and `/\host` name
 * other hosts), and no space, backslash or control character anywhere.
 */
const IMAGE_AS_IS =
  // eslint-disable-next-line no-control-regex
  /^(data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]|\/(?![/\\])[^\s\\\0-\x1f]*$)/i;

/**
 * `raw` as an image source when it is `http(s):`, `blob:`, a `data:image/…` URI or a
 * root-relative path (`/…`, the page's own origin: a site serving its own art), else `undefined`.
 */
export function safeImageUrl(raw: unknown): string | undefined {
  const trimmed = typeof raw === 'string' ? raw.trim() : '';
  if (IMAGE_AS_IS.test(trimmed)) return trimmed;
  const url = absoluteUrl(trimmed);
  return url && /^(https?|blob):$/.test(url.protocol) ? url.href : undefined;
}
