import type { RouteObject } from '../router';
import { lazyPage } from './lazyPage';

const terms = lazyPage(() => import('../pages/static/TermsPage'), (m) => m.TermsPage);
const competitionRules = lazyPage(() => import('../pages/static/CompetitionRulesPage'), (m) => m.CompetitionRulesPage);
const giftCardTerms = lazyPage(() => import('../pages/static/GiftCardTermsPage'), (m) => m.GiftCardTermsPage);
const privacy = lazyPage(() => import('../pages/static/PrivacyPage'), (m) => m.PrivacyPage);
const howItWorks = lazyPage(() => import('../pages/static/HowItWorksPage'), (m) => m.HowItWorksPage);
const contact = lazyPage(() => import('../pages/static/ContactPage'), (m) => m.ContactPage);
const partners = lazyPage(() => import('../pages/partners/PartnersPage'), (m) => m.PartnersPage);

/**
 * The site shell's pages, mounted inside the shared layout (see ../routeTable.tsx): the seven
 * legal paths (alternates render the same page at their own address), the help page at both
 * of its paths, the contact page, and the partners' embed configurator (the only page that loads
 * the embed script). Each page is its own chunk.
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
  { path: 'partners', lazy: partners },
];
