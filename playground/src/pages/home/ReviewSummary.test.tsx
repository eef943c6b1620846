import fc from 'fast-check';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateResponse, type DataProvider, type ReviewsResponse } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { buildReviews, createSampleProvider } from '@giftcash/sample';
import { HOSTILE_SCALARS, XSS_TEXT_VECTORS } from '@giftcash/core/testing';
import { ReviewSummary } from './ReviewSummary';
import { ReviewSummaryScreen } from './ReviewSummaryScreen';

const NOW = Date.UTC(2026, 10, 22, 12);
const sample = () => buildReviews({ now: NOW });
const FALLBACK = 'Reviews aren’t available right now.';

/** A provider whose reviews read answers `raw` through the same validation as the HTTP provider. */
function providerAnswering(raw: unknown): DataProvider {
  return {
    ...createSampleProvider({ storage: null }),
    getReviews: async () => validateResponse('reviews', raw),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('ReviewSummary', () => {
  it('shows the rating in words, the review count and the three most recent reviews', () => {
    const reviews = sample();
    render(<ReviewSummary reviews={reviews} />);
    const widget = screen.getByRole('region', { name: 'What shoppers say' });
    expect(within(widget).getByText('4.8 out of 5')).toBeVisible();
    expect(widget).toHaveTextContent('4.8 out of 5 from 12,486 reviews');
    const list = within(widget).getByRole('list', { name: 'Recent reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = reviews.items[0] as ReviewsResponse['items'][number];
    expect(items[0]).toHaveTextContent(first.body);
    expect(items[0]).toHaveTextContent(first.author);
    expect(items[0]).toHaveTextContent(`Rated ${first.rating} out of 5`);
  });

  it('keeps the stars decorative: hidden from assistive technology, with the rating written out', () => {
    const { container } = render(<ReviewSummary reviews={{ ...sample(), rating: 4.3 }} />);
    const stars = container.querySelectorAll('.home-reviews-stars');
    expect(stars.length).toBeGreaterThan(0);
    for (const group of stars) expect(group).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('4.3 out of 5')).toBeVisible();
    expect([...(stars[0]?.children ?? [])].map((star) => star.getAttribute('data-fill'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
  });

  it('says quietly when reviews are unavailable or there are none, with no figure', () => {
    const { rerender } = render(<ReviewSummary reviews={null} />);
    expect(screen.getByRole('region', { name: 'What shoppers say' })).toHaveTextContent(FALLBACK);
    expect(screen.queryByText(/out of 5/)).toBeNull();
    rerender(<ReviewSummary reviews={{ rating: 0, count: 0, items: [] }} />);
    expect(screen.getByText('No reviews yet.')).toBeVisible();
    rerender(<ReviewSummary reviews={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
  });

  it('renders hostile review text as text', () => {
    const vector =
      XSS_TEXT_VECTORS.find((text) => text.includes('<img')) ?? '<img src=x onerror=alert(1)>';
    const reviews = sample();
    const hostile = {
      ...reviews,
      items: [
        {
          ...(reviews.items[0] as ReviewsResponse['items'][number]),
          author: vector,
          title: vector,
          body: `<script>alert(1)</script>${vector}`,
        },
      ],
    };
    const { container } = render(<ReviewSummary reviews={hostile} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getAllByText(vector, { exact: false }).length).toBeGreaterThanOrEqual(2);
  });
});

describe('ReviewSummaryScreen', () => {
  it('renders the reviews from the initial data on the server, like the rest of the hero', () => {
    const html = renderToString(
      <GiftcashProvider
        provider={createSampleProvider({ storage: null })}
        initialData={{ reviews: sample() }}
        renderedAt={NOW}
      >
        <ReviewSummaryScreen />
      </GiftcashProvider>,
    );
    expect(html).toContain('4.8 out of 5');
    expect(html).toContain('Recent reviews');
  });

  it('reads the reviews through the data provider', async () => {
    render(
      <GiftcashProvider provider={createSampleProvider({ storage: null })}>
        <ReviewSummaryScreen />
      </GiftcashProvider>,
    );
    expect(await screen.findByText('4.8 out of 5')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the quiet fallback, never validator wording, for any malformed reviews answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const malformed = fc.oneof(
      fc.constantFrom(...HOSTILE_SCALARS),
      fc.record({
        rating: fc.oneof(fc.string(), fc.constant(-1), fc.constant(6), fc.constant(null)),
        count: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({
        rating: fc.constant(4),
        count: fc.oneof(fc.string(), fc.constant(-3), fc.constant(1.5)),
      }),
      fc.record({
        rating: fc.constant(4),
        count: fc.constant(3),
        items: fc.oneof(
          fc.string(),
          fc.constant({}),
          fc.array(fc.constant({ id: 'x' }), { minLength: 1, maxLength: 3 }),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(malformed, async (raw) => {
        const { unmount } = render(
          <GiftcashProvider provider={providerAnswering(raw)}>
            <ReviewSummaryScreen />
          </GiftcashProvider>,
        );
        const widget = screen.getByRole('region', { name: 'What shoppers say' });
        await waitFor(() => expect(widget).toHaveTextContent(FALLBACK));
        expect(widget.textContent).not.toMatch(/invalid|expected|received|response/i);
        unmount();
      }),
      { numRuns: 30 },
    );
    expect(warn).toHaveBeenCalledWith('Home: could not load reviews', expect.anything());
  });

  it('shows the same fallback when the data provider has no reviews', async () => {
    const { getReviews: _unused, ...withoutReviews } = createSampleProvider({ storage: null });
    render(
      <GiftcashProvider provider={withoutReviews}>
        <ReviewSummaryScreen />
      </GiftcashProvider>,
    );
    expect(await screen.findByText(FALLBACK)).toBeVisible();
  });
});
