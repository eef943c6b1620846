import type { Brand } from '@giftcash/core';
import { formatBrandCount, formatCoinAmount, isolateText } from '@giftcash/core';
import type { BreadcrumbList, Organization, WithContext } from 'schema-dts';
import { SITE_NAME, titleFor } from '../shell/pageTitles';
import { COMPANY_ADDRESS, COMPANY_NAME, SOCIAL_LINKS, SUPPORT_EMAIL } from '../shell/siteInfo';

/** The public origin of the production site (canonical URLs, `og:image`, the sitemap). */
export const DEFAULT_SITE_URL = 'https://giftcash.co.uk';

/** The home page's claim (its `<h1>` says the same). */
export const HERO_CLAIM = 'Up to 20% instant cashback on gift cards';

/** "160+ UK brands" for a count of brands, else "UK brands" when none is known. */
const ukBrands = (brandCount: number) =>
  brandCount > 0 ? `${formatBrandCount(brandCount)} UK brands` : 'UK brands';

/** The site's description (home page, and the HTML shell before any data): says how many brands from the data. */
export const siteDescription = (brandCount: number): string =>
  `Buy gift cards from ${ukBrands(brandCount)} and get up to 20% instant cashback plus coins for prize games.`;

const catalogueDescription = (brandCount: number) =>
  `Every GiftCash gift card deal by category: instant cashback of up to 20% and coins on ${ukBrands(brandCount)}.`;

/** Every public page that is prerendered: its path, and the path search engines should index. */
export interface PublicPage {
  path: string;
  /** The primary address when this one is an alternate (the legal aliases, `/brand`, `/help-and-support`). */
  canonicalPath?: string;
  /** The description, or how to write it from the number of brands the build sells. */
  description: string | ((brandCount: number) => string);
}

/**
 * The public routes of the route table that are prerendered (brand pages come from the build's
 * brand list). Signed-in pages (`/account…`, `/profile`), the game pages (they need the game
 * chosen on /games) and redirects (`/gift-cards`, unknown paths) keep the client-rendered shell.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', description: siteDescription },
  { path: '/gift-card-deals', description: catalogueDescription },
  { path: '/brand', canonicalPath: '/gift-card-deals', description: catalogueDescription },
  {
    path: '/check-gift-card-balance',
    description:
      'Check the balance of a UK gift card: how to check it for every brand GiftCash sells.',
  },
  {
    path: '/games',
    description:
      'Spend your GiftCash coins on the Cashback+ wheel of fortune, scratch cards and a free daily raffle.',
  },
  {
    path: '/raffle',
    description:
      'The free GiftCash daily raffle: everyone gets one free entry into every daily draw.',
  },
  {
    path: '/raffle-results',
    description: 'Results of the GiftCash daily raffle draws: winning places and prizes.',
  },
  {
    path: '/how-it-works',
    description:
      'How GiftCash works: buy a gift card in the app, get instant cashback and coins, play for prizes.',
  },
  {
    path: '/help-and-support',
    canonicalPath: '/how-it-works',
    description:
      'How GiftCash works: buy a gift card in the app, get instant cashback and coins, play for prizes.',
  },
  { path: '/contact', description: `Contact GiftCash support at ${SUPPORT_EMAIL}.` },
  {
    path: '/partners',
    description:
      'Put the GiftCash brand carousel, wheel or scratch card on your page: set it up, preview it and copy the code.',
  },
  { path: '/terms-of-service', description: 'The GiftCash terms and conditions.' },
  {
    path: '/terms-and-conditions',
    canonicalPath: '/terms-of-service',
    description: 'The GiftCash terms and conditions.',
  },
  {
    path: '/competition-rules',
    description: 'The rules of GiftCash competitions, prize games and the daily raffle.',
  },
  { path: '/gift-card-terms', description: 'The terms of gift cards bought with GiftCash.' },
  {
    path: '/gift-cards-terms',
    canonicalPath: '/gift-card-terms',
    description: 'The terms of gift cards bought with GiftCash.',
  },
  { path: '/privacy-cookie-policy', description: 'How GiftCash uses personal data and cookies.' },
  {
    path: '/private-and-cookie-policy',
    canonicalPath: '/privacy-cookie-policy',
    description: 'How GiftCash uses personal data and cookies.',
  },
];

/** The address of a brand page. */
export const brandPath = (id: string) => `/brand/${encodeURIComponent(id)}`;

/** A brand's offer in words: `20% instant cashback + 1.5K coins per £1 spent` (either part alone when the other is 0). */
export function brandOffer(
  brand: Pick<Brand, 'cashback_perc' | 'cashback_perc_label' | 'coins_per_pound'>,
): string {
  const parts: string[] = [];
  if (brand.cashback_perc > 0)
    parts.push(
      `${brand.cashback_perc_label || `${Math.round(brand.cashback_perc * 1000) / 10}%`} instant cashback`,
    );
  if (brand.coins_per_pound > 0)
    parts.push(`${formatCoinAmount(brand.coins_per_pound)} coins per £1 spent`);
  return parts.join(' + ');
}

/** The document title of a brand page: `Harbour & Pine Gift Card: 12% instant cashback – GiftCash`. */
/** Right-to-left letters and bidi controls: API text holding any is isolated in the title. */
const BIDI_SENSITIVE =
  /[\u0590-\u08ff\u200e\u200f\u202a-\u202e\u2066-\u2069\ufb1d-\ufdff\ufe70-\ufeff]/;
const isolated = (text: string) => (BIDI_SENSITIVE.test(text) ? isolateText(text) : text);

export function brandTitle(
  brand: Pick<Brand, 'name' | 'cashback_perc' | 'cashback_perc_label' | 'coins_per_pound'>,
): string {
  const cashback =
    brand.cashback_perc > 0
      ? `: ${isolated(brand.cashback_perc_label) || `${Math.round(brand.cashback_perc * 1000) / 10}%`} instant cashback`
      : '';
  return `${isolated(brand.name)} Gift Card${cashback} – ${SITE_NAME}`;
}

function brandDescription(brand: Brand): string {
  const offer = brandOffer(brand);
  const where = (brand.detail?.redemption_methods ?? [])
    .map((method) => (method === 'instore' ? 'in store' : method))
    .join(' and ');
  return `Buy a ${brand.name} gift card with GiftCash${offer ? ` and get ${offer}` : ''}.${where ? ` Spend it ${where}.` : ''}`;
}

export interface OgImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
  alt: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  ogType: 'website' | 'product';
  image: OgImage;
  /** JSON-LD documents for `<script type="application/ld+json">`. */
  jsonLd: object[];
}

/** The origin without a trailing slash; throws a clear message for anything but an absolute http(s) URL. */
export function siteOrigin(url: string | undefined): string {
  const value = (url || DEFAULT_SITE_URL).trim();
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(
      `GIFTCASH_SITE_URL must be an absolute http(s) address, e.g. ${DEFAULT_SITE_URL} (got "${value}")`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`GIFTCASH_SITE_URL must be http(s) (got "${value}")`);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** schema.org Organization for the home page. */
export function organizationJsonLd(origin: string): WithContext<Organization> {
  const [street, rest] = COMPANY_ADDRESS.split(', London ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY_NAME,
    alternateName: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/og/giftcash-logo.png`,
    email: SUPPORT_EMAIL,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: 'London',
      postalCode: (rest ?? '').replace(/, United Kingdom$/, ''),
      addressCountry: 'GB',
    },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

/** schema.org BreadcrumbList for a brand page: Home › Cashback Gift Cards › {brand} Gift Card. */
export function brandBreadcrumbJsonLd(
  origin: string,
  brand: Pick<Brand, 'id' | 'name'>,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Cashback Gift Cards',
        item: `${origin}/gift-card-deals`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: `${brand.name} Gift Card`,
        item: `${origin}${brandPath(brand.id)}`,
      },
    ],
  };
}

/** The file name (under `/og/`) of a brand's preview image: `brand-<id>.png` for a plain lower-case slug, else a safe slug plus a hash of the id. */
export function brandImageName(id: string): string {
  if (/^[a-z0-9][a-z0-9-]{0,80}$/.test(id)) return `brand-${id}.png`;
  let hash = 2166136261;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619) >>> 0;
  const slug = id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  // `b-` never starts a plain name (`brand-…`), so the two kinds cannot collide.
  return `b-${slug ? `${slug}-` : ''}${hash.toString(36)}.png`;
}

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The preview of every page but brand pages. */
export const SITE_IMAGE_NAME = 'giftcash.png';

/** Metadata of a public page (not a brand page); `brandCount` is how many brands the build's data holds. */
export function pageMeta(page: PublicPage, origin: string, brandCount = 0): PageMeta {
  return {
    title: titleFor(page.path),
    description:
      typeof page.description === 'function' ? page.description(brandCount) : page.description,
    canonical: `${origin}${page.canonicalPath ?? page.path}`,
    ogType: 'website',
    image: {
      url: `${origin}/og/${SITE_IMAGE_NAME}`,
      width: OG_WIDTH,
      height: OG_HEIGHT,
      type: 'image/png',
      alt: `${SITE_NAME}: ${HERO_CLAIM.toLowerCase()}`,
    },
    jsonLd: page.path === '/' ? [organizationJsonLd(origin)] : [],
  };
}

/** Metadata of a brand page. */
export function brandMeta(brand: Brand, origin: string): PageMeta {
  const offer = brandOffer(brand);
  return {
    title: brandTitle(brand),
    description: brandDescription(brand),
    canonical: `${origin}${brandPath(brand.id)}`,
    ogType: 'product',
    image: {
      url: `${origin}/og/${brandImageName(brand.id)}`,
      width: OG_WIDTH,
      height: OG_HEIGHT,
      type: 'image/png',
      alt: `${brand.name} gift card${offer ? `: ${offer}` : ''}`,
    },
    jsonLd: [brandBreadcrumbJsonLd(origin, brand)],
  };
}
