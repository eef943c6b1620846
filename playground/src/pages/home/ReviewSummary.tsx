import { formatCoins, formatDateLong, type ReviewItem, type ReviewsResponse } from '@giftcash/core';
import { ratingText } from './reviewRating';

export interface ReviewSummaryProps {
  /**
   * The reviews summary; `undefined` while it loads, `null` when it could not be read (or the
   * data provider has no reviews): the widget then says so quietly instead of showing a figure.
   */
  reviews: ReviewsResponse | null | undefined;
  /** How many recent reviews to list. @default 3 */
  limit?: number;
  /** Id of the widget's heading (it labels the section). @default 'home-reviews-title' */
  headingId?: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five decorative stars for `rating`, each full, half or empty (to the nearest half star). Hidden
 * from assistive technology: the rating is always written out in words next to them.
 */
function Stars({ rating, className }: { rating: number; className: string }) {
  const halves = Math.round(rating * 2);
  return (
    <span className={className} aria-hidden="true">
      {STARS.map((star) => (
        <span
          key={star}
          className="home-reviews-star"
          data-fill={halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'}
        >
          ★
        </span>
      ))}
    </span>
  );
}

function Review({ review }: { review: ReviewItem }) {
  const date = formatDateLong(review.date);
  return (
    <li className="home-reviews-item">
      <p className="home-reviews-item-rating">
        <Stars rating={review.rating} className="home-reviews-stars home-reviews-stars-small" />
        <span className="gc-visually-hidden">{`Rated ${review.rating} out of 5`}</span>
      </p>
      {review.title ? (
        <p className="home-reviews-item-title">
          <bdi>{review.title}</bdi>
        </p>
      ) : null}
      <blockquote className="home-reviews-quote">
        <p>
          <bdi>{review.body}</bdi>
        </p>
      </blockquote>
      <p className="home-reviews-byline">
        <bdi>{review.author}</bdi>
        {date ? (
          <>
            {', '}
            <time dateTime={new Date(review.date).toISOString()}>{date}</time>
          </>
        ) : null}
      </p>
    </li>
  );
}

/**
 * The home page's review widget (controlled): the average rating in words and decorative stars,
 * how many reviews it is over, and the most recent reviews. Renders on the server; every piece of
 * review text is plain text in a bidi isolate.
 */
export function ReviewSummary({
  reviews,
  limit = 3,
  headingId = 'home-reviews-title',
}: ReviewSummaryProps) {
  let content;
  if (reviews === undefined) {
    content = (
      <p className="home-reviews-note" role="status">
        Loading reviews…
      </p>
    );
  } else if (reviews === null) {
    content = <p className="home-reviews-note">Reviews aren’t available right now.</p>;
  } else if (reviews.count === 0) {
    content = <p className="home-reviews-note">No reviews yet.</p>;
  } else {
    const recent = reviews.items.slice(0, Math.max(0, limit));
    const score = ratingText(reviews.rating);
    content = (
      <>
        <p className="home-reviews-score">
          <Stars rating={reviews.rating} className="home-reviews-stars" />{' '}
          <span className="home-reviews-score-text">
            <strong>{`${score} out of 5`}</strong>
            {` from ${formatCoins(reviews.count)} ${reviews.count === 1 ? 'review' : 'reviews'}`}
          </span>
        </p>
        {recent.length ? (
          <ul className="home-reviews-list" aria-label="Recent reviews">
            {recent.map((review) => (
              <Review key={review.id} review={review} />
            ))}
          </ul>
        ) : null}
      </>
    );
  }
  return (
    <section className="home-reviews" aria-labelledby={headingId} data-review-widget="">
      <h2 id={headingId}>What shoppers say</h2>
      {content}
    </section>
  );
}
