'use client';

import { forwardRef, useState, type ImgHTMLAttributes } from 'react';
import { safeImageUrl } from '../browser/safeImageUrl';

/** Props of {@link FallbackImage}: an image's, with `src` from data. */
export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** Image address from data; unsafe or broken addresses show `fallbackSrc`. */
  src: string | undefined;
  /**
   * Image shown when `src` is missing, unsafe or fails to load. @default a neutral gift card
   * drawn as inline SVG elements (no `data:` URI, so a strict Content-Security-Policy allows it)
   */
  fallbackSrc?: string;
  /** Required: describe the image, or `""` when it is decorative. */
  alt: string;
}

/**
 * An `<img>` that never shows a broken image: it swaps to a fallback on error, also one that
 * happened before hydration. The default
 * fallback is inline SVG elements (no `data:` URI, no `innerHTML`), so it shows under a strict
 * Content-Security-Policy, Trusted Types included. The `ref` is the `<img>` (null while the
 * default placeholder shows).
 */
export const FallbackImage = forwardRef<HTMLImageElement, FallbackImageProps>(
  function FallbackImage({ src, fallbackSrc, alt, onError, ...rest }, ref) {
    const safe = safeImageUrl(src);
    const [failedSrc, setFailedSrc] = useState<string | undefined>();
    const failed = !safe || failedSrc === safe;
    // The default placeholder: the gift card as inline SVG in the image's box (class and size),
    // named like the image or hidden when decorative.
    if (failed && !fallbackSrc)
      return (
        <svg
          className={rest.className}
          width={rest.width}
          height={rest.height}
          viewBox="0 0 160 100"
          data-fallback=""
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={!alt || undefined}
        >
          <rect width="160" height="100" fill="#e9e6df" />
          <rect x="18" y="40" width="124" height="10" rx="5" fill="#fdc953" />
          <circle cx="80" cy="45" r="14" fill="#fdc953" />
          <rect x="18" y="70" width="60" height="8" rx="4" fill="#bdb8ad" />
        </svg>
      );
    return (
      <img
        ref={(img) => {
          if (typeof ref === 'function') ref(img);
          else if (ref) ref.current = img;
          // A server-rendered image can fail before the page hydrates (no error event reaches React then).
          // (Showing the fallback already, `safe` is undefined or failed: no change.)
          if (img?.complete && !img.naturalWidth) setFailedSrc(safe);
        }}
        alt={alt}
        decoding="async"
        {...rest}
        src={failed ? fallbackSrc : safe}
        data-fallback={failed ? '' : undefined}
        onError={(event) => {
          onError?.(event);
          if (safe) setFailedSrc(safe);
        }}
      />
    );
  },
);
