import { useEffect, useState, type RefObject } from 'react';
import { useSearchParams } from 'wouter';
import { CatalogueScreen } from '@giftcash/catalogue';
import { SEARCH_PARAM } from './searchParam';

/**
 * The catalogue under the page's heading (./CataloguePage.tsx): search, categories, carousels and
 * the brands, in a chunk of its own that hydrates after the page. A `?category=` parameter
 * preselects that category, and a `?q=` parameter fills the search box (the brand page's
 * not-found search sends it); each is then removed from the address (history replace), also when
 * it arrives while the page is already open, and the results are brought into view once shown (a
 * category chosen on the home page lands on its brands, not on the Popular carousel above them).
 * Its props never change (the page memoises it until it has hydrated): the parameters are read
 * here.
 */
export function CatalogueBrowser({ page }: { page: RefObject<HTMLDivElement | null> }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const requestedQuery = params.get(SEARCH_PARAM);
  const [category, setCategory] = useState<string | null>(() => requested || null);
  const [query, setQuery] = useState(() => requestedQuery?.trim() ?? '');

  useEffect(() => {
    if (requested === null && requestedQuery === null) return;
    if (requested !== null) setCategory(requested || null);
    if (requestedQuery !== null) setQuery(requestedQuery.trim());
    if ((requested || requestedQuery?.trim()) && page.current) revealWhenShown(page.current);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('category');
        next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, requestedQuery, setParams, page]);

  return (
    // Five cards per category: one row on a laptop, and a phone scrolls through every category
    // in a few screens instead of 168 rows; Show all opens the whole category.
    <CatalogueScreen
      category={category}
      onCategoryChange={setCategory}
      query={query}
      onQueryChange={setQuery}
      sectionSize={5}
    />
  );
}

/** The catalogue's results (a category's sections, or search results) once they are on the page. */
const RESULTS = '.gc-catalogue-results, .gc-catalogue-sections:not([hidden])';

/**
 * Scrolls the results under the header once they are shown, when fewer than `minVisible` px of them
 * would be on screen (a phone); gives up after `timeoutMs` (brands that never arrive) or when the
 * person scrolls first. Returns a function that stops waiting.
 */
export function revealWhenShown(
  root: HTMLElement,
  { minVisible = 160, timeoutMs = 5000 } = {},
): () => void {
  const view = root.ownerDocument.defaultView;
  if (!view) return () => undefined;
  let observer: MutationObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    view.clearTimeout(timer);
    view.removeEventListener('wheel', stop);
    view.removeEventListener('touchmove', stop);
  };
  const attempt = () => {
    const target = root.querySelector<HTMLElement>(RESULTS);
    if (!target) return false;
    const { top } = target.getBoundingClientRect();
    // At least 40% of the screen too: a phone's compact first screen can start them in its last quarter.
    if (top < 0 || top + Math.max(minVisible, view.innerHeight * 0.4) > view.innerHeight)
      target.scrollIntoView({ block: 'start' });
    return true;
  };
  const timer = view.setTimeout(stop, timeoutMs);
  view.addEventListener('wheel', stop, { passive: true });
  view.addEventListener('touchmove', stop, { passive: true });
  // After this render's commit and the router's scroll to the top of a new page.
  view.requestAnimationFrame(() => {
    if (attempt()) return stop();
    observer = new MutationObserver(() => {
      if (attempt()) stop();
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
  });
  return stop;
}
