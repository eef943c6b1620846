import type { RouteObject } from '../router';

const terms = async () => ({ Component: (await import('../pages/static/TermsPage')).TermsPage });
const competitionRules = async () => ({ Component: (await import('../pages/static/CompetitionRulesPage')).CompetitionRulesPage });
const giftCardTerms = async () => ({ Component: (await import('../pages/static/GiftCardTermsPage')).GiftCardTermsPage });
const privacy = async () => ({ Component: (await import('../pages/static/PrivacyPage')).PrivacyPage });
const howItWorks = async () => ({ Component: (await import('../pages/static/HowItWorksPage')).HowItWorksPage });
const contact = async () => ({ Component: (await import('../pages/static/ContactPage')).ContactPage });

/**
 * The site shell's pages, mounted inside the shared layout (see ../routeTable.tsx): the seven
 * legal paths (alternates render the same page at their own address), the help page at both
 * of its paths, and the contact page. Each page is its own chunk.
 */
export const shellRoutes: RouteObject[] = [
  { path: 'terms-of-service', lazy: terms },
  { path: 'terms-and-conditions', lazy: terms },
  { path: 'competition-rules', lazy: competitionRules },
  { path: 'gift-card-terms', lazy: giftCardTerms },
  { path: 'gift-cards-terms', lazy: giftCardTerms },
  { path: 'privacy-cookie-policy', lazy: privacy },
  { path: 'private-and-cookie-policy', lazy: privacy },
  { path: 'how-it-works', lazy: howItWorks },
  { path: 'help-and-support', lazy: howItWorks },
  { path: 'contact', lazy: contact },
];
