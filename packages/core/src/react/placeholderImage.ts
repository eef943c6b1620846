/**
 * A neutral gift card drawn in SVG, as a `data:` URI, for places that need an image address.
 * `FallbackImage` draws the same card as inline SVG elements instead (a strict
 * Content-Security-Policy blocks `data:` images).
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" rx="10" fill="#e9e6df"/>' +
      '<rect x="18" y="40" width="124" height="10" rx="5" fill="#fdc953"/><circle cx="80" cy="45" r="14" fill="#fdc953"/>' +
      '<rect x="18" y="70" width="60" height="8" rx="4" fill="#bdb8ad"/></svg>',
  );
