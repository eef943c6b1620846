import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  Redirect,
  Route,
  Router,
  Switch,
  useParams,
  useSearchParams,
  type AroundNavHandler,
} from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate, pagesFor, preloadPages, siteRoutes } from './routeTable';
import { lazyPage } from './routes/lazyPage';

const Layout = ({ children }: { children?: React.ReactNode }) => (
  <div>
    <p>layout</p>
    {children}
  </div>
);
const Brand = () => <p>brand {useParams<{ brandId: string }>().brandId}</p>;
function Search() {
  const [params] = useSearchParams();
  return <p>search {params.get('category') ?? 'none'}</p>;
}

/** A small table of the site's shape: lazy pages, a lazy layout with its own Switch, redirects. */
function table(brandLoad: () => Promise<unknown> = async () => undefined) {
  const home = lazyPage(
    async () => ({ Home: () => <p>home</p> }),
    (m) => m.Home,
  );
  const search = lazyPage(
    async () => ({ Search }),
    (m) => m.Search,
  );
  const brand = lazyPage(
    async () => (await brandLoad(), { Brand }),
    (m) => m.Brand,
  );
  const AccountLayout = lazyPage(
    async () => ({ Layout }),
    (m) => m.Layout,
  );
  const personal = lazyPage(
    async () => ({ Personal: () => <p>personal</p> }),
    (m) => m.Personal,
  );
  const routes = (
    <Switch>
      <Route path="/" component={home} />
      <Route path="/brand" component={search} />
      <Route path="/brand/:brandId" component={brand} />
      <Route path="/gift-cards">
        <Redirect to="/brand" replace />
      </Route>
      <Route path="/account/*?">
        <AccountLayout>
          <Switch>
            <Route path="/account" component={personal} />
          </Switch>
        </AccountLayout>
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
  return { routes, pages: { home, search, brand, AccountLayout, personal } };
}

/** The site's wiring (see App.tsx): wouter's navigations go through `navigate`. */
function Site({ routes, ssrPath }: { routes: React.ReactNode; ssrPath?: string }) {
  const aroundNav: AroundNavHandler = (_go, to, options) => void navigate(to, options, routes);
  return (
    <Router aroundNav={aroundNav} {...(ssrPath ? { ssrPath } : {})}>
      {routes}
    </Router>
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('pagesFor: the pages an address renders, as wouter’s Switch picks them', () => {
  it('matches in order, case-insensitively, with a trailing slash, a layout before its page', () => {
    const { routes, pages } = table();
    expect(pagesFor('/', routes)).toEqual([pages.home]);
    expect(pagesFor('/brand', routes)).toEqual([pages.search]);
    expect(pagesFor('/BRAND/', routes)).toEqual([pages.search]);
    expect(pagesFor('/brand/harbour%20%26%20pine', routes)).toEqual([pages.brand]);
    expect(pagesFor('/account/', routes)).toEqual([pages.AccountLayout, pages.personal]);
    expect(pagesFor('/brand/a/b', routes)).toEqual([]);
    expect(pagesFor('/gift-cards', routes)).toEqual([]);
  });

  it('knows every page of the site’s own table, and nothing for unknown addresses', () => {
    for (const path of [
      '/',
      '/gift-card-deals',
      '/brand',
      '/brand/x',
      '/games',
      '/raffle-results',
      '/how-it-works',
      '/partners',
      '/profile',
    ]) {
      expect(pagesFor(path), path).toHaveLength(1);
    }
    for (const path of [
      '/account',
      '/account/',
      '/account/personal',
      '/account/gift-card-orders',
      '/account/balances',
      '/account/referrals',
    ]) {
      expect(pagesFor(path), path).toHaveLength(2);
    }
    expect(pagesFor('/account/personal')[1]).toBe(pagesFor('/account')[1]);
    expect(pagesFor('/gift-cards')).toEqual([]);
    expect(pagesFor('/nowhere/at/all')).toEqual([]);
    // An unknown account address is unknown like any other: no account layout, no sign-in guard.
    expect(pagesFor('/account/nowhere')).toEqual([]);
    expect(pagesFor('/account/personal/more')).toEqual([]);
    expect(pagesFor('/ACCOUNT/Referrals/')).toHaveLength(2);
    expect(siteRoutes).toBeTruthy();
  });
});

describe('the site on wouter', () => {
  /**
   * The site table rendered on the server at `ssrPath`, then hydrated in the browser at `address`
   * (the page's code loaded first, as the prerender and the browser do). Recoverable hydration
   * errors are collected.
   */
  async function serverThenBrowser(ssrPath: string, address: string) {
    const { routes } = table();
    await preloadPages(ssrPath, routes);
    const html = renderToString(<Site routes={routes} ssrPath={ssrPath} />);
    window.history.replaceState(null, '', address);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Site routes={routes} ssrPath={ssrPath} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    return { html, container, errors };
  }

  it('renders the path the server rendered, and the browser hydrates it without a mismatch', async () => {
    const consoleError = vi.spyOn(console, 'error');
    // The visitor is on the same page with a query the server did not see.
    const { html, container, errors } = await serverThenBrowser(
      '/brand/tesco',
      '/brand/tesco?utm=x',
    );
    expect(html).toContain('brand <!-- -->tesco');
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('brand tesco');
  });

  it('after hydration follows the real address (a query the server did not see)', async () => {
    const { html, container } = await serverThenBrowser('/brand', '/brand?category=tech');
    expect(html).toContain('search <!-- -->none');
    expect(container.textContent).toBe('search tech');
  });

  it('navigates once the next page’s code has loaded, keeping the current page meanwhile; a later navigation wins', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { routes } = table(() => gate);
    await preloadPages('/', routes);
    render(<Site routes={routes} />);
    expect(screen.getByText('home')).toBeInTheDocument();
    let done = false;
    const navigation = navigate('/brand/tesco', {}, routes).then(() => (done = true));
    await act(async () => {
      await Promise.resolve();
    });
    expect(done).toBe(false);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('home')).toBeInTheDocument();
    release();
    await act(async () => {
      await navigation;
    });
    expect(window.location.pathname).toBe('/brand/tesco');
    expect(screen.getByText('brand tesco')).toBeInTheDocument();

    // Two navigations in flight: the last one asked for is where the visitor lands.
    await act(async () => {
      await Promise.all([
        navigate('/brand/slow', {}, routes),
        navigate('/brand?category=food', {}, routes),
      ]);
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/brand?category=food');
    expect(screen.getByText('search food')).toBeInTheDocument();
  });

  it('redirects with Redirect, and sends unknown paths to /', async () => {
    const { routes } = table();
    window.history.replaceState(null, '', '/nowhere/at/all');
    render(<Site routes={routes} />);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    await screen.findByText('home');
    await act(async () => {
      await navigate('/gift-cards', {}, routes);
    });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/brand'));
    await screen.findByText('search none');
  });

  it('keeps a layout mounted while the page inside it changes', async () => {
    const { routes } = table();
    await preloadPages('/account', routes);
    window.history.replaceState(null, '', '/account');
    await act(async () => {
      render(<Site routes={routes} />);
    });
    const layout = await screen.findByText('layout');
    await act(async () => {
      await navigate('/account/', {}, routes);
    });
    expect(screen.getByText('layout')).toBe(layout);
    expect(screen.getByText('personal')).toBeInTheDocument();
  });
});
