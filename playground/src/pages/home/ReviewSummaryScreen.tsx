import { useEffect } from 'react';
import { useResource } from '@giftcash/core/react';
import { ReviewSummary, type ReviewSummaryProps } from './ReviewSummary';

/**
 * The review widget, connected: reads the reviews summary through the data provider (`reviews`
 * in the page's initial data, so it is prerendered with the rest of the hero). A failed read, or
 * a provider without `getReviews`, is logged and shows the widget's quiet fallback, never the
 * error's wording; reviews already on screen stay when a later read fails.
 */
export function ReviewSummaryScreen(props: Omit<ReviewSummaryProps, 'reviews'>) {
  const reviews = useResource(
    (provider, signal) => provider.getReviews?.({ signal }) ?? Promise.resolve(null),
    [],
    { initialData: 'reviews' },
  );
  const failed = reviews.status === 'error';
  useEffect(() => {
    if (failed) console.warn('Home: could not load reviews', reviews.error);
  }, [failed, reviews.error]);
  return <ReviewSummary {...props} reviews={failed ? null : reviews.data} />;
}
