import { encodeUrlPart } from '../data/urlPart';

// Its own module: pages that only link out (the site's header and menus) need nothing else here.
export { OUTBOUND_REL } from './outbound';

/** Networks an outbound share link can be built for. */
export type ShareNetwork =
  | 'facebook'
  | 'twitter'
  | 'whatsapp'
  | 'linkedin'
  | 'email'
  | 'telegram'
  | 'reddit'
  | 'pinterest'
  | 'instagram';

/** What a share link carries. */
export interface ShareContent {
  /** The page being shared. */
  url: string;
  /** Message or title. */
  text?: string;
  /** Image (Pinterest). */
  image?: string;
}

const q = encodeUrlPart;

/**
 * The outbound address that shares `content` on `network`. Every parameter is URL-encoded;
 * nothing is sent anywhere until a person follows the link. Instagram has no web share
 * endpoint, so its link is the Instagram site (see `INSTAGRAM_APP_URL` for the app).
 */
export function buildShareUrl(
  network: ShareNetwork,
  { url, text = '', image }: ShareContent,
): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(text)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(text ? `${text} ${url}` : url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'email':
      return `mailto:?subject=${q(text)}&body=${q(text ? `${text}\n\n${url}` : url)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${q(url)}&text=${q(text)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${q(url)}&title=${q(text)}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${q(url)}&description=${q(text)}${image ? `&media=${q(image)}` : ''}`;
    case 'instagram':
      return INSTAGRAM_WEB_URL;
  }
}

/** The Instagram site: Instagram has no web share address, so its share link goes here. */
export const INSTAGRAM_WEB_URL = 'https://www.instagram.com/';
/** Deep link that opens the Instagram app's share sheet on phones. */
export const INSTAGRAM_APP_URL = 'instagram://sharesheet';
