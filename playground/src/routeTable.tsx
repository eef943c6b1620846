import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, Switch, type NavigateOptions, type Parser } from 'wouter';
import { navigate as pushAddress } from 'wouter/use-browser-location';
import { trackNavigation } from './shell/navigationProgress';
import { parse } from 'regexparam';
import { lazyPage, type SitePage } from './routes/lazyPage';
import { RequireSignIn } from './shell/auth';
import type { PageWithMainSection } from './shell/mainSection';

const home = lazyPage(
  () => import('./pages/home/HomePage'),
  (m) => m.HomePage,
);
const catalogue = lazyPage(
  () => import('./pages/catalogue/CataloguePage'),
  (m) => m.CataloguePage,
);
const wheel = lazyPage(
  () => import('./pages/games/WheelGamePage'),
  (m) => m.WheelGamePage,
);
const scratch = lazyPage(
  () => import('./pages/games/ScratchGamePage'),
  (m) => m.ScratchGamePage,
);
const terms = lazyPage(
  () => import('./pages/static/TermsPage'),
  (m) => m.TermsPage,
);
const giftCardTerms = lazyPage(
  () => import('./pages/static/GiftCardTermsPage'),
  (m) => m.GiftCardTermsPage,
);
const privacy = lazyPage(
  () => import('./pages/static/PrivacyPage'),
  (m) => m.PrivacyPage,
);
const howItWorks = lazyPage(
  () => import('./pages/static/HowItWorksPage'),
  (m) => m.HowItWorksPage,
);
const Account = lazyPage(
  () => import('./pages/account/AccountPage'),
  (m) => m.AccountPage,
);
const personal = lazyPage(
  () => import('./pages/account/PersonalPage'),
  (m) => m.PersonalPage,
);
const Profile = lazyPage(
  () => import('./pages/account/ProfilePage'),
  (m) => m.ProfilePage,
);

/**
 * The account area's own addresses, as regexparam writes a route (any case, an optional trailing
 * slash). Any other `/account/...` address is unknown and goes to `/` like every unknown address,
 * before the sign-in guard: a signed-out visitor is not asked to sign in for a page that does not
 * exist.
 */
const ACCOUNT_PATHS = /^\/account(?:\/(?:personal|gift-card-orders|balances|referrals))?\/?$/i;

/**
 * Every address of the spec, as wouter routes: the first `<Route>` whose path matches wins
 * (regexparam patterns: case-insensitive, an optional trailing slash). Every page is its own
 * chunk (`lazyPage`). Alternate addresses render the same page at their own address. The
 * account area is behind `RequireSignIn`, so a signed-out visitor never sees account data, and
 * its layout stays mounted while its tabs change. Any other address goes to `/`.
 */
export const siteRoutes = (
  <Switch>
    <Route path="/" component={home} />
    <Route path="/gift-card-deals" component={catalogue} />
    <Route path="/brand" component={catalogue} />
    <Route path="/gift-cards">
      <Redirect to="/gift-card-deals" replace />
    </Route>
    <Route
      path="/brand/:brandId"
      component={lazyPage(
        () => import('./pages/brand/BrandPage'),
        (m) => m.BrandPage,
      )}
    />
    <Route
      path="/check-gift-card-balance"
      component={lazyPage(
        () => import('./pages/catalogue/BalanceCheckerPage'),
        (m) => m.BalanceCheckerPage,
      )}
    />
    <Route
      path="/games"
      component={lazyPage(
        () => import('./pages/games/GamesPage'),
        (m) => m.GamesPage,
      )}
    />
    <Route path="/wheel-of-fortune" component={wheel} />
    <Route path="/wheel-game" component={wheel} />
    <Route path="/scratch-card" component={scratch} />
    <Route path="/scratch-game" component={scratch} />
    <Route
      path="/raffle"
      component={lazyPage(
        () => import('./pages/games/RafflePage'),
        (m) => m.RafflePage,
      )}
    />
    <Route
      path="/raffle-results"
      component={lazyPage(
        () => import('./pages/games/RaffleResultsPage'),
        (m) => m.RaffleResultsPage,
      )}
    />
    <Route path="/terms-of-service" component={terms} />
    <Route path="/terms-and-conditions" component={terms} />
    <Route
      path="/competition-rules"
      component={lazyPage(
        () => import('./pages/static/CompetitionRulesPage'),
        (m) => m.CompetitionRulesPage,
      )}
    />
    <Route path="/gift-card-terms" component={giftCardTerms} />
    <Route path="/gift-cards-terms" component={giftCardTerms} />
    <Route path="/privacy-cookie-policy" component={privacy} />
    <Route path="/private-and-cookie-policy" component={privacy} />
    <Route path="/how-it-works" component={howItWorks} />
    <Route path="/help-and-support" component={howItWorks} />
    <Route
      path="/contact"
      component={lazyPage(
        () => import('./pages/static/ContactPage'),
        (m) => m.ContactPage,
      )}
    />
    {/* The partners' embed configurator: the only page that loads the embed script. */}
    <Route
      path="/partners"
      component={lazyPage(
        () => import('./pages/partners/PartnersPage'),
        (m) => m.PartnersPage,
      )}
    />
    <Route path="/profile">
      <RequireSignIn>
        <Profile />
      </RequireSignIn>
    </Route>
    <Route path={ACCOUNT_PATHS}>
      <RequireSignIn>
        <Account>
          <Switch>
            <Route path="/account" component={personal} />
            <Route path="/account/personal" component={personal} />
            <Route
              path="/account/gift-card-orders"
              component={lazyPage(
                () => import('./pages/account/WalletPage'),
                (m) => m.WalletPage,
              )}
            />
            <Route
              path="/account/balances"
              component={lazyPage(
                () => import('./pages/account/RewardsPage'),
                (m) => m.RewardsPage,
              )}
            />
            <Route
              path="/account/referrals"
              component={lazyPage(
                () => import('./pages/account/ReferralsPage'),
                (m) => m.ReferralsPage,
              )}
            />
          </Switch>
        </Account>
      </RequireSignIn>
    </Route>
    <Route>
      <Redirect to="/" replace />
    </Route>
  </Switch>
);

// wouter's own path parser: `pagesFor` matches exactly as the `<Switch>` does.
const parser: Parser = parse;

/**
 * The pages `pathname` renders (a layout first, its page last): what wouter's `<Switch>` would
 * pick in `routes`, read from the same elements without rendering them. The browser loads them
 * before it hydrates and before each navigation; the prerender before it renders.
 */
export function pagesFor(pathname: string, routes: ReactNode = siteRoutes): SitePage[] {
  const pages: SitePage[] = [];
  const visit = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement(child)) return;
      const { props, type } = child as ReactElement<{
        path?: string;
        component?: unknown;
        children?: ReactNode;
      }>;
      if (type === Switch) {
        const route = Children.toArray(props.children).find(
          (entry) =>
            isValidElement<{ path?: string }>(entry) &&
            matchRoute(parser, entry.props.path ?? '*', pathname)[0],
        );
        return visit(route);
      }
      if (isSitePage(props.component)) pages.push(props.component);
      if (isSitePage(type)) pages.push(type);
      visit(props.children);
    });
  visit(routes);
  return pages;
}

const isSitePage = (value: unknown): value is SitePage =>
  typeof value === 'function' && 'preload' in value;

/** Loads the code of every page `pathname` renders (a layout, then its page); resolves to their components. */
export function preloadPages(
  pathname: string,
  routes?: ReactNode,
): Promise<Awaited<ReturnType<SitePage['preload']>>[]> {
  return Promise.all(pagesFor(pathname, routes).map((sitePage) => sitePage.preload()));
}

let navigation = 0;

/**
 * Goes to `href` (pushState, or replaceState with `replace`) once its pages' code has loaded,
 * so the current page stays until the next one can show; a later navigation started meanwhile
 * wins. Every navigation of the site comes through here: wouter's (`<Router aroundNav>`:
 * `useLocation`, `Redirect`, `useSearchParams`) and the packages' links.
 */
export function navigate(
  href: string,
  options: NavigateOptions = {},
  routes?: ReactNode,
): Promise<void> {
  const id = ++navigation;
  const url = new URL(href, window.location.href);
  // While it waits, the page says so (a progress bar after a moment; ./shell/navigationProgress.ts).
  // The pages' code, then their main content's (./shell/mainSection.tsx), which hydrates later on
  // a first load but shows with its page on a navigation.
  const loaded = preloadPages(url.pathname, routes).then((pages) =>
    Promise.all(pages.map((page) => (page as PageWithMainSection).preloadMain?.())),
  );
  return trackNavigation(loaded).then(() => {
    if (id === navigation)
      pushAddress(`${url.pathname}${url.search}${url.hash}`, { replace: options.replace ?? false });
  });
}
