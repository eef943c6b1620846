import {
  Component,
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { navigate as historyNavigate, usePathname, useSearch } from 'wouter/use-browser-location';

/**
 * The site's router: the route table of ../routeTable.tsx (nested routes, `lazy` pages, an
 * `errorElement`) on top of wouter's browser-location hooks (a small, well-kept History API
 * subscription that renders a given path on the server and while hydrating). It exposes the few react-router names the
 * site uses (`useLocation`, `useNavigate`, `useParams`, `useSearchParams`, `Navigate`,
 * `Outlet`, `useRouteError`), so pages read as before; react-router's data router cost
 * 33 KB gzip of the 100 KB first-load budget, this costs about 3.
 */
export interface RouteObject {
  /** Path segment(s) relative to the parent, e.g. `brand/:brandId`; `*` matches anything. */
  path?: string;
  /** Matches the parent's path exactly. */
  index?: boolean;
  /** What the route renders (a layout renders `<Outlet />` for its child). */
  element?: ReactNode;
  /** Rendered instead of this route and everything below it when a page fails to load. */
  errorElement?: ReactNode;
  /** Loads the page's component (its own chunk). */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: RouteObject[];
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Accepted for compatibility; the site's Layout decides scrolling. */
  preventScrollReset?: boolean;
}

interface Match {
  route: RouteObject;
  params: Record<string, string>;
}

// --- Matching ------------------------------------------------------------------------------

interface Branch {
  chain: RouteObject[];
  pattern: RegExp;
  keys: string[];
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') {
        keys.push('*');
        return '(?:/(.*))?';
      }
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { pattern: new RegExp(`^${source || '/'}${source ? '/?' : ''}$`, 'i'), keys };
}

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (branches) return branches;
  branches = [];
  const walk = (list: RouteObject[], parents: RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.index ? base : route.path === undefined ? base : `${base}/${route.path}`;
      const chain = [...parents, route];
      if (route.children?.length) walk(route.children, chain, path);
      else if (route.path !== undefined || route.index) branches!.push({ chain, ...compile(path) });
    }
  };
  walk(routes, [], '');
  // Static paths win over `:params`, which win over `*` (as react-router ranks them).
  const rank = (branch: Branch) => (branch.keys.includes('*') ? 2 : branch.keys.length ? 1 : 0);
  branches.sort((a, b) => rank(a) - rank(b));
  branchCache.set(routes, branches);
  return branches;
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The chain of routes (layout first, page last) that renders `pathname`, or `null`. */
export function matchRoutes(routes: RouteObject[], pathname: string): Match[] | null {
  for (const branch of branchesOf(routes)) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    branch.keys.forEach((key, index) => {
      params[key] = safeDecode(found[index + 1] ?? '');
    });
    return branch.chain.map((route) => ({ route, params }));
  }
  return null;
}

// --- Lazy pages ----------------------------------------------------------------------------

type Loaded = { status: 'pending'; promise: Promise<void> } | { status: 'done'; Component: ComponentType } | { status: 'failed'; error: unknown };
const loaded = new WeakMap<RouteObject, Loaded>();

function loadRoute(route: RouteObject): Promise<void> {
  const current = loaded.get(route);
  if (current?.status === 'done') return Promise.resolve();
  if (current?.status === 'pending') return current.promise;
  if (!route.lazy) return Promise.resolve();
  const promise = route.lazy().then(
    ({ Component }) => void loaded.set(route, { status: 'done', Component }),
    (error: unknown) => void loaded.set(route, { status: 'failed', error }),
  );
  loaded.set(route, { status: 'pending', promise });
  return promise;
}

/**
 * Loads every lazy page `pathname` needs. The browser awaits this before hydrating (so the
 * first render matches the server HTML) and before each navigation (the current page stays
 * until the next one can show); the server awaits it before rendering.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => loadRoute(route)));
}

// --- Navigation ----------------------------------------------------------------------------

let activeRoutes: RouteObject[] = [];
let navigationId = 0;

/**
 * Goes to `href` in the browser (pushState, or replaceState with `replace`) once its page's
 * code has loaded; a later navigation started meanwhile wins.
 */
export function navigate(href: string, options: NavigateOptions = {}): Promise<void> {
  const id = ++navigationId;
  const url = new URL(href, window.location.href);
  return preloadRoutes(activeRoutes, url.pathname).then(() => {
    if (id !== navigationId) return;
    historyNavigate(`${url.pathname}${url.search}${url.hash}`, { replace: options.replace ?? false });
  });
}

// --- Rendering -----------------------------------------------------------------------------

const ServerAddressContext = createContext<{ ssrPath?: string; ssrSearch?: string }>({});
const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Record<string, string>>({});
const RouteErrorContext = createContext<unknown>(undefined);

export interface RouterProps {
  routes: RouteObject[];
  /**
   * The path (and `?search`) the server rendered. Given on the server, and in the browser while
   * hydrating a prerendered page, so the first render matches the HTML; the real address is
   * used right after.
   */
  ssrPath?: string;
}

/** Renders the route table for the current address. */
export function Router({ routes, ssrPath }: RouterProps) {
  activeRoutes = routes;
  const address = useMemo(() => {
    if (ssrPath === undefined) return {};
    const [path = '/', search = ''] = ssrPath.split('?');
    return { ssrPath: path, ssrSearch: search ? `?${search}` : '' };
  }, [ssrPath]);
  return (
    <ServerAddressContext.Provider value={address}>
      <Routes routes={routes} />
    </ServerAddressContext.Provider>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);
  if (!matches) return null;
  let outlet: ReactNode = null;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { route, params } = matches[index]!;
    const element = route.lazy ? <LazyPage route={route} /> : (route.element ?? <Outlet />);
    const withOutlet = (
      <ParamsContext.Provider value={params}>
        <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>
      </ParamsContext.Provider>
    );
    outlet = route.errorElement ? <RouteErrorBoundary fallback={route.errorElement}>{withOutlet}</RouteErrorBoundary> : withOutlet;
  }
  return <>{outlet}</>;
}

class PageLoadError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PageLoadError';
  }
}

function LazyPage({ route }: { route: RouteObject }) {
  let state = loaded.get(route);
  if (!state) {
    void loadRoute(route);
    state = loaded.get(route)!;
  }
  if (state.status === 'pending') {
    use(state.promise);
    state = loaded.get(route)!;
  }
  if (state.status === 'failed') throw new PageLoadError(state.error);
  if (state.status !== 'done') return null;
  const Page = state.Component;
  return <Page />;
}

/** Shows the route's `errorElement` when its page's code cannot be loaded. */
class RouteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { error: unknown; pathname: string | null }> {
  override state = { error: undefined as unknown, pathname: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error, pathname: typeof window === 'undefined' ? null : window.location.pathname };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof PageLoadError)) console.error('Route error', error, info.componentStack);
  }
  override componentDidUpdate() {
    // Another address starts afresh.
    if (this.state.error !== undefined && this.state.pathname !== window.location.pathname) this.setState({ error: undefined, pathname: null });
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    const error = this.state.error instanceof PageLoadError ? this.state.error.cause : this.state.error;
    return <RouteErrorContext.Provider value={error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

/**
 * Where a layout route shows its child route. While a page's code loads, nothing shows there.
 * `children` render after the page, in the same Suspense boundary (they mount with the page).
 */
export function Outlet({ children }: { children?: ReactNode }) {
  const outlet = useContext(OutletContext);
  return (
    <Suspense fallback={null}>
      {outlet}
      {children}
    </Suspense>
  );
}

// --- Hooks ---------------------------------------------------------------------------------

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
};

/** The current address (the rendered path on the server and while hydrating). */
export function useLocation(): Location {
  const server = useContext(ServerAddressContext);
  const pathname = usePathname(server);
  const search = useSearch(server);
  const hash = useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => '',
  );
  return useMemo(() => ({ pathname, search: search === '?' ? '' : search, hash }), [pathname, search, hash]);
}

/** The navigate function (stable). */
export function useNavigate(): (href: string, options?: NavigateOptions) => void {
  return navigateAndForget;
}
const navigateAndForget = (href: string, options?: NavigateOptions) => void navigate(href, options);

/** The `:params` of the current route, decoded. */
export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

/** The query string as `URLSearchParams`, and a setter that navigates to the new query. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void] {
  const { pathname, search, hash } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useMemo(
    () => (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = value.toString();
      void navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, options);
    },
    [pathname, hash],
  );
  return [params, set];
}

/** Navigates to `to` once rendered (a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  useEffect(() => {
    void navigate(to, { replace });
  }, [to, replace]);
  return null;
}

/** The error a route's `errorElement` is showing. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** An HTTP-like error response (`{ status, statusText }`), as react-router names it. */
export interface ErrorResponse {
  status: number;
  statusText: string;
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return typeof error === 'object' && error !== null && typeof (error as ErrorResponse).status === 'number' && typeof (error as ErrorResponse).statusText === 'string';
}
