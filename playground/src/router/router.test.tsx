import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, navigate, Navigate, Outlet, preloadRoutes, Router, useLocation, useParams, useRouteError, useSearchParams, type RouteObject } from './index';

function Layout() {
  return (
    <div>
      <p>layout</p>
      <Outlet />
    </div>
  );
}
const Brand = () => <p>brand {useParams().brandId}</p>;
const Home = () => <p>home</p>;
function Search() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  return (
    <p>
      search {params.get('category') ?? 'none'} {search}
    </p>
  );
}
function Failed() {
  const error = useRouteError();
  return <p role="alert">failed: {error instanceof Error ? error.message : String(error)}</p>;
}

const table = (overrides: Partial<Record<'brand', RouteObject['lazy']>> = {}): RouteObject[] => [
  {
    element: <Layout />,
    errorElement: <Failed />,
    children: [
      { index: true, lazy: async () => ({ Component: Home }) },
      { path: 'brand', lazy: async () => ({ Component: Search }) },
      { path: 'brand/:brandId', lazy: overrides.brand ?? (async () => ({ Component: Brand })) },
      { path: 'gift-cards', element: <Navigate to="/brand" replace /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('matchRoutes (the site router that replaced react-router)', () => {
  it('matches static paths before params, params before the catch-all, with trailing slashes and decoding', () => {
    const routes = table();
    expect(matchRoutes(routes, '/brand')?.at(-1)?.route.path).toBe('brand');
    const brand = matchRoutes(routes, '/brand/harbour%20%26%20pine/');
    expect(brand?.at(-1)?.route.path).toBe('brand/:brandId');
    expect(brand?.at(-1)?.params.brandId).toBe('harbour & pine');
    expect(matchRoutes(routes, '/')?.at(-1)?.route.index).toBe(true);
    expect(matchRoutes(routes, '/brand/a/b')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/BRAND')?.at(-1)?.route.path).toBe('brand');
    expect(matchRoutes(routes, '/brand/%E0%A4%A')?.at(-1)?.params.brandId).toBe('%E0%A4%A');
  });
});

describe('Router', () => {
  it('renders the path the server rendered, and the browser hydrates it without a mismatch', async () => {
    const routes = table();
    await preloadRoutes(routes, '/brand/tesco');
    const html = renderToString(<Router routes={routes} ssrPath="/brand/tesco" />);
    expect(html).toContain('brand <!-- -->tesco');
    // The visitor is on the same page with a query the server did not see.
    window.history.replaceState(null, '', '/brand/tesco?utm=x');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Router routes={routes} ssrPath="/brand/tesco" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('layoutbrand tesco');
  });

  it('after hydration follows the real address (query the server did not see)', async () => {
    const routes = table();
    await preloadRoutes(routes, '/brand');
    const html = renderToString(<Router routes={routes} ssrPath="/brand" />);
    expect(html).toContain('search <!-- -->none');
    window.history.replaceState(null, '', '/brand?category=tech');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Router routes={routes} ssrPath="/brand" />);
    });
    expect(container.textContent).toBe('layoutsearch tech ?category=tech');
  });

  it('navigates once the next page’s code has loaded, keeping the current page meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routes = table({ brand: async () => (await gate, { Component: Brand }) });
    await preloadRoutes(routes, '/');
    render(<Router routes={routes} />);
    expect(screen.getByText('home')).toBeInTheDocument();
    let done = false;
    const navigation = navigate('/brand/tesco').then(() => (done = true));
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
  });

  it('redirects with Navigate and sends unknown paths to /', async () => {
    const routes = table();
    window.history.replaceState(null, '', '/nowhere/at/all');
    render(<Router routes={routes} />);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    await screen.findByText('home');
    await act(async () => {
      await navigate('/gift-cards');
    });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/brand'));
  });

  it('shows the errorElement with the error when a page’s code cannot load (offline)', async () => {
    const routes = table({ brand: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) });
    window.history.replaceState(null, '', '/brand/tesco');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(<Router routes={routes} />);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('failed: Failed to fetch dynamically imported module');
    expect(screen.queryByText('layout')).not.toBeInTheDocument();
  });
});
