// The footer's styles load with the layout, so the prerendered footer is styled before its code arrives.
import './SiteFooter.css';
import { lazy, Suspense, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { overrideBlockedByPolicy, subscribeOverrideBlocked } from '../apiOverride';
import { ErrorBoundary } from '@giftcash/core/react';
import { useAfterHydration } from './afterHydration';
import { AuthProvider, useAuth } from './auth';
import { CookieBanner } from './CookieBanner';
import { useDataSource } from './DataSourceContext';
import { ErrorArt } from './ErrorArt';
import { keepServerHtmlOnFailure } from './keepServerHtml';
import { lazyPart } from './lazyPart';
import { SiteHeader } from './SiteHeader';
import { HydrationSignal } from './HydrationSignal';
import { useSignedInPerson } from './person';
import { useSiteTheme } from './useSiteTheme';
import { useAppMode } from './useAppMode';
import { useCookieBanner } from './useCookieBanner';
import { useNativeLinks } from './useNativeLinks';
import { useNativeSession } from './useNativeSession';
import { usePageCrash } from './usePageCrash';
import { usePageTitle } from './usePageTitle';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { useSignInDialog } from './useSignInDialog';

// The sign-in modal's code loads when sign-in is first asked for, not with every page.
// The footer is below the first screen: it hydrates when its code arrives, after the page.
const SiteFooter = lazy(
  keepServerHtmlOnFailure(() =>
    import('./SiteFooter').then((module) => ({ default: module.SiteFooter })),
  ),
);
const SignInDialog = lazyPart(() => import('./SignInDialog').then((module) => module.SignInDialog));
// The sign-in / sign-out notice loads once the page has hydrated (its live region is in the page long
// before anyone can sign in or out): it is not on the first page's path.
// The notice about a refused `?api=` address loads only when there is one to show.
const ApiRefusedNotice = lazyPart(() =>
  import('./ApiRefusedNotice').then((module) => module.ApiRefusedNotice),
);
const Toast = lazyPart(() => import('./Toast').then((module) => module.Toast));

/**
 * The shared layout of every route: skip link, header, <main id="main"> with the page,
 * footer, cookie banner and the sign-in modal. With `?app=1` (remembered for the tab) the
 * chrome is left out for the apps' webviews; with a native bridge, sign-in and links that leave
 * the site go to the app as typed messages (see packages/core/README.md, "Native app bridge").
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <SiteShell>{children}</SiteShell>
    </AuthProvider>
  );
}

const currentHash = () => window.location.hash;
const noHash = () => '';

function SiteShell({ children }: { children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const hash = useLocationProperty(currentHash, noHash);
  const auth = useAuth();
  const dataSource = useDataSource();
  const { appMode, appTheme } = useAppMode(search);
  const [theme, setTheme] = useSiteTheme(appTheme);
  const cookieBanner = useCookieBanner();
  const signIn = useSignInDialog(auth.signInRequest);
  const accountButtonRef = useRef<HTMLButtonElement>(null);
  // A prerendered page hydrates as the server rendered it (web chrome, cookie banner, signed
  // out, light toggle, no data note); what only the browser knows shows right after. Before
  // that, the inline start script (page-start.js) has already hidden the chrome in app mode and the banner once
  // accepted (CSS on <html>), so nothing flashes. The switch is a transition (see useAfterHydration).
  const hydrated = useAfterHydration();
  const showAppMode = hydrated && appMode;
  const signedIn = hydrated && auth.signedIn;
  // The header's avatar and "Signed in as …": read per session, never shown under the next one.
  const person = useSignedInPerson(signedIn && !showAppMode, auth.session, pathname);
  const crash = usePageCrash(pathname);

  useNativeSession(search, appMode, auth);
  useNativeLinks();
  usePageTitle(pathname);
  useScrollOnNavigate(pathname, hash);

  const apiBlocked = useSyncExternalStore(
    subscribeOverrideBlocked,
    overrideBlockedByPolicy,
    () => false,
  );
  const noteAddress = hydrated && dataSource.kind === 'http' ? dataSource.baseUrl : null;
  // Memoised: new props before the footer has hydrated would make React drop its server HTML.
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <SiteFooter
          note={
            noteAddress === null ? null : (
              <>
                Data: HTTP API at <code>{noteAddress}</code>
              </>
            )
          }
        />
      </Suspense>
    ),
    [noteAddress],
  );

  return (
    <div className="site" data-app-mode={showAppMode ? 'app' : 'web'}>
      {showAppMode ? null : (
        <>
          <a className="site-skip" href="#main">
            Skip to main content
          </a>
          <SiteHeader
            ref={accountButtonRef}
            currentPath={pathname}
            signedIn={signedIn}
            theme={hydrated ? theme : 'light'}
            onThemeChange={setTheme}
            onAccountClick={() => (auth.signedIn ? navigate('/account') : auth.requestSignIn())}
            onSignOut={auth.signOut}
            person={person}
          />
        </>
      )}
      {/* After hydration: the prerendered HTML has no notice. Only when an ?api= was refused. */}
      {hydrated && (dataSource.refusedOverride || apiBlocked) ? (
        <ApiRefusedNotice problem={dataSource.refusedOverride} />
      ) : null}
      <main id="main" className="site-main" tabIndex={-1}>
        <ErrorBoundary
          key={crash.boundaryKey}
          onError={crash.onCrash}
          fallback={(error, reset) => <PageCrashed error={error} onRetry={reset} />}
        >
          {/* While a page's code loads (rarely: it is loaded before the page is shown), nothing shows here. */}
          <Suspense fallback={null}>
            {children}
            {/* After the page, in its boundary: it runs once the page itself has hydrated. */}
            <HydrationSignal />
          </Suspense>
        </ErrorBoundary>
      </main>
      {showAppMode ? null : footer}
      {showAppMode || (hydrated && !cookieBanner.shown) ? null : (
        <CookieBanner onAccept={cookieBanner.accept} onClose={cookieBanner.close} />
      )}
      {/* Sign-in and sign-out are confirmed; the app confirms its own (no notice from setSessionFromApp). */}
      {hydrated ? (
        <Toast
          message={auth.notice ? { id: auth.notice.id, text: NOTICE_TEXT[auth.notice.kind] } : null}
          onDismiss={auth.dismissNotice}
        />
      ) : null}
      {signIn.mounted ? (
        <SignInDialog
          // With a native bridge the request became a `sign-in` message: no form.
          open={signIn.open}
          onOpenChange={(open) => {
            if (!open) auth.dismissSignIn();
          }}
          onSignIn={({ email, password }) => auth.signIn(email, password)}
        />
      ) : null}
    </div>
  );
}

const NOTICE_TEXT = { 'signed-in': 'You’re signed in', 'signed-out': 'You’ve signed out' } as const;

/** Shown in place of a page that crashed while rendering; the header and footer stay usable. */
function PageCrashed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : '';
  return (
    <div role="alert" className="site-page site-crashed site-state">
      <ErrorArt />
      <h1>Unexpected Application Error!</h1>
      {detail ? <p>{detail}</p> : null}
      <p>
        <button type="button" className="gc-button" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  );
}
