import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GiftcashProvider, type GiftcashRoutes } from '@giftcash/core/react';
import {
  BalanceCheckerView,
  BrandCard,
  BrandCarousel,
  BrandGrid,
  BrandMarquee,
  CatalogueView,
  CategoryBrowser,
} from './index';
import { BRANDS, CATEGORIES, fakeProvider } from './testing/fixtures';

const routes: Partial<GiftcashRoutes> = {
  brand: (id) => `/shop/${id}/`,
  category: (slug) => `/shop?c=${slug}`,
};
const provider = fakeProvider(() => Promise.resolve({ brands: BRANDS, categories: CATEGORIES }));

describe('catalogue links follow routes on GiftcashProvider', () => {
  it.each([
    ['BrandCard', <BrandCard key="card" brand={BRANDS[0]!} />],
    ['BrandGrid', <BrandGrid key="grid" brands={BRANDS} />],
    ['BrandCarousel', <BrandCarousel key="carousel" brands={BRANDS} />],
    ['BrandMarquee', <BrandMarquee key="marquee" brands={BRANDS} />],
    ['BalanceCheckerView', <BalanceCheckerView key="balance" brands={BRANDS} status="success" />],
    [
      'CatalogueView',
      <CatalogueView key="catalogue" brands={BRANDS} categories={CATEGORIES} status="success" />,
    ],
  ])('%s links every brand to routes.brand(id)', (_, view) => {
    const { container } = render(
      <GiftcashProvider provider={provider} routes={routes}>
        {view}
      </GiftcashProvider>,
    );
    const hrefs = [...container.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      // Outbound links, and the balance checker's A–Z index (links to its own letter headings).
      .filter((href) => !/^(https?:|#)/.test(href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/shop\/[^/]+\/$/);
    expect(hrefs).toContain(`/shop/${encodeURIComponent(BRANDS[0]!.id)}/`);
  });

  it('CategoryBrowser links every category to routes.category(slug)', () => {
    render(
      <GiftcashProvider provider={provider} routes={routes}>
        <CategoryBrowser categories={['food', 'tech & gadgets']} />
      </GiftcashProvider>,
    );
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop?c=food',
      '/shop?c=tech%20%26%20gadgets',
    ]);
  });

  it('uses the spec’s paths without routes', () => {
    render(<BrandCard brand={BRANDS[0]!} />);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      `/brand/${encodeURIComponent(BRANDS[0]!.id)}`,
    );
  });
});
