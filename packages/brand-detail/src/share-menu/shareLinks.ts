/**
 * Outbound share links for a brand page. Every address is built by core `buildShareUrl`
 * (each parameter URL-encoded) and only ever followed by a person; nothing is sent from here.
 */
import { buildShareUrl, safeHttpUrl } from '@giftcash/core';

export interface BrandShareContent {
  /** The brand page address being shared. */
  url: string;
  /** The brand's name. */
  brandName: string;
  /** The gift card image; used by Pinterest only when it is an `http(s)` address. */
  image?: string | undefined;
}

export interface BrandShareLinks {
  facebook: string;
  instagram: string;
  reddit: string;
  pinterest: string;
}

/** The share message: `{brand} Gift Card on GiftCash`. */
export const shareText = (brandName: string): string => `${brandName} Gift Card on GiftCash`;

/**
 * The outbound links of the share menu. The page address and image are used only when they
 * are `http:`/`https:` (an unsafe page address is shared as an empty string).
 */
export function brandShareLinks({ url, brandName, image }: BrandShareContent): BrandShareLinks {
  const page = safeHttpUrl(url) ?? '';
  const text = shareText(brandName);
  const media = safeHttpUrl(image);
  return {
    facebook: buildShareUrl('facebook', { url: page, text }),
    instagram: buildShareUrl('instagram', { url: page, text }),
    reddit: buildShareUrl('reddit', { url: page, text }),
    pinterest: buildShareUrl('pinterest', media ? { url: page, text, image: media } : { url: page, text }),
  };
}
