import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReviews } from '@giftcash/sample';
import { SAMPLE_REVIEW_COUNT, SAMPLE_REVIEW_RATING } from '@giftcash/sample/testing';
import { HOSTILE_SCALARS, HOSTILE_TEXT } from '../testing/hostileJson';
import { assertHostileFields } from '../testing/validation';
import type { ReviewsResponse } from '../model/types';
import { InvalidResponseError } from './errors';
import { isWellFormedText } from './sanitize';
import { validateResponse } from './validate';

const NOW = Date.UTC(2026, 10, 22, 12);
const sample = () =>
  structuredClone(buildReviews({ now: NOW })) as unknown as Record<string, unknown>;
const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE_SCALARS),
  fc.constantFrom(...HOSTILE_TEXT),
  fc.anything({ maxDepth: 2 }),
);

/** What every accepted reviews answer must be, whatever was sent. */
function expectWellFormed(result: ReviewsResponse) {
  expect(result.rating).toBeGreaterThanOrEqual(0);
  expect(result.rating).toBeLessThanOrEqual(5);
  if (result.count === 0) expect(result.rating).toBe(0);
  expect(Number.isSafeInteger(result.count)).toBe(true);
  expect(result.count).toBeGreaterThanOrEqual(result.items.length);
  const ids = new Set<string>();
  for (const item of result.items) {
    expect(typeof item.id).toBe('string');
    expect(ids.has(item.id)).toBe(false);
    ids.add(item.id);
    expect(Number.isInteger(item.rating) && item.rating >= 1 && item.rating <= 5).toBe(true);
    expect(item.id).not.toBe('');
    for (const text of [item.id, item.author, item.body, item.title ?? 'none']) {
      expect(typeof text).toBe('string');
      expect(isWellFormedText(text)).toBe(true);
    }
    for (const text of [item.author, item.body, item.title ?? 'none'])
      expect(text.trim()).not.toBe('');
    expect(['string', 'number']).toContain(typeof item.date);
  }
}

afterEach(() => vi.restoreAllMocks());

describe('validateResponse: reviews', () => {
  it('keeps the sample summary as it is: rating, count and the recent reviews', () => {
    const result = validateResponse('reviews', sample());
    expect(result.rating).toBe(SAMPLE_REVIEW_RATING);
    expect(result.count).toBe(SAMPLE_REVIEW_COUNT);
    expect(result.items.length).toBeGreaterThanOrEqual(3);
    expectWellFormed(result);
  });

  it('a hostile value in any field either is repaired or dropped, or fails as an InvalidResponseError; never passes through untyped', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fields = [
      'rating',
      'count',
      'items',
      ...['id', 'author', 'rating', 'title', 'body', 'date'].map((key) => `items.0.${key}`),
    ];
    assertHostileFields({
      endpoint: 'reviews',
      sample,
      paths: fields,
      hostile,
      refused: (error) => expect(error).toBeInstanceOf(InvalidResponseError),
      accepted: expectWellFormed,
      parameters: { numRuns: 300 },
    });
  });

  it('any root at all, however malformed, is a well-formed summary or an InvalidResponseError', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const item = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer(), hostile),
        author: fc.oneof(fc.string(), hostile),
        rating: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), hostile),
        title: fc.oneof(fc.string(), hostile),
        body: fc.oneof(fc.string(), hostile),
        date: fc.oneof(fc.string(), fc.double(), hostile),
      },
      { requiredKeys: [] },
    );
    const root = fc.oneof(
      hostile,
      fc.record(
        {
          rating: fc.oneof(fc.double(), hostile),
          count: fc.oneof(fc.integer(), fc.double(), hostile),
          items: fc.oneof(fc.array(fc.oneof(item, hostile), { maxLength: 6 }), hostile),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(root, (input) => {
        try {
          expectWellFormed(validateResponse('reviews', input));
        } catch (error) {
          if (!(error instanceof InvalidResponseError)) throw error;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('names the field when the summary figures are unusable', () => {
    expect(() => validateResponse('reviews', { ...sample(), rating: '4.8' })).toThrow(
      'Invalid reviews response: rating',
    );
    expect(() => validateResponse('reviews', { ...sample(), rating: 7 })).toThrow(
      'Invalid reviews response: rating',
    );
    expect(() => validateResponse('reviews', { ...sample(), count: -1 })).toThrow(
      'Invalid reviews response: count',
    );
    expect(() => validateResponse('reviews', [])).toThrow('Invalid reviews response: (root)');
  });

  it('drops a malformed or repeated review and keeps the rest; no reviews means no average', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = buildReviews({ now: NOW }).items;
    const result = validateResponse('reviews', {
      rating: 4.5,
      count: 10,
      items: [
        good[0],
        { ...good[1], rating: 9 },
        { ...good[0] },
        { ...good[2], body: '   ' },
        good[3],
      ],
    });
    expect(result.items.map((item) => item.id)).toEqual([good[0]?.id, good[3]?.id]);
    expect(validateResponse('reviews', { rating: 4.9, count: 0 })).toEqual({
      rating: 0,
      count: 0,
      items: [],
    });
    // The count covers at least the reviews it lists.
    expect(validateResponse('reviews', { rating: 5, count: 0, items: [good[0]] }).count).toBe(1);
  });
});
