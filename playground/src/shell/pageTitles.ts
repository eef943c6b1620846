/** Site name appended to every page title. */
export const SITE_NAME = 'GiftCash';

const TITLES: Record<string, string> = {
  '/': 'Instant cashback on UK gift cards',
  '/gift-card-deals': 'Cashback Gift Cards',
  '/brand': 'Cashback Gift Cards',
  '/check-gift-card-balance': 'Gift Card Balance Checker',
  '/how-it-works': 'How It Works',
  '/help-and-support': 'Help and Support',
  '/games': 'Games',
  '/wheel-of-fortune': 'Wheel of Fortune',
  '/wheel-game': 'Wheel of Fortune',
  '/scratch-card': 'Scratch Card',
  '/scratch-game': 'Scratch Card',
  '/raffle': 'Daily Raffle',
  '/raffle-results': 'Daily Raffle Results',
  '/profile': 'My Profile',
  '/account': 'My Account',
  '/account/personal': 'Personal Information',
  '/account/gift-card-orders': 'Gift Cards Wallet',
  '/account/balances': 'My Rewards',
  '/account/referrals': 'My Referrals',
  '/contact': 'Contact Us',
  '/partners': 'Widgets for Partners',
  '/terms-of-service': 'Terms & Conditions',
  '/terms-and-conditions': 'Terms & Conditions',
  '/competition-rules': 'Competition Rules',
  '/gift-card-terms': 'Gift Card Terms',
  '/gift-cards-terms': 'Gift Card Terms',
  '/privacy-cookie-policy': 'Privacy and Cookie Policy',
  '/private-and-cookie-policy': 'Privacy and Cookie Policy',
};

/**
 * The document title for a path: `<page> – GiftCash`. Brand pages get a generic title here; a
 * screen may refine it once its data has loaded.
 */
export function titleFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page =
    TITLES[path] ??
    (path.startsWith('/brand/')
      ? 'Gift Card'
      : path.startsWith('/account/')
        ? 'My Account'
        : undefined);
  if (path === '/') return `${SITE_NAME} – ${TITLES['/']}`;
  return page ? `${page} – ${SITE_NAME}` : SITE_NAME;
}
