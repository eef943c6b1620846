'use client';

import { forwardRef, type HTMLAttributes, type MouseEvent } from 'react';
import {
  buildShareUrl,
  INSTAGRAM_APP_URL,
  INSTAGRAM_WEB_URL,
  OUTBOUND_REL,
  type ShareNetwork,
} from '@giftcash/core';
import { cx } from '@giftcash/core/react';

/** The nine networks in display order with their labels. */
export const SHARE_NETWORKS: ReadonlyArray<{ network: ShareNetwork; label: string }> = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'whatsapp', label: 'WhatsApp' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'email', label: 'Email' },
  { network: 'telegram', label: 'Telegram' },
  { network: 'reddit', label: 'Reddit' },
  { network: 'pinterest', label: 'Pinterest' },
];

/** The spec's Instagram fallback delay. */
export const INSTAGRAM_FALLBACK_MS = 500;

/** Whether this looks like a phone or tablet (coarse pointer or a mobile user agent). Browser only. */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  const coarse =
    typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  const agent =
    typeof navigator !== 'undefined' &&
    /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
  return coarse || agent;
}

/**
 * Instagram has no web share: on mobile try the app's share link, then open the Instagram site
 * after 0.5 s; on desktop the link simply opens the site.
 */
export function openInstagram(
  event: MouseEvent<HTMLAnchorElement>,
  mobile: boolean = isMobileDevice(),
): void {
  if (!mobile) return;
  event.preventDefault();
  window.location.href = INSTAGRAM_APP_URL;
  window.setTimeout(() => {
    window.open(INSTAGRAM_WEB_URL, '_blank', 'noopener,noreferrer');
  }, INSTAGRAM_FALLBACK_MS);
}

/**
 * Props of {@link ShareButtons}: a `<ul>`'s attributes (spread on the list, which takes the ref),
 * plus what is shared.
 */
export interface ShareButtonsProps extends HTMLAttributes<HTMLUListElement> {
  /** The address to share. */
  url: string;
  /** The message, e.g. `Join me on GiftCash with my referral code: SARAH25!`. */
  text: string;
  /** Detects mobile for the Instagram fallback. @default isMobileDevice */
  isMobile?: () => boolean;
}

/** Share links to Facebook, Instagram, Twitter, WhatsApp, LinkedIn, email, Telegram, Reddit and Pinterest. */
export const ShareButtons = forwardRef<HTMLUListElement, ShareButtonsProps>(function ShareButtons(
  { url, text, isMobile = isMobileDevice, className, ...rest },
  ref,
) {
  return (
    <ul ref={ref} className={cx('gc-share', className)} {...rest}>
      {SHARE_NETWORKS.map(({ network, label }) => {
        const href = buildShareUrl(network, { url, text });
        const external = network !== 'email';
        return (
          <li key={network}>
            <a
              className="gc-button gc-share-link"
              data-variant="pill"
              data-network={network}
              href={href}
              aria-label={`Share on ${label}`}
              {...(external ? { target: '_blank', rel: OUTBOUND_REL } : {})}
              onClick={
                network === 'instagram' ? (event) => openInstagram(event, isMobile()) : undefined
              }
            >
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
});
