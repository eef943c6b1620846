'use client';

import { StatusMessage } from '@giftcash/core/react';
import { NoResultsArt } from './NoResultsArt';

export interface SearchFeedbackProps {
  /** Brands the search matches, or `null` while nothing is searched. */
  count: number | null;
  /** The search text as matched (trimmed), for the no-match message. */
  query: string;
  /** Brands in the list at all. */
  total: number;
  /** Clears the search box (the no-match message's button). */
  onClear: () => void;
}

/**
 * What a brand search says, shared by the catalogue and the balance checker: the announced
 * count for screen readers, `No brands found matching "{query}"` with Clear search under a
 * small illustration, and the empty-list text.
 */
export function SearchFeedback({ count, query, total, onClear }: SearchFeedbackProps) {
  return (
    <>
      <p className="gc-visually-hidden" role="status">
        {count === null ? '' : `${count} ${count === 1 ? 'brand' : 'brands'} found`}
      </p>
      {count === 0 ? (
        <div className="gc-catalogue-empty">
          <NoResultsArt />
          <p>No brands found matching &quot;{query}&quot;</p>
          <button type="button" className="gc-button" data-variant="secondary" onClick={onClear}>
            Clear search
          </button>
        </div>
      ) : null}
      {total === 0 ? (
        <StatusMessage kind="empty">No gift cards are available right now.</StatusMessage>
      ) : null}
    </>
  );
}
