'use client';

import { useCallback, useEffect, useState } from 'react';

export interface PagedList<T> {
  /** The items to render now: the first pages of `items`. */
  shown: readonly T[];
  /** Items not rendered yet. */
  remaining: number;
  /** Renders one more page. */
  showMore: () => void;
  /** Renders at least the first `count` items (whole pages). */
  showAtLeast: (count: number) => void;
  /** Put on the "Show more" button: it shows the next page when it comes within 100 px of the viewport. */
  moreRef: (element: HTMLElement | null) => void;
}

/**
 * A long list rendered a page at a time, more as it scrolls into view, as the catalogue's search
 * results are: a new `items` list starts again at one page, in the same render (no extra commit),
 * so a search over thousands of brands only ever renders a page of rows.
 */
export function usePagedList<T>(items: readonly T[], pageSize: number): PagedList<T> {
  const [state, setState] = useState({ items, limit: pageSize });
  if (state.items !== items) setState({ items, limit: pageSize });
  const limit = state.items === items ? state.limit : pageSize;
  const showMore = useCallback(
    () => setState((current) => ({ ...current, limit: current.limit + pageSize })),
    [pageSize],
  );
  const showAtLeast = useCallback(
    (count: number) =>
      setState((current) =>
        current.limit >= count
          ? current
          : { ...current, limit: Math.ceil(count / pageSize) * pageSize },
      ),
    [pageSize],
  );
  const [button, setButton] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && showMore(),
      {
        rootMargin: '0px 0px 100px 0px',
      },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [button, showMore, limit, items]);
  return {
    shown: items.slice(0, limit),
    remaining: Math.max(0, items.length - limit),
    showMore,
    showAtLeast,
    moreRef: setButton,
  };
}
