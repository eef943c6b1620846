// The footer's styles load with the layout, so the prerendered footer is styled before its code arrives.
import './SiteFooter.css';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { overrideBlockedByPolicy, subscribeOverrideBlocked } from '../apiOverride';
import { decodeUrlPart, hasNativeBridge, listenToNativeApp, postToNativeApp } from '@giftcash/core';
import { ErrorBoundary } from '@giftcash/core/react';
import { useAfterHydration } from './afterHydration';
import { AuthProvider, useAuth } from './auth';
import { appSessionParam, resolveAppMode, resolveAppTheme, sitePath } from './appMode';
import { openExternalLinksInApp } from './nativeLinks';
import { acceptCookieConsent, COOKIE_CONSENT_KEY, needsCookieConsent } from './cookieConsent';
import { CookieBanner } from './CookieBanner';
import { useDataSource } from './DataSourceContext';
import { ErrorArt } from './ErrorArt';
import { titleFor } from './pageTitles';
import { keepServerHtmlOnFailure } from './keepServerHtml';
import { lazyPart } from './lazyPart';
import { SiteHeader } from './SiteHeader';
import { HydrationSignal } from './HydrationSignal';
import { useSignedInPerson } from './person';
import { useSiteTheme } from './useSiteTheme';

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
  const [appMode, setAppMode] = useState(() => resolveAppMode(search));
  const [appTheme, setAppTheme] = useState(() => resolveAppTheme(search, appMode));
  const [theme, setTheme] = useSiteTheme(appTheme);
  const [cookieBanner, setCookieBanner] = useState(needsCookieConsent);
  const signInOpen = auth.signInRequest !== null && !hasNativeBridge();
  // Mounted from the first request on, so it can hand focus back when it closes.
  const [signInMounted, setSignInMounted] = useState(false);
  if (signInOpen && !signInMounted) setSignInMounted(true);
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

  // A page that crashed is replaced by an error message; going to another page starts afresh
  // (without remounting healthy pages on every navigation).
  const [crashedAt, setCrashedAt] = useState<string | null>(null);
  const [boundaryKey, setBoundaryKey] = useState(0);
  if (crashedAt !== null && crashedAt !== pathname) {
    setCrashedAt(null);
    setBoundaryKey((key) => key + 1);
  }

  useEffect(() => {
    const mode = resolveAppMode(search);
    setAppMode(mode);
    setAppTheme(resolveAppTheme(search, mode));
    // The app opened the webview saying whether the person is signed in (`signed-in=1|0`).
    const session = appSessionParam(search, mode);
    if (session !== null && session !== auth.signedIn) auth.setSessionFromApp(session);
    // Only when the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // In an app webview signing in is the app's job: post `sign-in` with the page to return to,
  // and never show the web form.
  const { signInRequest, dismissSignIn, setSessionFromApp } = auth;
  useEffect(() => {
    if (!signInRequest || !hasNativeBridge()) return;
    postToNativeApp({
      type: 'sign-in',
      returnTo: sitePath(
        ...splitPath(
          signInRequest.returnTo ?? `${window.location.pathname}${window.location.search}`,
        ),
      ),
    });
    // Without a return address, the page at the moment of the request.
    dismissSignIn();
  }, [signInRequest, dismissSignIn]);

  // The app tells the page about the session with a `session` message; links that leave the site
  // go to the app as `open-url`.
  useEffect(() => {
    if (!appMode && !hasNativeBridge()) return undefined;
    return listenToNativeApp((message) => setSessionFromApp(message.signedIn));
  }, [appMode, setSessionFromApp]);
  useEffect(() => {
    document.addEventListener('click', openExternalLinksInApp);
    return () => document.removeEventListener('click', openExternalLinksInApp);
  }, []);

  // Consent given in another tab hides the banner here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === COOKIE_CONSENT_KEY || event.key === null) && !needsCookieConsent())
        setCookieBanner(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Layout effect, so a page that refines the title in its own (passive) effect wins.
  useLayoutEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);

  // A new page starts at the top; a link to #part of a page scrolls to it instead.
  useEffect(() => {
    const id = decodeUrlPart(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else if (!id) window.scrollTo(0, 0);
  }, [pathname, hash]);

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
          key={boundaryKey}
          onError={() => setCrashedAt(pathname)}
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
      {showAppMode || (hydrated && !cookieBanner) ? null : (
        <CookieBanner
          onAccept={() => {
            acceptCookieConsent();
            setCookieBanner(false);
          }}
          onClose={() => setCookieBanner(false)}
        />
      )}
      {/* Sign-in and sign-out are confirmed; the app confirms its own (no notice from setSessionFromApp). */}
      {hydrated ? (
        <Toast
          message={auth.notice ? { id: auth.notice.id, text: NOTICE_TEXT[auth.notice.kind] } : null}
          onDismiss={auth.dismissNotice}
        />
      ) : null}
      {signInMounted ? (
        <SignInDialog
          // With a native bridge the request became a `sign-in` message: no form.
          open={signInOpen}
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

/** `/a/b?c=d` → [`/a/b`, `?c=d`]. */
function splitPath(path: string): [string, string] {
  const at = path.indexOf('?');
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

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
