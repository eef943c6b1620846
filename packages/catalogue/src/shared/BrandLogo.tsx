import type { Brand } from '@giftcash/core';
import { FallbackImage, type FallbackImageProps } from '@giftcash/core/react';

/** Props of {@link BrandLogo}: the image's, less what comes from the brand and the size. */
interface BrandLogoProps extends Omit<FallbackImageProps, 'src' | 'alt' | 'width' | 'height'> {
  brand: Brand;
  /** Width and height, in px: the logos are square. */
  size: number;
  /** Added to `gc-brand-logo`, the class every brand logo shares. */
  className: string;
}

/**
 * A brand's square logo, or the placeholder when it has none or it fails. Decorative: the
 * brand's name always stands beside it.
 */
export function BrandLogo({ brand, size, className, ...rest }: BrandLogoProps) {
  return (
    <FallbackImage
      className={'gc-brand-logo ' + className}
      src={brand.detail?.assets?.logo_url}
      alt=""
      width={size}
      height={size}
      {...rest}
    />
  );
}
