import { encodeUrlPart, safeHttpUrl } from '@giftcash/core';
import type { PlayCost } from '@giftcash/core/games';

/** Colour theme of an element: `auto` follows the visitor's `prefers-color-scheme`. */
export type EmbedTheme = 'light' | 'dark' | 'auto';

/** `theme` attribute → theme; anything unknown is `light`. */
export function parseTheme(value: string | null): EmbedTheme {
  return value === 'dark' || value === 'auto' ? value : 'light';
}

/** Where brand links go when `brand-link` is not set. */
export const DEFAULT_BRAND_LINK = 'https://giftcash.co.uk/brand/{id}';

/** Query parameter that carries `partner-id` on outbound links. */
export const PARTNER_PARAM = 'partner';

/**
 * The outbound address of a brand: `template` with `{id}` replaced by the (encoded) brand id,
 * plus `?partner=<partnerId>` when given. Templates that are not absolute http(s) addresses
 * fall back to {@link DEFAULT_BRAND_LINK}.
 */
export function brandHref(
  brandId: string,
  template: string | null | undefined,
  partnerId: string | null | undefined,
): string {
  const fill = (pattern: string) => safeHttpUrl(pattern.split('{id}').join(encodeUrlPart(brandId)));
  const href = (template && fill(template)) || (fill(DEFAULT_BRAND_LINK) as string);
  return withPartner(href, partnerId);
}

/** `href` with `partner=<partnerId>` in its query (unchanged without a partner id). */
export function withPartner(href: string, partnerId: string | null | undefined): string {
  const id = partnerId?.trim();
  if (!id) return href;
  try {
    const url = new URL(href);
    url.searchParams.set(PARTNER_PARAM, id);
    return url.href;
  } catch {
    return href;
  }
}

/** Boolean-ish attribute: absent → `fallback`; `false`/`off`/`0`/`no` → false; anything else → true. */
export function parseFlag(value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  return !['false', 'off', '0', 'no'].includes(value.trim().toLowerCase());
}

/**
 * `play-cost` attribute → what one spin costs, for the result's words (`You won!` only for a
 * prize worth at least that): whole coins (`5000`) or pounds (`£0.50`); `null` for anything else.
 */
export function parsePlayCost(value: string): PlayCost | null {
  const match = /^(?:(\d+)|£(\d+(?:\.\d\d?)?))$/.exec(value.trim());
  if (!match) return null;
  return match[1] ? Number(match[1]) : { type: 2, value: Number(match[2]) };
}
