import type { ReviewItem, ReviewsResponse } from '@giftcash/core';
import { createRandom, DEFAULT_SEED } from './random';
import { shortName } from './people';

/** The sample app's average rating and how many reviews it is over. */
export const SAMPLE_REVIEW_RATING = 4.8;
export const SAMPLE_REVIEW_COUNT = 12_486;

/** What the recent sample reviews say, newest first: stars, headline and words. */
const REVIEWS: readonly Pick<ReviewItem, 'rating' | 'title' | 'body'>[] = [
  {
    rating: 5,
    title: 'Cashback straight away',
    body: 'Bought a supermarket card at the till and the cashback was in my wallet before I had packed the bags.',
  },
  {
    rating: 5,
    title: 'Easy gift for my niece',
    body: 'Picked a fashion gift card, it arrived by email within minutes and she spent it the same day.',
  },
  {
    rating: 4,
    body: 'Good range of brands and the coins add up quickly. Would like more travel brands.',
  },
  {
    rating: 5,
    title: 'Worth it for the weekly shop',
    body: 'Cashing out to my bank was simple once I had passed £10.',
  },
];

/** Options of {@link buildReviews}. */
export interface BuildReviewsOptions {
  /** The time the data is built around (epoch milliseconds): dates fall before it. */
  now: number;
  /** Seed of the data: the same seed gives the same data. @default DEFAULT_SEED */
  seed?: number;
}

/** The reviews summary: the average and count, and recent reviews a few hours to days before `now`. */
export function buildReviews({ now, seed = DEFAULT_SEED }: BuildReviewsOptions): ReviewsResponse {
  const random = createRandom(seed, 'reviews');
  let time = now;
  const items = REVIEWS.map((review, index): ReviewItem => {
    time -= random.int(3, 30) * 3_600_000 + random.int(0, 59) * 60_000;
    return {
      id: `review-${index + 1}`,
      author: shortName(random),
      ...review,
      date: new Date(time).toISOString(),
    };
  });
  return { rating: SAMPLE_REVIEW_RATING, count: SAMPLE_REVIEW_COUNT, items };
}
