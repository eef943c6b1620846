/**
 * Outbound share links for a brand page. Every address is built by core `buildShareUrl`
 * (each parameter URL-encoded) and only ever followed by a person; nothing is sent from here.
 */
import { buildShareUrl, safeHttpUrl, safeImageUrl } from '@giftcash/core';

/**
 * What {@link brandShareLinks} shares: the page, the brand's name and its gift card image. Every
 * field may come from data; unsafe addresses are dropped, never shared.
 */
export interface BrandShareContent {
  /** The brand page address being shared. */
  url: string;
  /** The brand's name. */
  brandName: string;
  /**
   * The gift card image, for Pinterest: an `http(s)` address, or a root-relative path (a site
   * serving its own art, `/sample-art/…`), made absolute on the shared page's origin. A `data:`
   * or `blob:` image cannot be fetched by anyone else, so Pinterest gets none.
   */
  image?: string | undefined;
}

/** The image as an absolute `http(s)` address others can fetch, or `undefined`. */
export function shareableImage(image: string | undefined, page: string): string | undefined {
  const usable = safeImageUrl(image);
  if (!usable || !usable.startsWith('/')) return safeHttpUrl(usable);
  if (!page) return undefined;
  try {
    return safeHttpUrl(new URL(usable, page).href);
  } catch {
    return undefined;
  }
}

/**
 * The outbound share addresses {@link brandShareLinks} builds, one per network, each a complete
 * `https:` address with every parameter URL-encoded.
 */
export interface BrandShareLinks {
  /** Facebook's sharer with the page address. */
  facebook: string;
  /** Instagram's site, `https://www.instagram.com/`: Instagram has no web share address. */
  instagram: string;
  /** Reddit's submit form with the page address and the share text as the title. */
  reddit: string;
  /** Pinterest's pin form with the page address, the share text and the image when it is shareable. */
  pinterest: string;
}

/** The share message: `{brand} Gift Card on GiftCash`. */
export const shareText = (brandName: string): string => `${brandName} Gift Card on GiftCash`;

/**
 * The outbound links of the share menu. The page address and image are used only when they
 * are `http:`/`https:` (an unsafe page address is shared as an empty string; a root-relative
 * image is resolved on the page's origin).
 */
export function brandShareLinks({ url, brandName, image }: BrandShareContent): BrandShareLinks {
  const page = safeHttpUrl(url) ?? '';
  const text = shareText(brandName);
  const media = shareableImage(image, page);
  return {
    facebook: buildShareUrl('facebook', { url: page, text }),
    instagram: buildShareUrl('instagram', { url: page, text }),
    reddit: buildShareUrl('reddit', { url: page, text }),
    pinterest: buildShareUrl(
      'pinterest',
      media ? { url: page, text, image: media } : { url: page, text },
    ),
  };
}
