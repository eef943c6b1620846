import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GiftcashError,
  HttpStatusError,
  InvalidResponseError,
  PlayRefusedError,
} from '../data/errors';
import type { PlayResult } from '../model/types';
import {
  createPlaySession,
  DEFAULT_PLAY_RETRY,
  PLAY_DEADLINE_MS,
  playDeadlineMs,
  PlayNotTakenError,
  PlayUnconfirmedError,
  UnshowablePlayError,
  type PlayRequest,
} from './index';
import { classifyPlayError } from './playSession';

const TIMEOUT = 15_000;
const policy = { attempts: 4, delays: [1_000, 2_000, 4_000], timeout: TIMEOUT };

/** What happens to one request: whether the server takes it, what the client sees, and when. */
type Fate =
  | { kind: 'answer'; delay: number } // the server plays (once per key) and answers after `delay` (lost past the timeout)
  | { kind: 'lost-before'; delay: number } // the connection fails before the server sees it
  | { kind: 'lost-after'; delay: number } // the server plays, then the connection drops
  | { kind: 'status'; status: 500 | 502 | 503; taken: boolean; delay: number }
  | { kind: 'refused'; delay: number } // 429 no-plays-left: nothing played
  | { kind: 'not-found'; delay: number } // 404: nothing played
  | { kind: 'garbled'; delay: number } // the server plays; the answer arrives unreadable
  | { kind: 'hang' }; // never answers and ignores its timeout

const delay = fc.integer({ min: 0, max: 40_000 });
const fate: fc.Arbitrary<Fate> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('answer' as const), delay }) },
  fc.record({ kind: fc.constant('lost-before' as const), delay }),
  fc.record({ kind: fc.constant('lost-after' as const), delay }),
  fc.record({
    kind: fc.constant('status' as const),
    status: fc.constantFrom(500 as const, 502 as const, 503 as const),
    taken: fc.boolean(),
    delay,
  }),
  fc.record({ kind: fc.constant('refused' as const), delay }),
  fc.record({ kind: fc.constant('not-found' as const), delay }),
  fc.record({ kind: fc.constant('garbled' as const), delay }),
  fc.constant({ kind: 'hang' as const }),
);

/** A server that charges once per idempotency key and answers a repeat with the same play. */
function fakeServer(fates: Fate[]) {
  const charged = new Map<string, PlayResult>();
  const keysSent: string[] = [];
  let n = 0;
  const take = (key: string) => {
    let result = charged.get(key);
    if (!result) {
      result = {
        play_id: `play-${charged.size + 1}`,
        game_id: 'g',
        type: 1,
        slot_index: charged.size % 21,
        prize: { index: charged.size % 21, type: 1, value: 0 },
        coins_spent: 100,
        plays_left: 9,
        free_entries: 0,
        free_entries_refill_at: null,
        plays_reset_at: 1,
      };
      charged.set(key, result);
    }
    return result;
  };
  const request: PlayRequest = ({ signal, idempotencyKey, timeout }) => {
    keysSent.push(idempotencyKey);
    // After the scripted requests, the server answers at once.
    const scripted: Fate = fates[n++] ?? { kind: 'answer', delay: 0 };
    // An idempotent server answers a key it has already played with that play, never a refusal.
    const f: Fate =
      (scripted.kind === 'refused' || scripted.kind === 'not-found') && charged.has(idempotencyKey)
        ? { kind: 'answer', delay: scripted.delay }
        : scripted;
    if (f.kind === 'hang') return new Promise<PlayResult>(() => {});
    if (
      f.kind === 'answer' ||
      f.kind === 'lost-after' ||
      f.kind === 'garbled' ||
      (f.kind === 'status' && f.taken)
    )
      take(idempotencyKey);
    return new Promise<PlayResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        switch (f.kind) {
          case 'answer':
            return resolve(structuredClone(take(idempotencyKey)));
          case 'lost-before':
          case 'lost-after':
            return reject(new GiftcashError('network', 'Network Error', 'play'));
          case 'status':
            return reject(new HttpStatusError(f.status, 'play'));
          case 'refused':
            return reject(new PlayRefusedError('no-plays-left'));
          case 'not-found':
            return reject(new HttpStatusError(404, 'play'));
          case 'garbled':
            return reject(new InvalidResponseError('play', '', 'is not valid JSON'));
        }
      }, f.delay);
      // The provider's own timeout: the answer is lost once it passes.
      const limit = setTimeout(() => {
        clearTimeout(timer);
        reject(new GiftcashError('timeout', `timeout of ${timeout} ms exceeded`, 'play'));
      }, timeout);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        clearTimeout(limit);
        reject(new GiftcashError('aborted', 'Request aborted', 'play'));
      });
    });
  };
  return { request, charged, keysSent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one play, one idempotency key, one outcome', () => {
  it('over any answer timings, failures and presses of Try again: one key per started play, exactly one outcome per press, and "not taken" only when nothing was charged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fate, { maxLength: 14 }),
        fc.integer({ min: 1, max: 5 }),
        async (fates, presses) => {
          const server = fakeServer(fates);
          let keys = 0;
          const confirming: number[] = [];
          const session = createPlaySession({
            request: server.request,
            newKey: () => `key-${++keys}`,
            policy,
            onConfirming: (retry) => confirming.push(retry),
          });
          const shownFor = new Map<string, number>();
          for (let press = 0; press < presses; press += 1) {
            const before = session.pendingKey;
            const sentBefore = server.keysSent.length;
            const outcomes: Array<{ ok: true; value: PlayResult } | { ok: false; error: unknown }> =
              [];
            const done = session.play().then(
              (value) => void outcomes.push({ ok: true, value }),
              (error: unknown) => void outcomes.push({ ok: false, error }),
            );
            // The press settles within the deadline a page guards it with.
            await vi.advanceTimersByTimeAsync(playDeadlineMs(policy));
            await done;
            expect(outcomes).toHaveLength(1);
            const sent = server.keysSent.slice(sentBefore);
            const key = sent[0] as string;
            // Every request of the press carries one key: the pending play's, if there was one.
            expect(new Set(sent).size).toBe(1);
            if (before) expect(key).toBe(before);
            const outcome = outcomes[0]!;
            if (outcome.ok) {
              // The result shown is the one the server decided for this key, shown once.
              expect(outcome.value).toEqual(server.charged.get(key));
              shownFor.set(key, (shownFor.get(key) ?? 0) + 1);
              expect(session.pendingKey).toBeNull();
            } else if (
              outcome.error instanceof PlayRefusedError ||
              outcome.error instanceof PlayNotTakenError
            ) {
              // "Not taken" is true: nothing was charged under this key.
              expect(server.charged.has(key)).toBe(false);
              expect(session.pendingKey).toBeNull();
            } else {
              // Not known, or not showable: the key stays for Try again.
              expect(outcome.error).toSatisfy(
                (error) =>
                  error instanceof PlayUnconfirmedError || error instanceof UnshowablePlayError,
              );
              expect(session.pendingKey).toBe(key);
            }
          }
          // At most one charge per key, and every charged key's result shown at most once.
          expect(keys).toBeGreaterThanOrEqual(server.charged.size);
          for (const times of shownFor.values()) expect(times).toBe(1);
          // Only keys the session made were ever sent.
          expect(server.keysSent.every((key) => Number(key.slice(4)) <= keys)).toBe(true);
          // While it retried, the page was told the play was still being confirmed.
          if (server.keysSent.length > presses) expect(confirming.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a play slower than the timeout is charged once and shown: the retry carries the same key and gets the same result', async () => {
    const server = fakeServer([{ kind: 'answer', delay: 20_000 }]);
    let keys = 0;
    const session = createPlaySession({
      request: server.request,
      newKey: () => `key-${++keys}`,
      policy,
    });
    const shown = session.play();
    await vi.advanceTimersByTimeAsync(TIMEOUT + 2_000);
    const result = await shown;
    expect(server.keysSent).toEqual(['key-1', 'key-1']);
    expect(server.charged.size).toBe(1);
    expect(result).toEqual(server.charged.get('key-1'));
  });

  it('after every retry fails, Try again resumes the same play; a new play gets a new key only after a known outcome', async () => {
    const server = fakeServer([
      { kind: 'lost-after', delay: 10 },
      { kind: 'status', status: 503, taken: false, delay: 10 },
      { kind: 'hang' },
      { kind: 'lost-before', delay: 10 },
    ]);
    let keys = 0;
    const session = createPlaySession({
      request: server.request,
      newKey: () => `key-${++keys}`,
      policy,
    });
    const first = session.play().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(playDeadlineMs(policy));
    expect(await first).toBeInstanceOf(PlayUnconfirmedError);
    expect(((await first) as Error).message).toBe(
      "We couldn't reach the game to confirm your play. Try again to check it: you will not be charged twice.",
    );
    expect(session.pendingKey).toBe('key-1');
    const again = session.play();
    await vi.advanceTimersByTimeAsync(10);
    expect(await again).toEqual(server.charged.get('key-1'));
    const next = session.play();
    await vi.advanceTimersByTimeAsync(10);
    await next;
    expect(new Set(server.keysSent)).toEqual(new Set(['key-1', 'key-2']));
    expect(server.charged.size).toBe(2);
  });

  it('an answer the check refuses keeps the key; the page leaving aborts and keeps it too', async () => {
    const server = fakeServer([]);
    let refuse = true;
    const session = createPlaySession({
      request: server.request,
      newKey: () => 'only-key',
      policy,
      check: (result) => {
        if (refuse) throw new UnshowablePlayError('prize-mismatch', 'test');
        return result;
      },
    });
    const refused = session.play().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(await refused).toBeInstanceOf(UnshowablePlayError);
    expect(session.pendingKey).toBe('only-key');
    const leave = new AbortController();
    const left = session.play(leave.signal).catch((error: unknown) => error);
    leave.abort();
    expect(await left).toMatchObject({ code: 'aborted' });
    expect(session.pendingKey).toBe('only-key');
    refuse = false;
    const shown = session.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(await shown).toEqual(server.charged.get('only-key'));
    expect(server.charged.size).toBe(1);
  });

  it('sorts failures: refusals and 4xx are not taken; timeouts, network errors, 5xx and 408/409/425/429 are retried; unreadable answers are not shown', () => {
    expect(classifyPlayError(new PlayRefusedError('not-enough-coins'))).toBe('refused');
    for (const status of [400, 401, 402, 403, 404, 410, 422])
      expect(classifyPlayError(new HttpStatusError(status))).toBe('not-taken');
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504])
      expect(classifyPlayError(new HttpStatusError(status))).toBe('retry');
    expect(classifyPlayError(new GiftcashError('timeout', 'timeout of 15000 ms exceeded'))).toBe(
      'retry',
    );
    expect(classifyPlayError(new GiftcashError('network', 'Network Error'))).toBe('retry');
    expect(classifyPlayError(new Error('anything'))).toBe('retry');
    expect(classifyPlayError(new InvalidResponseError('play', '', 'is not valid JSON'))).toBe(
      'unshowable',
    );
  });

  it('the page’s guard is never shorter than the play’s own retries', () => {
    expect(playDeadlineMs()).toBeGreaterThan(4 * 15_000 + 1_000 + 2_000 + 4_000);
    expect(playDeadlineMs({ attempts: 1, timeout: 500 })).toBeGreaterThan(500);
  });

  it('PLAY_DEADLINE_MS, the widgets’ default wait for a play, is the deadline of the default policy', () => {
    expect(PLAY_DEADLINE_MS).toBe(playDeadlineMs());
    expect(PLAY_DEADLINE_MS).toBe(playDeadlineMs(DEFAULT_PLAY_RETRY));
  });
});
