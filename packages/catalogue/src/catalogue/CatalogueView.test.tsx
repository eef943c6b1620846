import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BRANDS,
  CATEGORIES,
  CATEGORY_ORDER,
  brandsAfterFailure,
  makeBrand,
  visibleHeadings,
} from '../testing/fixtures';
import { CatalogueView } from './CatalogueView';
import { CatalogueScreen } from './CatalogueScreen';
import { renderNavigating } from '../testing/renderNavigating';

const visibleCardNames = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.gc-brand-card-name')]
    .filter((el) => el.closest('[hidden]') === null)
    .map((el) => el.textContent);

const sectionHeadings = visibleHeadings;

describe('CatalogueView', () => {
  it('a chosen category shows in the filter bar as a chip that removes it; no chip with no category', async () => {
    const user = userEvent.setup();
    const onCategoryChange = vi.fn();
    render(
      <CatalogueView brands={BRANDS} categories={CATEGORIES} onCategoryChange={onCategoryChange} />,
    );
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', {
        name: /^Tech/,
      }),
    );
    const chip = screen.getByRole('button', { name: 'Remove filter: Tech' });
    // In the bar with the search (the part that stays on screen), showing the category's name.
    expect(chip.closest('.gc-catalogue-bar')).toContainElement(
      screen.getByRole('searchbox', { name: 'Search offers by brand' }),
    );
    expect(chip).toHaveTextContent('Tech');
    await waitFor(() => expect(sectionHeadings()).toContain('Tech (2)'));
    expect(sectionHeadings()).not.toContain('Groceries (1)');
    await user.click(chip);
    expect(onCategoryChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    await waitFor(() => expect(sectionHeadings()).toContain('Groceries (1)'));
  });

  it('shows the Popular carousel and one section per category with a count, A–Z by default', () => {
    render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
    expect(screen.getByRole('region', { name: 'Popular brands' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'Popular',
      'Groceries (1)',
      'Tech (2)',
      'Fashion and fitness (1)',
      'Department stores (1)',
      'Eating and drinking out (1)',
      'Pets (1)',
    ]);
    const tech = screen.getByRole('region', { name: 'Tech (2)' });
    expect(
      within(tech)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Argos'), expect.stringContaining('Currys')]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  });

  it('sectionSize makes each category a shelf: its first cards and Show all, which chooses the category', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 7 }, (_, i) =>
      makeBrand({
        id: `shop-${i}`,
        name: `Shop ${String.fromCharCode(65 + i)}`,
        categories: ['tech'],
      }),
    );
    render(
      <CatalogueView
        brands={[...BRANDS, ...many]}
        categories={CATEGORIES}
        sectionSize={3}
        pageSize={4}
      />,
    );
    const tech = screen.getByRole('region', { name: 'Tech (9)' });
    expect(within(tech).getAllByRole('link')).toHaveLength(3);
    // Sections that fit show no button.
    expect(
      within(screen.getByRole('region', { name: 'Groceries (1)' })).queryByRole('button'),
    ).toBeNull();
    const showAll = within(tech).getByRole('button', { name: /^Show all 9\b/ });
    expect(showAll.textContent).toMatch(/^Show all 9 [a-z]/);
    await user.click(showAll);
    expect(sectionHeadings()).toEqual(['Popular', 'Tech (9)']);
    expect(
      within(screen.getByRole('region', { name: 'Tech (9)' })).getAllByRole('link'),
    ).toHaveLength(9);
    expect(
      within(screen.getByRole('region', { name: 'Tech (9)' })).queryByRole('button', {
        name: /^Show all/,
      }),
    ).toBeNull();
    // Search results page by pageSize, not sectionSize.
    await user.click(screen.getByRole('button', { name: /^Tech/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search offers by brand' }), 'shop');
    const results = await screen.findByRole('region', { name: /Search Results/ });
    expect(within(results).getAllByRole('link')).toHaveLength(4);
  });

  it('shows search results twenty at a time by default (four rows of five on a laptop)', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) =>
      makeBrand({
        id: `shop-${i}`,
        name: `Shop ${String(i).padStart(2, '0')}`,
        categories: ['tech'],
      }),
    );
    render(<CatalogueView brands={many} categories={CATEGORIES} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search offers by brand' }), 'shop');
    const results = await screen.findByRole('region', { name: 'Search Results (45)' });
    expect(within(results).getAllByRole('link')).toHaveLength(20);
    await user.click(within(results).getByRole('button', { name: 'Show more results (25 more)' }));
    expect(within(results).getAllByRole('link')).toHaveLength(40);
    await user.click(within(results).getByRole('button', { name: 'Show more results (5 more)' }));
    expect(within(results).getAllByRole('link')).toHaveLength(45);
    expect(within(results).queryByRole('button', { name: /^Show more/ })).toBeNull();
  });

  it('leaves popular and other out of the chips; choosing a chip filters and choosing it again clears', async () => {
    const user = userEvent.setup();
    render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
    const chips = screen.getByRole('group', { name: 'Filter by category' });
    const names = within(chips)
      .getAllByRole('button')
      .map((button) => button.getAttribute('data-slug'));
    expect(names).toEqual(CATEGORY_ORDER);
    await user.click(within(chips).getByRole('button', { name: /^Tech/ }));
    expect(sectionHeadings()).toEqual(['Popular', 'Tech (2)']);
    await user.click(within(chips).getByRole('button', { name: /^Tech/ }));
    expect(sectionHeadings()).toHaveLength(7);
  });

  it('choosing a category scrolls its results to the top when they start low on the screen, and only then', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    let top = 700; // jsdom's window is 768 px tall: only 68 px of the results would show
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        return DOMRect.fromRect({
          x: 0,
          y: this.classList.contains('gc-catalogue-sections') ? top : 0,
          width: 300,
          height: 100,
        });
      });
    try {
      const { container } = render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
      const chips = screen.getByRole('group', { name: 'Filter by category' });
      expect(scrollIntoView).not.toHaveBeenCalled();
      await user.click(within(chips).getByRole('button', { name: /^Tech/ }));
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(scrolled[0]).toBe(container.querySelector('.gc-catalogue-sections'));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
      // Results already well in view (a laptop): nothing moves.
      top = 300;
      await user.click(within(chips).getByRole('button', { name: /^Groceries/ }));
      expect(sectionHeadings()).toEqual(['Popular', 'Groceries (1)']);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      rect.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('searches name or category ignoring case, shows Search Results with a count, and ignores Enter', async () => {
    const user = userEvent.setup();
    const { container } = render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
    const search = screen.getByPlaceholderText('Search offers by brand');
    expect(search).toHaveAccessibleName('Search offers by brand');
    await user.type(search, 'TECH{Enter}');
    await waitFor(() => expect(sectionHeadings()).toEqual(['Search Results (2)']));
    expect(visibleCardNames(container)).toEqual(['Argos', 'Currys']);
    expect(screen.getByRole('status')).toHaveTextContent('2 brands found');
    expect(search).toHaveValue('TECH');
    await user.clear(search);
    await user.type(search, 'zIz');
    await waitFor(() => expect(visibleCardNames(container)).toEqual(['Zizzi']));
  });

  it('shows the no-results message with Clear search, which restores every group', async () => {
    const user = userEvent.setup();
    render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
    await user.type(screen.getByPlaceholderText('Search offers by brand'), 'nothing here');
    expect(await screen.findByText('No brands found matching "nothing here"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByPlaceholderText('Search offers by brand')).toHaveValue('');
    await waitFor(() => expect(sectionHeadings()).toHaveLength(7));
  });

  it('sorts by Highest Cashback Rate', async () => {
    const user = userEvent.setup();
    render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...sort.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Highest Cashback Rate',
      'Brand Name',
    ]);
    await user.selectOptions(sort, 'Highest Cashback Rate');
    const tech = screen.getByRole('region', { name: 'Tech (2)' });
    expect(within(tech).getAllByRole('link')[0]).toHaveTextContent('Argos');
    expect(within(tech).getAllByRole('link')[1]).toHaveTextContent('Currys');
  });

  it('preselects a category from defaultCategory and reports brand clicks', async () => {
    const user = userEvent.setup();
    const onBrandSelect = vi.fn((_brand, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(
      <CatalogueView
        brands={BRANDS}
        categories={CATEGORIES}
        defaultCategory="groceries"
        onBrandSelect={onBrandSelect}
      />,
    );
    expect(sectionHeadings()).toEqual(['Popular', 'Groceries (1)']);
    const card = within(screen.getByRole('region', { name: 'Groceries (1)' })).getByRole('link');
    expect(card).toHaveAttribute('href', '/brand/tesco');
    await user.click(card);
    expect(onBrandSelect).toHaveBeenCalledWith(BRANDS[0], expect.anything());
  });

  it('shows the loading text, and the error texts with a red banner and Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<CatalogueView brands={undefined} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading gift cards…');
    rerender(
      <CatalogueView
        brands={undefined}
        status="error"
        error={new Error('Network Error')}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading gift cards catalog: Network Error');
    expect(alert).toHaveTextContent('Failed to load brands. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('CatalogueView while typing', () => {
  it('hides the Popular carousel (paused) and the sections while searching, keeping them mounted, and restores both', async () => {
    const user = userEvent.setup();
    const { container } = render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
    const carousel = screen.getByRole('region', { name: 'Popular brands' });
    const sections = container.querySelector('.gc-catalogue-sections')!;
    expect(carousel).toHaveAttribute('data-state', 'playing');
    await user.type(screen.getByPlaceholderText('Search offers by brand'), 'tech');
    // Out of the accessibility tree, and its animation stopped.
    expect(screen.queryByRole('region', { name: 'Popular brands' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Popular' })).toBeNull();
    expect(carousel).toHaveAttribute('data-state', 'paused');
    expect(sections).toHaveAttribute('hidden');
    expect(sectionHeadings()).toEqual(['Search Results (2)']);
    await user.clear(screen.getByPlaceholderText('Search offers by brand'));
    // The very same elements come back: nothing was unmounted.
    expect(screen.getByRole('region', { name: 'Popular brands' })).toBe(carousel);
    expect(container.querySelector('.gc-catalogue-sections')).toBe(sections);
    expect(sections).not.toHaveAttribute('hidden');
    expect(carousel).toHaveAttribute('data-state', 'playing');
    expect(sectionHeadings()).toHaveLength(7);
  });

  it('readies hidden result cards once the brands load; every search reuses them, clearing hides them', async () => {
    const user = userEvent.setup();
    const { container } = render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
    const cards = () => [
      ...container.querySelectorAll<HTMLAnchorElement>('.gc-catalogue-results .gc-brand-card'),
    ];
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const section = container.querySelector('.gc-catalogue-results')!;
    // Out of sight and out of the accessibility tree until a search has matches.
    expect(section).toHaveAttribute('hidden');
    expect(screen.queryByRole('region', { name: /^Search Results/ })).toBeNull();
    const [first] = cards();
    const search = screen.getByPlaceholderText('Search offers by brand');
    await user.type(search, 'tech');
    const results = within(screen.getByRole('region', { name: /^Search Results/ }));
    expect(results.getAllByRole('link')[0]).toBe(first);
    expect(sectionHeadings()).toEqual(['Search Results (2)']);
    await user.clear(search);
    expect(section).toHaveAttribute('hidden');
    expect(screen.queryByRole('region', { name: /^Search Results/ })).toBeNull();
    expect(sectionHeadings()).toHaveLength(7);
    // No match hides them too, and the no-results message says so.
    await user.type(search, 'zzz');
    expect(section).toHaveAttribute('hidden');
    expect(screen.getByText('No brands found matching "zzz"')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'g');
    expect(container.querySelector('.gc-catalogue-results')).toBe(section);
    expect(section).not.toHaveAttribute('hidden');
    expect(cards()[0]).toBe(first);
  });

  it('keeps the Popular carousel paused after a search when the person paused it', async () => {
    const user = userEvent.setup();
    render(<CatalogueView brands={BRANDS} categories={CATEGORIES} />);
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    const search = screen.getByPlaceholderText('Search offers by brand');
    await user.type(search, 'a');
    await user.clear(search);
    expect(screen.getByRole('region', { name: 'Popular brands' })).toHaveAttribute(
      'data-state',
      'paused',
    );
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
  });

  it('updates result cards in place as the query narrows, with a new logo image for each new brand', async () => {
    const user = userEvent.setup();
    const brands = ['Alpha One', 'Alpha Two', 'Beta Alpha'].map((name) =>
      makeBrand({ id: name.toLowerCase().replace(' ', '-'), name }),
    );
    render(<CatalogueView brands={brands} />);
    const search = screen.getByPlaceholderText('Search offers by brand');
    await user.type(search, 'alpha');
    const results = () =>
      within(screen.getByRole('region', { name: /^Search Results/ })).getAllByRole('link');
    expect(results().map((link) => link.textContent)).toEqual([
      expect.stringContaining('Alpha One'),
      expect.stringContaining('Alpha Two'),
      expect.stringContaining('Beta Alpha'),
    ]);
    const [firstCard] = results();
    const firstLogo = firstCard!.querySelector('img');
    await user.type(search, ' t');
    expect(results()).toHaveLength(1);
    // The first position's card is reused for Alpha Two …
    expect(results()[0]).toBe(firstCard);
    expect(firstCard).toHaveAttribute('href', '/brand/alpha-two');
    expect(firstCard).toHaveTextContent('Alpha Two');
    // … with a fresh <img>, so the previous brand's logo is never shown under the new name.
    const logo = firstCard!.querySelector('img');
    expect(logo).not.toBe(firstLogo);
    expect(logo).toHaveAttribute('src', 'https://img.example.com/alpha-two.png');
  });
});

describe('CatalogueView empty states', () => {
  it('says when there are no brands at all, or none in the chosen category', () => {
    const { rerender } = render(<CatalogueView brands={[]} categories={[]} />);
    expect(screen.getByText('No gift cards are available right now.')).toBeInTheDocument();
    rerender(
      <CatalogueView brands={BRANDS} categories={CATEGORIES} category="travel-and-holiday" />,
    );
    expect(screen.getByText('No brands found in travel and holiday.')).toBeInTheDocument();
  });
});

describe('CatalogueScreen', () => {
  it('loads through the provider and recovers with Retry after a failure', async () => {
    const user = userEvent.setup();
    const getBrands = brandsAfterFailure('Request failed with status code 500', {
      brands: BRANDS,
      categories: CATEGORIES,
    });
    renderNavigating(<CatalogueScreen />, getBrands);
    expect(screen.getByText('Loading gift cards…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error loading gift cards catalog: Request failed with status code 500',
    );
    expect(alert).toHaveTextContent('Failed to load brands. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByPlaceholderText('Search offers by brand')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getBrands).toHaveBeenCalledTimes(2);
  });

  it('scrolls to the top when a brand is opened', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { navigate } = renderNavigating(<CatalogueScreen />, () =>
      Promise.resolve({ brands: BRANDS, categories: CATEGORIES }),
    );
    const section = await screen.findByRole('region', { name: 'Tech (2)' });
    await user.click(within(section).getAllByRole('link')[0]!);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(navigate).toHaveBeenCalledWith('/brand/argos');
  });
});
