'use client';

import { forwardRef, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { safeImageUrl } from '../browser/safeUrl';
import { useComposedRefs } from '../interaction/useComposedRefs';

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
 * The default placeholder: a neutral gift card as inline SVG, in the image's box (its class and
 * size), named like the image (`alt`) or hidden when decorative.
 */
function PlaceholderArt({ alt, className, width, height, id, title }: Pick<FallbackImageProps, 'alt' | 'className' | 'width' | 'height' | 'id' | 'title'>) {
  return (
    <svg
      className={className}
      id={id}
      width={width}
      height={height}
      viewBox="0 0 160 100"
      data-fallback=""
      focusable="false"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {title ? <title>{title}</title> : null}
      <rect width="160" height="100" rx="10" fill="#e9e6df" />
      <rect x="18" y="40" width="124" height="10" rx="5" fill="#fdc953" />
      <circle cx="80" cy="45" r="14" fill="#fdc953" />
      <rect x="18" y="70" width="60" height="8" rx="4" fill="#bdb8ad" />
    </svg>
  );
}

/**
 * An `<img>` that never shows a broken image: it swaps to a fallback on error (also an error that
 * happened before hydration). The default fallback is inline SVG, so it shows under a
 * Content-Security-Policy that allows no `data:` images. The `ref` is the `<img>` (null while the
 * default placeholder shows).
 */
export const FallbackImage = forwardRef<HTMLImageElement, FallbackImageProps>(function FallbackImage(
  { src, fallbackSrc, alt, onError, ...rest },
  ref,
) {
  const safe = safeImageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const own = useRef<HTMLImageElement>(null);
  const refs = useComposedRefs(ref, own);
  const failed = !safe || failedSrc === safe;
  // A server-rendered image may have failed before the page hydrated (no error event then).
  useEffect(() => {
    const img = own.current;
    if (safe && img?.complete && !img.naturalWidth && img.getAttribute('src') === safe) setFailedSrc(safe);
  }, [safe]);
  if (failed && !fallbackSrc) return <PlaceholderArt alt={alt} className={rest.className} width={rest.width} height={rest.height} id={rest.id} title={rest.title} />;
  const shown = failed ? fallbackSrc : safe;
  return (
    <img
      ref={refs}
      alt={alt}
      decoding="async"
      {...rest}
      src={shown}
      data-fallback={failed ? '' : undefined}
      onError={(event) => {
        onError?.(event);
        if (safe) setFailedSrc(safe);
      }}
    />
  );
});
