import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildSampleResponses, type SampleResponses } from '@giftcash/sample';
import { InvalidResponseError, PlayRefusedError } from './errors';
import {
  EARLIEST_DATA_TIME,
  LATEST_DATA_TIME,
  isSaneTime,
  validatePlayResult,
  validateResponse,
} from './validate';
import { createHttpProvider } from '../http/createHttpProvider';
import { formatDateTime } from '../format/format';
import type { EndpointKey } from './provider';

/* eslint-disable @typescript-eslint/no-explicit-any -- the payloads are raw JSON, reached into by path */
type Raw = any;

/** Every time field the data has: where it sits in a raw response, and what "none" reads as after validation. */
const TIME_FIELDS: {
  name: string;
  endpoint: EndpointKey;
  at: (raw: Raw) => Raw;
  key: string;
  none: 0 | undefined;
}[] = [
  {
    name: 'lottery next_draw_at',
    endpoint: 'lotteries',
    at: (r) => r[0],
    key: 'next_draw_at',
    none: 0,
  },
  {
    name: 'lottery next_draw_to_sell_tickets_at',
    endpoint: 'lotteries',
    at: (r) => r[0],
    key: 'next_draw_to_sell_tickets_at',
    none: undefined,
  },
  {
    name: 'minigame release_date',
    endpoint: 'minigames',
    at: (r) => r[0],
    key: 'release_date',
    none: undefined,
  },
  {
    name: 'minigame expiration_date',
    endpoint: 'minigames',
    at: (r) => r[0],
    key: 'expiration_date',
    none: undefined,
  },
  {
    name: 'order created_at',
    endpoint: 'orders',
    at: (r) => r.items[0],
    key: 'created_at',
    none: 0,
  },
  {
    name: 'order valid_from',
    endpoint: 'orders',
    at: (r) => r.items[0],
    key: 'valid_from',
    none: undefined,
  },
  {
    name: 'order expiry_at',
    endpoint: 'orders',
    at: (r) => r.items[0],
    key: 'expiry_at',
    none: undefined,
  },
  {
    name: 'order balance_history created_at',
    endpoint: 'orders',
    at: (r) => r.items.find((o: Raw) => o.balance_history.length).balance_history[0],
    key: 'created_at',
    none: 0,
  },
  {
    name: 'draw draw_at',
    endpoint: 'raffleResults',
    at: (r) => r.result[0],
    key: 'draw_at',
    none: 0,
  },
  { name: 'winner date', endpoint: 'winners', at: (r) => r.items[0], key: 'date', none: 0 },
  ...[
    'created_at',
    'phone_number_verified_at',
    'bank_account_blocked_at',
    'bank_account_created_at',
    'uk_res_confirmed_at',
    'profile_checked_at',
  ].map((key) => ({
    name: `profile ${key}`,
    endpoint: 'profile' as const,
    at: (r: Raw) => r.profile,
    key,
    none: undefined,
  })),
  ...['last_free_entry_at', 'last_free_play_at', 'last_play_at'].map((key) => ({
    name: `minigame stats ${key}`,
    endpoint: 'profile' as const,
    at: (r: Raw) => r.profile.minigames[0],
    key,
    none: undefined,
  })),
];

const NOW = Date.UTC(2026, 10, 26, 12);
const responses = buildSampleResponses({ now: NOW });
const fresh = (endpoint: EndpointKey): Raw =>
  structuredClone(responses[endpoint as keyof SampleResponses]);

/** Times no date should be shown for: before 2000 (a time in seconds, a negative one) or after 2100 (up to the Date limit and past it). */
const absurdTime = fc.oneof(
  fc.constantFrom(
    8.64e15,
    -8.64e15,
    8.64e15 + 1,
    Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER,
    1,
    -1,
    1_764_000_000,
    LATEST_DATA_TIME + 1,
    EARLIEST_DATA_TIME - 1,
  ),
  fc.integer({ min: -8.64e15, max: EARLIEST_DATA_TIME - 1 }).filter((t) => t !== 0),
  fc.double({ min: LATEST_DATA_TIME + 1, max: 1e300, noNaN: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);
const saneTime = fc.integer({ min: EARLIEST_DATA_TIME, max: LATEST_DATA_TIME });

describe('times outside 2000–2100 are malformed data', () => {
  it('isSaneTime takes epoch milliseconds from 2000 to 2100 only', () => {
    fc.assert(fc.property(absurdTime, (time) => !isSaneTime(time)));
    fc.assert(fc.property(saneTime, (time) => isSaneTime(time)));
    expect(isSaneTime(Number.NaN) || isSaneTime(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it.each(TIME_FIELDS)(
    '$name: an absurd time reads as none, a sane one is kept (property)',
    ({ endpoint, at, key, none }) => {
      fc.assert(
        fc.property(
          fc.oneof(
            absurdTime.map((time) => ({ time, kept: false })),
            saneTime.map((time) => ({ time, kept: true })),
          ),
          ({ time, kept }) => {
            const raw = fresh(endpoint);
            at(raw)[key] = key === 'date' && kept ? new Date(time).toISOString() : time;
            const value = at(validateResponse(endpoint, raw))[key];
            if (kept) expect(value).toBe(at(raw)[key]);
            else expect(value).toBe(none);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('a winner date string outside the window (or not a date) reads as none', () => {
    for (const date of ['+275760-09-13T00:00:00.000Z', '1970-01-01T00:00:00.000Z', 'soon', '']) {
      const raw = fresh('winners');
      raw.items[0].date = date;
      expect(validateResponse('winners', raw).items[0]?.date).toBe(0);
    }
  });

  it('a play answer with an absurd plays_reset_at or free_entries_refill_at is malformed (property)', () => {
    const answer = {
      play_id: 'p-1',
      game_id: 'g',
      type: 1,
      slot_index: 0,
      prize: { index: 0, type: 1, value: 10 },
      coins_spent: 0,
      plays_left: 0,
      free_entries: 0,
      free_entries_refill_at: null,
      plays_reset_at: NOW,
    };
    expect(validatePlayResult(answer).plays_reset_at).toBe(NOW);
    fc.assert(
      fc.property(
        absurdTime,
        fc.constantFrom('plays_reset_at', 'free_entries_refill_at'),
        (time, key) => {
          expect(() => validatePlayResult({ ...answer, [key]: time })).toThrow(
            InvalidResponseError,
          );
        },
      ),
    );
  });

  it('a refusal whose refill_at is absurd names no time, so no "Play again from 13/09/275760"', async () => {
    const refuse = (refill_at: unknown) =>
      createHttpProvider({
        brandsUrl: 'https://api.test/brands/',
        fetch: vi.fn(
          async () =>
            new Response(JSON.stringify({ error: 'no-plays-left', refill_at }), { status: 429 }),
        ) as unknown as typeof fetch,
      }).playGame('g');
    await expect(refuse(8.64e15)).rejects.toEqual(new PlayRefusedError('no-plays-left', null));
    await expect(refuse(NOW)).rejects.toEqual(new PlayRefusedError('no-plays-left', NOW));
    expect(formatDateTime(8.64e15)).toContain('275760'); // what the page used to say
  });
});
