'use client';

import { forwardRef, useState, type ImgHTMLAttributes } from 'react';
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
  return (
    <img
      ref={ref}
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
