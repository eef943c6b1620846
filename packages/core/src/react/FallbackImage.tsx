'use client';

import { forwardRef, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useComposedRefs } from '../interaction/useComposedRefs';
import { safeImageUrl } from '../browser/safeUrl';
import { PLACEHOLDER_IMAGE } from './placeholderImage';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** Image address from data; unsafe or broken addresses show `fallbackSrc`. */
  src: string | undefined;
  /** Shown when `src` is missing, unsafe or fails to load. @default a neutral gift card placeholder */
  fallbackSrc?: string;
  /** Required: describe the image, or `""` when it is decorative. */
  alt: string;
}

/** An `<img>` that never shows a broken image: it swaps to a fallback on error. */
export const FallbackImage = forwardRef<HTMLImageElement, FallbackImageProps>(function FallbackImage(
  { src, fallbackSrc = PLACEHOLDER_IMAGE, alt, onError, ...rest },
  ref,
) {
  const safe = safeImageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const shown = safe && failedSrc !== safe ? safe : fallbackSrc;
  const own = useRef<HTMLImageElement>(null);
  const composed = useComposedRefs(own, ref);

  // In server-rendered HTML the image can fail before React hydrates and attaches onError: an
  // image that finished without pixels loads once more (from the cache), so a real failure now
  // reaches onError and swaps like any other.
  useEffect(() => {
    const image = own.current;
    // eslint-disable-next-line no-self-assign -- setting src again restarts the load
    if (image?.complete && !image.naturalWidth) image.src = image.src;
  }, []);

  return (
    <img
      ref={composed}
      alt={alt}
      decoding="async"
      {...rest}
      src={shown}
      data-fallback={shown === fallbackSrc ? '' : undefined}
      onError={(event) => {
        onError?.(event);
        if (safe) setFailedSrc(safe);
      }}
    />
  );
});
