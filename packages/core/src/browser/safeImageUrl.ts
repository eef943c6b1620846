/**
 * The image guard of ./safeUrl.ts, in a module of its own: every image on the site goes through
 * it (FallbackImage), and on its own it does not bring the link guard into the first page's code.
 */

/**
 * Image addresses taken as they are (trimmed): a `data:image/…` URI, or a root-relative path
 * (`/art/x.svg`): one slash, then neither a slash nor a backslash (`//host` and `/\host` name
 * other hosts), and no space, backslash or control character anywhere.
 */
// eslint-disable-next-line no-control-regex
const IMAGE_AS_IS = /^(data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]|\/(?![/\\])[^\s\\\0-\x1f]*$)/i;

/**
 * `raw` as an image source when it is `http(s):`, `blob:`, a `data:image/…` URI or a
 * root-relative path (`/…`, the page's own origin: a site serving its own art), else `undefined`.
 */
export function safeImageUrl(raw: unknown): string | undefined {
  const trimmed = typeof raw === 'string' ? raw.trim() : '';
  if (IMAGE_AS_IS.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return trimmed.length <= 8192 && /^(https?|blob):$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
