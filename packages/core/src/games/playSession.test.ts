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
  PlayBusyError,
  PlayUnconfirmedError,
  busyPlayMessage,
  UnshowablePlayError,
  type PlayRequest,
} from './index';
import { classifyPlayError, isPlayNotTaken } from './playSession';
import { createSavedPlays, createSavedPlaySession } from './savedPlays';

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

/** A well-formed result for `key`. */
const RESULT_OF = (key: string): PlayResult => ({
  play_id: `play-${key}`,
  game_id: 'g',
  type: 1,
  slot_index: 0,
  prize: { index: 0, type: 1, value: 0 },
  coins_spent: 100,
  plays_left: 9,
  free_entries: 0,
  free_entries_refill_at: null,
  plays_reset_at: 1,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Storage a test can block, and whose contents outlive the "page" (a reload keeps localStorage). */
function fakeStorage() {
  const items = new Map<string, string>();
  let blocked = false;
  return {
    items,
    block: () => void (blocked = true),
    storage: () => {
      if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
      return {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      };
    },
  };
}

/** What interrupts a press: nothing, a reload (the page and its memory go; storage stays) or a navigation away and back (the app's memory stays). */
type Interruption = { kind: 'none' } | { kind: 'reload' | 'navigate'; after: number };
interface Press {
  interruption: Interruption;
  /** The page is reloaded after the answer came but before the result was shown (the wheel still landing). */
  reloadBeforeShown: boolean;
}

const press: fc.Arbitrary<Press> = fc.record({
  interruption: fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
    fc.record({
      kind: fc.constantFrom('reload' as const, 'navigate' as const),
      after: fc.integer({ min: 0, max: 80_000 }),
    }),
  ),
  reloadBeforeShown: fc.boolean(),
});

let scopes = 0;

describe('one play, one idempotency key, one outcome', () => {
  it('over any answer timings, failures, presses of Try again, reloads and navigations: one key per started play, at most one charge per press, "not taken" only when nothing was charged, and every charged play shown exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fate, { maxLength: 14 }),
        fc.array(press, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        async (fates, presses, storageBlocked) => {
          const server = fakeServer(fates);
          const store = fakeStorage();
          if (storageBlocked) store.block();
          // A scope of its own: blocked storage falls back to module memory, shared by every run.
          const saved = createSavedPlays(`run-${++scopes}`, store.storage);
          let keys = 0;
          let freshPresses = 0;
          const confirming: number[] = [];
          const shownFor = new Map<string, number>();
          const keyOf = (result: PlayResult) =>
            [...server.charged].find(([, charged]) => charged.play_id === result.play_id)?.[0];
          /** Whether the page just loaded with a saved play to ask about by itself. */
          let due = false;
          /** The page loading (again): a session made from what was saved. */
          const load = () => {
            const made = createSavedPlaySession({
              game: 'g',
              press: 'spin',
              saved,
              request: server.request,
              newKey: () => `key-${++keys}`,
              policy,
              onConfirming: (retry) => confirming.push(retry),
            });
            due = made.resumeOnLoad;
            return made;
          };
          let page = load();
          /** One press (the person's, or the page's own on load), settled or interrupted. */
          const run = async (interruption: Interruption, reloadBeforeShown: boolean) => {
            const pendingBefore = page.pendingKey;
            const sentBefore = server.keysSent.length;
            const confirmingBefore = confirming.length;
            const leave = new AbortController();
            const outcomes: Array<{ ok: true; value: PlayResult } | { ok: false; error: unknown }> =
              [];
            const done = page.play(leave.signal).then(
              (value) => void outcomes.push({ ok: true, value }),
              (error: unknown) => void outcomes.push({ ok: false, error }),
            );
            if (interruption.kind !== 'none') {
              await vi.advanceTimersByTimeAsync(interruption.after);
              leave.abort();
              await done;
              // The page goes and loads again: storage, or with storage blocked the app's memory
              // (a navigation inside the app), still holds the play.
              page = load();
              // A press cut short keeps its play for the next load: same key.
              const cut = outcomes[0];
              if (cut && !cut.ok && (cut.error as { code?: string }).code === 'aborted')
                expect(page.restored?.key).toBe(pendingBefore ?? `key-${keys}`);
              return;
            }
            // The press settles within the deadline a page guards it with.
            await vi.advanceTimersByTimeAsync(playDeadlineMs(policy));
            await done;
            expect(outcomes).toHaveLength(1);
            const sent = server.keysSent.slice(sentBefore);
            const key = sent[0] as string;
            // Every request of the press carries one key: the pending play's, if there was one.
            expect(new Set(sent).size).toBe(1);
            if (pendingBefore) expect(key).toBe(pendingBefore);
            // While it retried, the page was told the play was still being confirmed.
            if (sent.length > 1) expect(confirming.length).toBeGreaterThan(confirmingBefore);
            const outcome = outcomes[0]!;
            if (outcome.ok) {
              // The result shown is the one the server decided for this key.
              expect(outcome.value).toEqual(server.charged.get(key));
              expect(page.pendingKey).toBeNull();
              if (reloadBeforeShown) {
                page = load();
                // The answered play comes back by itself on the next load.
                expect(page.restored).toMatchObject({ key, answered: true });
                expect(page.resumeOnLoad).toBe(true);
                return;
              }
              page.shown();
              const shownKey = keyOf(outcome.value) as string;
              shownFor.set(shownKey, (shownFor.get(shownKey) ?? 0) + 1);
            } else if (isPlayNotTaken(outcome.error)) {
              // "Not taken" is true: nothing was charged under this key, and nothing stays saved.
              expect(server.charged.has(key)).toBe(false);
              expect(page.pendingKey).toBeNull();
              expect(saved.read('g')).toBeNull();
            } else {
              // Not known, or not showable: the key stays for Try again, saved for the next load.
              expect(outcome.error).toSatisfy(
                (error) =>
                  error instanceof PlayUnconfirmedError || error instanceof UnshowablePlayError,
              );
              expect(page.pendingKey).toBe(key);
              expect(saved.read('g')?.key).toBe(key);
            }
          };
          const resumeIfDue = async () => {
            if (!due) return;
            due = false;
            await run({ kind: 'none' }, false);
          };
          for (const { interruption, reloadBeforeShown } of presses) {
            await resumeIfDue();
            const fresh = page.pendingKey === null;
            const keysBefore = keys;
            await run(interruption, reloadBeforeShown);
            // A press starts at most one play, and only when none was pending.
            expect(keys - keysBefore).toBeLessThanOrEqual(fresh ? 1 : 0);
            if (fresh) freshPresses += 1;
          }
          // Afterwards the server answers at once: loading the page again and pressing Try again
          // while a play is saved ends every play the person started.
          for (let round = 0; round < 4 && saved.read('g'); round += 1) {
            page = load();
            await resumeIfDue();
            if (page.pendingKey) await run({ kind: 'none' }, false);
          }
          expect(saved.read('g')).toBeNull();
          // One charge at most per press that started a play, and every charged play shown
          // exactly once.
          expect(server.charged.size).toBeLessThanOrEqual(freshPresses);
          expect(keys).toBeGreaterThanOrEqual(server.charged.size);
          for (const key of server.charged.keys()) expect(shownFor.get(key), key).toBe(1);
          expect(shownFor.size).toBe(server.charged.size);
          // Only keys the session made were ever sent.
          expect(server.keysSent.every((key) => Number(key.slice(4)) <= keys)).toBe(true);
        },
      ),
      { numRuns: Number(process.env.PLAY_RUNS) || 150 },
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

  it('a busy game’s Retry-After is waited for within the play’s deadline, and a busy end says “busy”, not “couldn’t reach”', async () => {
    const sentAt: number[] = [];
    let busyFor = 2;
    const request: PlayRequest = async () => {
      sentAt.push(Date.now());
      if (busyFor-- > 0) throw new HttpStatusError(503, 'play', 6);
      return RESULT_OF('k');
    };
    const session = createPlaySession({ request, newKey: () => 'k', policy });
    const start = Date.now();
    const shown = session.play();
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(shown).resolves.toMatchObject({ play_id: 'play-k' });
    // Asked again after the 6 s the game asked for, not the 1 s and 2 s of our own waits.
    expect(sentAt.map((at) => at - start)).toEqual([0, 6_000, 12_000]);

    // A wait longer than the deadline leaves: one request, and the words say the game is busy.
    const sent: number[] = [];
    const busy = createPlaySession({
      request: async () => {
        sent.push(Date.now());
        throw new HttpStatusError(503, 'play', 120);
      },
      newKey: () => 'busy-key',
      policy,
    });
    const failed = busy.play().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    const error = await failed;
    expect(sent).toHaveLength(1);
    expect(error).toBeInstanceOf(PlayBusyError);
    expect(error).toBeInstanceOf(PlayUnconfirmedError);
    expect((error as Error).message).toBe(
      'The game is busy right now, so your play is not confirmed yet. Try again in 2 minutes: you will not be charged twice.',
    );
    expect((error as Error).message).not.toContain("couldn't reach");
    expect(busy.pendingKey).toBe('busy-key');

    // Busy on every request without a wait named: busy, "in a moment"; 429 is busy too.
    const always = createPlaySession({
      request: async () => {
        throw new HttpStatusError(429, 'play');
      },
      newKey: () => 'k2',
      policy,
    });
    const end = always.play().catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(playDeadlineMs(policy));
    expect(await end).toMatchObject({ name: 'PlayBusyError', retryAfter: null });
    expect(busyPlayMessage(1)).toContain('Try again in 1 second:');
    expect(busyPlayMessage(45)).toContain('Try again in 45 seconds:');
    expect(busyPlayMessage(3 * 3600)).toContain('Try again in 180 minutes:');
  });

  it('a saved play is resumed with its key and its own deadline, and every press says when it starts', async () => {
    const keysSent: string[] = [];
    const started: Array<{ key: string; deadline: number }> = [];
    const request: PlayRequest = ({ idempotencyKey, timeout }) => {
      keysSent.push(idempotencyKey);
      return new Promise((_, reject) =>
        setTimeout(() => reject(new GiftcashError('timeout', 'timeout', 'play')), timeout),
      );
    };
    const deadline = Date.now() + 20_000;
    const session = createPlaySession({
      request,
      newKey: () => 'new-key',
      policy,
      resume: { key: 'saved-key', deadline },
      onStart: (play) => started.push(play),
    });
    expect(session.pendingKey).toBe('saved-key');
    const first = session.play().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(await first).toBeInstanceOf(PlayUnconfirmedError);
    // Only the saved play is asked about, and the press ends by its saved deadline.
    expect(new Set(keysSent)).toEqual(new Set(['saved-key']));
    expect(started).toEqual([{ key: 'saved-key', deadline }]);
    // Try again: the same key, with a deadline of its own.
    const again = session.play().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1);
    expect(started[1]).toEqual({
      key: 'saved-key',
      deadline: Date.now() - 1 + playDeadlineMs(policy) - 1_000,
    });
    await vi.advanceTimersByTimeAsync(playDeadlineMs(policy));
    await again;
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
