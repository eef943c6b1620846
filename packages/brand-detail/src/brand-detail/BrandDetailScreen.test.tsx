import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { HttpStatusError, type DataProvider } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { BrandDetailScreen } from './BrandDetailScreen';
import { denominationBrand, fakeProvider, freeValueBrand, makeBrand } from '../testing/brands';
import { demoWinning } from '../testing/coinsDemo';
import { catalogueSearchHref } from './BrandNotFound';
import { DEMO_RESULT_KEY } from '../coins-section/coinsGames';

function renderScreen(
  provider: DataProvider,
  brandId: string,
  props: Partial<Parameters<typeof BrandDetailScreen>[0]> = {},
) {
  return render(
    <GiftcashProvider provider={provider}>
      <BrandDetailScreen brandId={brandId} {...props} />
    </GiftcashProvider>,
  );
}

describe('BrandDetailScreen', () => {
  it('shows loading, then the brand found by id', async () => {
    renderScreen(fakeProvider([freeValueBrand, denominationBrand]), 'northway-books');
    expect(screen.getByRole('status')).toHaveTextContent('Loading brand...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northway Books Gift Card' }),
    ).toBeInTheDocument();
  });

  it('says Brand not found for an unknown id', async () => {
    renderScreen(fakeProvider([freeValueBrand]), 'nope');
    // Found and checked in one go: the heading shows at once, and its element is replaced when
    // the state's chunk arrives, which can happen between a findBy and an assertion on its result.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Brand not found' }),
      ).toBeInTheDocument(),
    );
    // The rest of the state arrives with its chunk.
    expect(await screen.findByRole('link', { name: 'Browse all gift cards' })).toHaveAttribute(
      'href',
      '/gift-card-deals',
    );
  });

  it('an unknown brand gets an illustration, a search that opens the catalogue search, and popular brands from the provider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const popular = Array.from({ length: 8 }, (_, i) =>
      makeBrand({
        id: `popular-${i}`,
        name: `Popular ${i}`,
        popular: true,
        cashback_perc_label: '5%',
      }),
    );
    const { container } = render(
      <GiftcashProvider provider={fakeProvider([freeValueBrand, ...popular])} navigate={navigate}>
        <BrandDetailScreen brandId="does-not-exist" />
      </GiftcashProvider>,
    );
    // Until its chunk arrives the state is its heading alone (found and checked in one go: the
    // chunk can replace it between a findBy and an assertion on its result).
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Brand not found' }),
      ).toBeInTheDocument(),
    );
    const list = await screen.findByRole('region', { name: 'Popular brands' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Brand not found' });
    const art = container.querySelector('.gc-brand-detail-status > svg.gc-state-art');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art?.nextElementSibling).toBe(heading);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We could not find this gift card. It may no longer be available.',
    );

    // Six popular brands (never the non-popular one), each a link to its page.
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/brand/popular-0');
    expect(links[0]).toHaveTextContent('Popular 05% cashback');
    expect(within(list).queryByRole('link', { name: /Harbour & Pine/ })).toBeNull();

    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/gift-card-deals');
    await user.type(
      within(search).getByRole('searchbox', { name: 'Search offers by brand' }),
      '  fish & chips {enter}',
    );
    expect(navigate).toHaveBeenLastCalledWith('/gift-card-deals?q=fish+%26+chips');
    await user.clear(within(search).getByRole('searchbox'));
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenLastCalledWith('/gift-card-deals');
    expect(screen.getByRole('link', { name: 'Browse all gift cards' })).toHaveAttribute(
      'href',
      '/gift-card-deals',
    );
  });

  it('a failed load keeps the plain error with Retry: no search, no popular brands', async () => {
    renderScreen(
      fakeProvider([], { getBrands: () => Promise.reject(new Error('Network Error')) }),
      'x',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Popular brands' })).toBeNull();
  });

  it('catalogueSearchHref adds the trimmed text as q, after any query the route already has', () => {
    expect(catalogueSearchHref('/gift-card-deals', '  ')).toBe('/gift-card-deals');
    expect(catalogueSearchHref('/gift-card-deals', ' Tesco ')).toBe('/gift-card-deals?q=Tesco');
    expect(catalogueSearchHref('/shop?tab=cards', 'a/b?')).toBe('/shop?tab=cards&q=a%2Fb%3F');
  });

  it('leads Browse all gift cards to the host’s catalogue route set on GiftcashProvider', async () => {
    render(
      <GiftcashProvider provider={fakeProvider([freeValueBrand])} routes={{ catalogue: '/shop' }}>
        <BrandDetailScreen brandId="nope" />
      </GiftcashProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Browse all gift cards' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('shows the failure with Retry, and recovers', async () => {
    const user = userEvent.setup();
    const getBrands = vi
      .fn<DataProvider['getBrands']>()
      .mockRejectedValueOnce(new HttpStatusError(500, 'brands'))
      .mockResolvedValue({ brands: [freeValueBrand], categories: [] });
    renderScreen(fakeProvider([], { getBrands }), freeValueBrand.id);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Request failed with status code 500',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Brand not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour & Pine Gift Card' }),
    ).toBeInTheDocument();
  });

  it('uses the generic message when a failure has none', async () => {
    renderScreen(fakeProvider([], { getBrands: () => Promise.reject(new Error('')) }), 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('falls back to the default game details when the configurations fail (logged only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(
      fakeProvider([freeValueBrand], {
        getWheelConfig: () => Promise.reject(new Error('down')),
        getScratchConfig: () => Promise.reject(new Error('down')),
      }),
      freeValueBrand.id,
    );
    await user.click(await screen.findByRole('button', { name: 'Cashback+ Wheel of Fortune' }));
    expect(screen.getByRole('list', { name: 'Prizes and odds' })).toHaveTextContent(
      'Loaded Gift Card as advertised',
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('stores the last demo result and shows it again on the next visit', async () => {
    const user = userEvent.setup();
    localStorage.removeItem(DEMO_RESULT_KEY);
    const renderCoinsDemo = demoWinning('2,500 coins');
    const { unmount } = renderScreen(fakeProvider([freeValueBrand]), freeValueBrand.id, {
      renderCoinsDemo,
    });
    await user.click(await screen.findByRole('button', { name: 'Play wheel' }));
    expect(
      screen.getByText('Your last demo result: Wheel of Fortune: 2,500 coins'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DEMO_RESULT_KEY) ?? 'null')).toEqual({
      game: 'wheel',
      prize: '2,500 coins',
    });
    unmount();
    renderScreen(fakeProvider([freeValueBrand]), freeValueBrand.id, { renderCoinsDemo });
    expect(
      await screen.findByText('Your last demo result: Wheel of Fortune: 2,500 coins'),
    ).toBeInTheDocument();
    localStorage.removeItem(DEMO_RESULT_KEY);
  });

  it('renders the demo result from storage, its one owner: a play in another tab shows here too', async () => {
    localStorage.removeItem(DEMO_RESULT_KEY);
    renderScreen(fakeProvider([freeValueBrand]), freeValueBrand.id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Your last demo result/)).toBeNull();
    act(() => {
      const newValue = JSON.stringify({ game: 'scratch', prize: '£0.05' });
      localStorage.setItem(DEMO_RESULT_KEY, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: DEMO_RESULT_KEY, newValue }));
    });
    expect(screen.getByText('Your last demo result: Scratch Card: £0.05')).toBeInTheDocument();
    localStorage.removeItem(DEMO_RESULT_KEY);
  });

  it('still shows a demo result that storage refused to keep', async () => {
    const user = userEvent.setup();
    localStorage.removeItem(DEMO_RESULT_KEY);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    const renderCoinsDemo = demoWinning('£1.00');
    renderScreen(fakeProvider([freeValueBrand]), freeValueBrand.id, { renderCoinsDemo });
    await user.click(await screen.findByRole('button', { name: 'Play wheel' }));
    expect(screen.getByText('Your last demo result: Wheel of Fortune: £1.00')).toBeInTheDocument();
    setItem.mockRestore();
  });

  it('keeps the value and error in the page state, and starts afresh for another brand', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider([
      freeValueBrand,
      { ...freeValueBrand, id: 'second', name: 'Second' },
    ]);
    const { rerender } = renderScreen(provider, freeValueBrand.id);
    const input = await screen.findByRole('textbox', { name: 'Gift card value' });
    await user.type(input, '600');
    expect(input).toHaveValue('60');
    expect(screen.getByText('Max £500.00 per Gift Card')).toBeInTheDocument();
    rerender(
      <GiftcashProvider provider={provider}>
        <BrandDetailScreen brandId="second" />
      </GiftcashProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Second Gift Card' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gift card value' })).toHaveValue('');
    expect(screen.queryByText('Max £500.00 per Gift Card')).not.toBeInTheDocument();
  });

  it('works with the sample provider', async () => {
    const provider = createSampleProvider({ storage: null });
    const { brands } = await provider.getBrands();
    const brand = brands[0]!;
    renderScreen(provider, brand.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: `${brand.name} Gift Card` }),
    ).toBeInTheDocument();
  });

  it('renders its loading state on the server', () => {
    const html = renderToString(
      <GiftcashProvider provider={fakeProvider([freeValueBrand])}>
        <BrandDetailScreen brandId={freeValueBrand.id} />
      </GiftcashProvider>,
    );
    expect(html).toContain('Loading brand...');
  });
});
