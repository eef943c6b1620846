// The header's navigation is its own module (./nav.ts): the header loads with every page, the rest
// of these facts only with the footer and the pages that show them.
import type { NavItem } from './nav';

export { FAQS_URL, HELP_NAV, MAIN_NAV, type NavItem } from './nav';

/** Facts about the company the chrome and the static pages show. */
export const SITE_VERSION = '1.0.2';
export const SUPPORT_EMAIL = 'support@giftcash.co.uk';
export const COMPANY_NAME = 'GiftCash Ltd';
export const COMPANY_ADDRESS = '20 Farringdon Road, London EC1M 3HE, United Kingdom';
export const COMPLAINTS_POLICY_URL = '/complaints-policy.pdf';

/** Social profiles (outbound; opened in a new tab with `rel="noopener noreferrer"`). */
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/giftcashuk' },
  { network: 'Instagram', href: 'https://www.instagram.com/giftcashuk' },
  // Named as the share buttons name it too (the spec's "Twitter"), so the two never disagree.
  { network: 'X (Twitter)', href: 'https://x.com/giftcashuk' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@giftcashuk' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/giftcash' },
] as const;

/** The footer's link to the embed configurator for partners (footer only: visitors' menus stay as they are). */
export const PARTNERS_NAV: NavItem = { label: 'For partners', href: '/partners' };

/** The legal links of the footer. */
export const LEGAL_NAV: readonly NavItem[] = [
  { label: 'Terms & Conditions', href: '/terms-of-service' },
  { label: 'Competition Rules', href: '/competition-rules' },
  { label: 'Gift Card Terms', href: '/gift-card-terms' },
  { label: 'Privacy and Cookie Policy', href: '/privacy-cookie-policy' },
];
