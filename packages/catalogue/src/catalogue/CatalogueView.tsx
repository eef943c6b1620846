'use client';

import {
  forwardRef,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
} from 'react';
import {
  categoryLabel,
  categoryPhrase,
  errorMessage,
  type Brand,
  type BrandsResponse,
  type CategorySlug,
} from '@giftcash/core';
import { cx, StatusMessage, useComposedRefs, useControllableState } from '@giftcash/core/react';
import { BrandGrid } from '../brand-card/BrandGrid';
import { BrandCarousel, type BrandCarouselProps } from '../brand-carousel/BrandCarousel';
import { CategoryStrip } from '../category-strip/CategoryStrip';
import { SearchBox } from '../search/SearchBox';
import { SearchFeedback } from '../search/SearchFeedback';
import { usePagedList } from '../search/usePagedList';
import {
  BRAND_SORT_OPTIONS,
  countBrandsByCategory,
  filterBrands,
  groupBrandsByCategory,
  orderCategories,
  popularBrands,
  prepareBrandSearch,
  sortBrands,
  type BrandSort,
} from '../logic/brands';
import { StrokeIcon } from '../shared/StrokeIcon';
import { revealResults } from './revealResults';

/** Loading, error (nothing loaded) or loaded. */
export type LoadStatus = 'loading' | 'error' | 'success';

/** Shown when the brands cannot be loaded. */
export const BRANDS_LOAD_ERROR = 'Failed to load brands. Please try again later.';

/**
 * Props of {@link CatalogueView}: a `<div>`'s attributes (spread on the root, which takes the ref),
 * plus the brands and their load state, and three pieces of state that are each controlled or not:
 * the search (`query`), the category (`category`) and the order (`sort`). `defaultValue` and
 * `onChange` are left out for that reason.
 */
export interface CatalogueViewProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** Every brand (from the brands call); `undefined` while loading. */
  brands: readonly Brand[] | undefined;
  /** The response's category list, which sets the chip order. */
  categories?: BrandsResponse['categories'];
  /** Screen state. @default 'success' */
  status?: LoadStatus;
  /** The last load failure; shows the red `Error loading gift cards catalog: {reason}` banner. */
  error?: unknown;
  /** Shows a Retry button next to errors. */
  onRetry?: () => void;
  /** Search text, when controlled. */
  query?: string;
  /** Initial search text when uncontrolled. @default '' */
  defaultQuery?: string;
  /** Called on every keystroke in the search box. */
  onQueryChange?: (query: string) => void;
  /** Chosen category (`null` for all), when controlled. */
  category?: CategorySlug | null;
  /** Initial category when uncontrolled (e.g. from `?category=`). @default null */
  defaultCategory?: CategorySlug | null;
  /** Called when a chip is chosen; choosing the chosen chip again passes `null`. */
  onCategoryChange?: (category: CategorySlug | null) => void;
  /** Sort order, when controlled. */
  sort?: BrandSort;
  /** Initial sort when uncontrolled. @default 'name' */
  defaultSort?: BrandSort;
  /** Called when the sort selector changes. */
  onSortChange?: (sort: BrandSort) => void;
  /** Called when a brand card or carousel item is clicked. Pass a stable function to keep cards memoised. */
  onBrandSelect?: (brand: Brand, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Extra props for the Popular carousel (e.g. a test `clock`). */
  carouselProps?: Partial<BrandCarouselProps>;
  /**
   * Search results shown per page (more load as the list scrolls), and cards per category
   * section unless `sectionSize` says otherwise. Keeps every keystroke cheap with a thousand
   * brands: a keystroke's work grows with the cards it redraws. The default is four full rows
   * of the five columns a laptop shows (and five rows of four at 1024 px). @default 20
   */
  pageSize?: number;
  /**
   * Cards per category section before its `Show all` button (which chooses that category): a
   * small number makes each category a shelf, one row wide on a laptop, and keeps a long
   * catalogue short on a phone. A chosen category shows all its cards. @default pageSize
   */
  sectionSize?: number;
}

interface SectionsProps {
  idPrefix: string;
  sectionSize: number;
  onShowAll: (slug: CategorySlug) => void;
  order: readonly CategorySlug[];
  groups: ReadonlyMap<CategorySlug, Brand[]>;
  category: CategorySlug | null;
  onBrandSelect: CatalogueViewProps['onBrandSelect'];
}

/** Category sections; memoised so a keystroke in the search box does not re-render them. */
const CategorySections = memo(function CategorySections({
  idPrefix,
  sectionSize,
  onShowAll,
  order,
  groups,
  category,
  onBrandSelect,
}: SectionsProps) {
  return (
    <>
      {order.map((slug) => {
        const brands = groups.get(slug);
        if (!brands?.length) return null;
        return (
          <section
            key={slug}
            className="gc-catalogue-section"
            aria-labelledby={`${idPrefix}-${slug}`}
            hidden={category !== null && category !== slug}
          >
            <h2 id={`${idPrefix}-${slug}`} className="gc-catalogue-heading">
              <span className="gc-catalogue-heading-text">{categoryLabel(slug)}</span>{' '}
              <span className="gc-catalogue-count">({brands.length})</span>
            </h2>
            <BrandGrid
              brands={
                category === slug || brands.length <= sectionSize
                  ? brands
                  : brands.slice(0, sectionSize)
              }
              onBrandSelect={onBrandSelect}
            />
            {category !== slug && brands.length > sectionSize ? (
              <button
                type="button"
                className="gc-button gc-catalogue-more"
                data-variant="secondary"
                onClick={() => onShowAll(slug)}
              >
                {/* One text run: the button is a flex box, and a second child would add its gap to the space. */}
                Show all {brands.length} {categoryPhrase(slug)}
              </button>
            ) : null}
          </section>
        );
      })}
    </>
  );
});

interface ResultsProps {
  id: string;
  hidden: boolean;
  results: readonly Brand[];
  pageSize: number;
  onBrandSelect: CatalogueViewProps['onBrandSelect'];
}

/** The combined Search Results group: a page of cards at a time, more as the list scrolls (or with the button). */
const SearchResults = memo(function SearchResults({
  id,
  hidden,
  results,
  pageSize,
  onBrandSelect,
}: ResultsProps) {
  const page = usePagedList(results, pageSize);
  return (
    <section
      className="gc-catalogue-section gc-catalogue-results"
      aria-labelledby={`${id}-results`}
      hidden={hidden}
    >
      <h2 id={`${id}-results`} className="gc-catalogue-heading">
        Search Results <span className="gc-catalogue-count">({results.length})</span>
      </h2>
      <BrandGrid brands={page.shown} onBrandSelect={onBrandSelect} chunkSize={pageSize} recycle />
      {page.remaining > 0 ? (
        <button
          ref={page.moreRef}
          type="button"
          className="gc-button gc-catalogue-more"
          data-variant="secondary"
          onClick={page.showMore}
        >
          Show more results ({page.remaining} more)
        </button>
      ) : null}
    </section>
  );
});

/**
 * The gift card catalogue: a sticky filter bar (search, and the chosen category as a chip that
 * removes it), sort, category chips, Popular carousel, and category sections of brand cards (or
 * one `Search Results` group while searching). Controlled or
 * uncontrolled; renders on the server. Built for a thousand brands: grouping is memoised, the
 * search index is built once the brands arrive, search results follow the query in the same
 * render (only a category change is deferred), and cards are toggled rather than re-created.
 */
export const CatalogueView = forwardRef<HTMLDivElement, CatalogueViewProps>(function CatalogueView(
  {
    brands,
    categories,
    status = 'success',
    error,
    onRetry,
    query: queryProp,
    defaultQuery = '',
    onQueryChange,
    category: categoryProp,
    defaultCategory = null,
    onCategoryChange,
    sort: sortProp,
    defaultSort = 'name',
    onSortChange,
    onBrandSelect,
    carouselProps,
    pageSize = 20,
    sectionSize = pageSize,
    className,
    ...rest
  },
  ref,
) {
  const [query, setQuery] = useControllableState({
    value: queryProp,
    defaultValue: defaultQuery,
    onChange: onQueryChange,
    name: 'CatalogueView',
  });
  const [category, setCategory] = useControllableState<CategorySlug | null>({
    value: categoryProp,
    defaultValue: defaultCategory,
    onChange: onCategoryChange,
    name: 'CatalogueView',
  });
  const [sort, setSort] = useControllableState<BrandSort>({
    value: sortProp,
    defaultValue: defaultSort,
    onChange: onSortChange,
    name: 'CatalogueView',
  });
  const id = useId();
  const list = useMemo(() => brands ?? [], [brands]);
  const sorted = useMemo(() => sortBrands(list, sort), [list, sort]);
  const groups = useMemo(() => groupBrandsByCategory(sorted), [sorted]);
  const order = useMemo(() => orderCategories(categories, list), [categories, list]);
  const counts = useMemo(() => countBrandsByCategory(list), [list]);
  const popular = useMemo(() => popularBrands(list), [list]);
  // Once the brands arrive, and off the first keystroke's path: index their names and
  // categories, and fill the hidden results with a first page, so that the first letter
  // updates cards in place instead of creating them.
  const [primed, setPrimed] = useState(false);
  useEffect(() => {
    if (!list.length) return;
    const timer = setTimeout(() => {
      prepareBrandSearch(list);
      setPrimed(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [list]);

  // The results follow the search box in the same render (no deferred value): a keystroke
  // filters 1,000 brands in well under a millisecond and renders one page of cards, so the
  // results are in the very next frame. Category changes may show a whole category, so they
  // are deferred.
  const trimmedQuery = query.trim();
  const deferredCategory = useDeferredValue(category);
  const searching = trimmedQuery !== '';
  const matches = useMemo(
    () => (searching ? filterBrands(sorted, trimmedQuery, deferredCategory) : null),
    [searching, sorted, trimmedQuery, deferredCategory],
  );
  // The results stay mounted, hidden, while nothing matches or the box is empty: the next
  // search reuses their cards. They keep the last list that had matches.
  const lastResults = useRef<readonly Brand[] | null>(null);
  if (matches?.length) lastResults.current = matches;
  const results = lastResults.current ?? (primed ? sorted : null);
  // The Popular carousel stays mounted while searching (hidden, its animation stopped), so
  // the first letter and clearing the search do not unmount and re-create its slides. The
  // element is memoised: keystrokes do not re-render it.
  const [carouselPlaying, setCarouselPlaying] = useState(true);
  const carousel = useMemo(
    () => (
      <BrandCarousel
        brands={popular}
        label="Popular brands"
        onBrandSelect={onBrandSelect}
        playing={carouselPlaying && !searching}
        onPlayingChange={setCarouselPlaying}
        {...carouselProps}
      />
    ),
    [popular, onBrandSelect, carouselPlaying, searching, carouselProps],
  );
  // Choosing a category (a chip, or Show all) brings its results into view once they are
  // rendered, when they would otherwise start low on the screen (a phone).
  const root = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, root);
  const revealWanted = useRef(false);
  const chooseCategory = useCallback(
    (next: CategorySlug | null) => {
      revealWanted.current = true;
      setCategory(next);
    },
    [setCategory],
  );
  useEffect(() => {
    if (!revealWanted.current || deferredCategory !== category) return;
    revealWanted.current = false;
    const target = root.current?.querySelector<HTMLElement>(
      ':is(.gc-catalogue-results, .gc-catalogue-sections):not([hidden])',
    );
    if (target) revealResults(target);
  }, [category, deferredCategory]);
  // Memoised too: a keystroke does not re-render the chips.
  const chips = useMemo(
    () => (
      <CategoryStrip
        className="gc-catalogue-chips"
        categories={order}
        counts={counts}
        value={category}
        onValueChange={chooseCategory}
        label="Filter by category"
      />
    ),
    [order, counts, category, chooseCategory],
  );
  const loaded = status === 'success' && brands !== undefined;
  const reason = error === undefined ? null : errorMessage(error, 'Failed to fetch brands');

  return (
    <div
      ref={composedRef}
      className={cx('gc-screen gc-catalogue', className)}
      data-state={status}
      {...rest}
    >
      {reason !== null || status === 'error' ? (
        <div className="gc-catalogue-error" role="alert">
          {reason !== null ? (
            <p className="gc-catalogue-banner">Error loading gift cards catalog: {reason}</p>
          ) : null}
          {status === 'error' ? (
            <p className="gc-catalogue-error-text">{BRANDS_LOAD_ERROR}</p>
          ) : null}
          {onRetry ? (
            <button type="button" className="gc-button" onClick={onRetry}>
              Retry
            </button>
          ) : null}
        </div>
      ) : null}
      {status === 'loading' ? (
        <StatusMessage kind="loading">Loading gift cards…</StatusMessage>
      ) : null}
      {loaded ? (
        <>
          {/* The filter bar: sticky under the host's header at every width, with the search and,
              once a category is chosen, that category as a chip that removes it. */}
          <div className="gc-catalogue-toolbar">
            <div className="gc-catalogue-bar">
              <SearchBox
                id={`${id}-search`}
                label="Search offers by brand"
                value={query}
                onValueChange={setQuery}
              />
              {category !== null ? (
                <p className="gc-catalogue-filter">
                  <span className="gc-catalogue-filter-label">Showing</span>
                  <button
                    type="button"
                    className="gc-button gc-catalogue-filter-chip"
                    data-variant="pill"
                    aria-label={`Remove filter: ${categoryLabel(category)}`}
                    onClick={() => chooseCategory(null)}
                  >
                    <span>{categoryLabel(category)}</span>
                    <StrokeIcon d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </button>
                </p>
              ) : null}
            </div>
            <div className="gc-catalogue-sort">
              <label htmlFor={`${id}-sort`}>Sort by</label>
              <select
                id={`${id}-sort`}
                value={sort}
                onChange={(event) => setSort(event.target.value as BrandSort)}
              >
                {BRAND_SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {chips}
          {popular.length ? (
            <div className="gc-catalogue-popular" hidden={searching}>
              <h2 id={`${id}-popular`} className="gc-catalogue-heading">
                Popular
              </h2>
              {carousel}
            </div>
          ) : null}
          <SearchFeedback
            count={matches ? matches.length : null}
            query={trimmedQuery}
            total={list.length}
            onClear={() => setQuery('')}
          />
          {!matches &&
          list.length > 0 &&
          deferredCategory !== null &&
          !groups.get(deferredCategory)?.length ? (
            <StatusMessage kind="empty">
              No brands found in {categoryPhrase(deferredCategory)}.
            </StatusMessage>
          ) : null}
          {results?.length ? (
            <SearchResults
              id={id}
              hidden={!matches?.length}
              results={results}
              pageSize={pageSize}
              onBrandSelect={onBrandSelect}
            />
          ) : null}
          {/* Hidden (not unmounted) while searching: clearing the search shows them again without re-creating a card. */}
          <div className="gc-catalogue-sections" hidden={searching}>
            <CategorySections
              idPrefix={id}
              sectionSize={Math.max(1, sectionSize)}
              onShowAll={chooseCategory}
              order={order}
              groups={groups}
              category={deferredCategory}
              onBrandSelect={onBrandSelect}
            />
          </div>
        </>
      ) : null}
    </div>
  );
});
