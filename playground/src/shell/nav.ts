export const FAQS_URL = 'https://help.giftcash.co.uk/faqs';

/** The main navigation (header and mobile menu). */
export const MAIN_NAV = [
  { label: 'Home', href: '/' },
  { label: 'Cashback Gift Cards', href: '/gift-card-deals' },
  { label: 'Games', href: '/games' },
] as const;

export interface NavItem {
  label: string;
  href: string;
  /** Outbound: opens in a new tab. */
  external?: boolean;
}

/** The Help menu. */
export const HELP_NAV: readonly NavItem[] = [
  { label: 'Balance Checker', href: '/check-gift-card-balance' },
  { label: 'How it Works', href: '/how-it-works' },
  { label: 'Contact us', href: '/contact' },
  { label: 'FAQs', href: FAQS_URL, external: true },
];
