import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { GiftcashProvider, useBrandRoute, useRoutes } from './GiftcashProvider';
import { DEFAULT_ROUTES, isSameSitePath, resolveRoutes, type GiftcashRoutes } from './routes';
import { toWellFormedText } from '../data/sanitize';
import { Link } from './Link';
import type { DataProvider } from '../data/provider';

const SITE = 'https://site.test';
const anyUtf16 = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});
const hostileId = fc.oneof(
  anyUtf16,
  fc.constantFrom(
    '//evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'https://evil.test',
    'javascript:alert(1)',
    '../../admin',
    '?next=//evil.test',
    '#x',
    '%2F%2Fevil.test',
    '\t//evil.test',
    '\u0000',
  ),
);
const ID_ROUTES = ['brand', 'category', 'wheelGame', 'scratchGame'] as const;
const sameOrigin = (path: string) => new URL(path, `${SITE}/a/b`).origin === SITE;

describe('routes', () => {
  it('default to the spec’s route table', () => {
    // The spec's route table as it reads there: the path, then the name of its route here.
    const table = `
      / home
      /gift-card-deals catalogue
      /games games
      /raffle raffle
      /raffle-results raffleResults
      /competition-rules competitionRules
      /profile profile
      /account account
      /account/personal accountPersonal
      /account/gift-card-orders accountGiftCardOrders
      /account/balances accountBalances
      /account/referrals accountReferrals`;
    const rows = table
      .trim()
      .split('\n')
      .map((row) => row.trim().split(' '));
    expect(rows).toHaveLength(12);
    for (const [path, name] of rows)
      expect(DEFAULT_ROUTES[name as keyof typeof DEFAULT_ROUTES]).toBe(path);
    expect(DEFAULT_ROUTES.brand('tesco')).toBe('/brand/tesco');
    expect(DEFAULT_ROUTES.category('food')).toBe('/gift-card-deals?category=food');
    expect(DEFAULT_ROUTES.wheelGame('w1')).toBe('/wheel-game?game=w1');
    expect(DEFAULT_ROUTES.scratchGame('s 1')).toBe('/scratch-game?game=s%201');
  });

  it('encode any id: the default and custom id routes stay same-site paths holding the id in one part', () => {
    const custom = resolveRoutes({
      brand: (id) => `/shop/${id}/info`,
      category: (slug) => `/deals?c=${slug}`,
      wheelGame: (id) => `/play/wheel/${id}`,
    });
    fc.assert(
      fc.property(hostileId, (id) => {
        for (const routes of [DEFAULT_ROUTES, custom]) {
          for (const key of ID_ROUTES) {
            const path = routes[key](id);
            expect(isSameSitePath(path)).toBe(true);
            expect(sameOrigin(path)).toBe(true);
          }
        }
        const brand = new URL(custom.brand(id), SITE);
        expect(brand.pathname.split('/')).toHaveLength(4);
        expect(decodeURIComponent(brand.pathname.split('/')[2] ?? '')).toBe(toWellFormedText(id));
        expect(new URL(DEFAULT_ROUTES.category(id), SITE).searchParams.get('category')).toBe(
          toWellFormedText(id),
        );
        expect(new URL(custom.wheelGame(id), SITE).pathname.startsWith('/play/wheel/')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never lead off the site: a route that is not a same-site path logs an error and keeps the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offSite = fc.oneof(
      fc.constantFrom(
        '//evil.test',
        '/\\evil.test',
        '/\t/evil.test',
        'https://evil.test/x',
        'javascript:alert(1)',
        'brand',
        '',
        ' /x',
        '\\\\evil',
      ),
      anyUtf16.filter((text) => !isSameSitePath(text)),
    );
    fc.assert(
      fc.property(offSite, hostileId, (bad, id) => {
        const routes = resolveRoutes({
          catalogue: bad,
          brand: () => bad,
          accountBalances: bad,
        } as Partial<GiftcashRoutes>);
        expect(routes.catalogue).toBe('/gift-card-deals');
        expect(routes.accountBalances).toBe('/account/balances');
        const path = routes.brand(id);
        expect(path).toBe(DEFAULT_ROUTES.brand(id));
        expect(sameOrigin(path)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('routes.catalogue'),
      expect.anything(),
    );
    error.mockRestore();
  });

  it('reach components through GiftcashProvider, and are the spec’s outside one', () => {
    function Links() {
      const routes = useRoutes();
      return (
        <>
          <Link href={routes.catalogue}>Browse</Link>
          <Link href={routes.brand('a/b')}>Brand</Link>
        </>
      );
    }
    const { unmount } = render(<Links />);
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute(
      'href',
      '/gift-card-deals',
    );
    expect(screen.getByRole('link', { name: 'Brand' })).toHaveAttribute('href', '/brand/a%2Fb');
    unmount();
    render(
      <GiftcashProvider
        provider={{} as DataProvider}
        routes={{ catalogue: '/shop', brand: (id) => `/shop/${id}` }}
      >
        <Links />
      </GiftcashProvider>,
    );
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Brand' })).toHaveAttribute('href', '/shop/a%2Fb');
  });

  it('give a brand link the provider’s brand route, and /brand/{id} outside one (useBrandRoute)', () => {
    function BrandLink() {
      return <Link href={useBrandRoute()('a/b')}>Brand</Link>;
    }
    const { unmount } = render(<BrandLink />);
    expect(screen.getByRole('link', { name: 'Brand' })).toHaveAttribute('href', '/brand/a%2Fb');
    unmount();
    render(
      <GiftcashProvider provider={{} as DataProvider} routes={{ brand: (id) => `/shop/${id}` }}>
        <BrandLink />
      </GiftcashProvider>,
    );
    expect(screen.getByRole('link', { name: 'Brand' })).toHaveAttribute('href', '/shop/a%2Fb');
  });
});
