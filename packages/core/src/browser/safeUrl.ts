/**
 * URL guards for data we do not control. Links are rendered only for `http:` and `https:`;
 * images also accept `data:image/…` (our sample artwork), `blob:` and root-relative paths. Anything else
 * (`javascript:`, `data:text/html`, `vbscript:`, malformed) yields `undefined`, and the UI
 * leaves the link or image out (or shows its fallback).
 */

import { absoluteUrl } from './safeImageUrl';

/** `raw` as a link target when it is an absolute `http:` or `https:` URL, else `undefined`. */
export function safeHttpUrl(raw: unknown): string | undefined {
  const url = absoluteUrl(raw);
  return url && /^https?:$/.test(url.protocol) ? url.href : undefined;
}

export { safeImageUrl } from './safeImageUrl';
