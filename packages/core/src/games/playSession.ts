/**
 * One play the person started, from the press to a known outcome, React-free. The play keeps one
 * idempotency key until its result is known, so every retry (after a timeout, a dropped
 * connection or a 5xx) and every Try again asks the server about the same play and can never be
 * charged twice. It says "not taken" only when the server said so. A page that saves the key
 * (`onStart`) and gives it back after a reload (`resume`) asks about the same play again too.
 */
import {
  GiftcashError,
  HttpStatusError,
  InvalidResponseError,
  PlayRefusedError,
} from '../data/errors';
import type { PlayResult } from '../model/types';
import {
  delayBefore,
  GRACE_MS,
  playDeadlineMs,
  resolvePolicy,
  type PlayRetryPolicy,
} from './playDeadline';
import { UnshowablePlayError } from './playResult';

export {
  DEFAULT_PLAY_RETRY,
  PLAY_DEADLINE_MS,
  playDeadlineMs,
  type PlayRetryPolicy,
} from './playDeadline';

/** The words shown when the server has not answered after every retry. */
export const UNCONFIRMED_PLAY_MESSAGE =
  "We couldn't reach the game to confirm your play. Try again to check it: you will not be charged twice.";

/** `in 30 seconds`, `in 2 minutes`: a wait in words, rounded up. */
function waitInWords(seconds: number): string {
  const [amount, unit] = seconds < 90 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `in ${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The words shown when the game answered that it is busy (503 or 429) until the play's deadline,
 * or asked for a wait (`Retry-After`, in seconds) longer than the time left: unlike
 * {@link UNCONFIRMED_PLAY_MESSAGE}, the game was reached.
 */
export const busyPlayMessage = (retryAfter: number | null): string =>
  `The game is busy right now, so your play is not confirmed yet. Try again ${
    retryAfter ? waitInWords(retryAfter) : 'in a moment'
  }: you will not be charged twice.`;

/** The server said it did not take the play (a refusal such as a 4xx): nothing was charged; the next press is a new play. */
export class PlayNotTakenError extends GiftcashError {
  constructor(cause: unknown) {
    const why = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    super(
      'not-taken',
      `Your play was not taken and no coins were spent${why}. Please try again later.`,
      'play',
      { cause },
    );
    this.name = 'PlayNotTakenError';
  }
}

/** No answer after every retry: the play may or may not have been taken; Try again asks about the same play. */
export class PlayUnconfirmedError extends GiftcashError {
  constructor(cause: unknown, message = UNCONFIRMED_PLAY_MESSAGE) {
    super('unconfirmed', message, 'play', { cause });
    this.name = 'PlayUnconfirmedError';
  }
}

/**
 * The game answered "busy" (503 or 429) until the play's deadline, or asked for a longer wait than
 * the deadline leaves: not confirmed, so Try again asks about the same play; the message says
 * when to (see {@link busyPlayMessage}).
 */
export class PlayBusyError extends PlayUnconfirmedError {
  /** Seconds the game asked to wait (`Retry-After`), or `null` when it did not say. */
  declare readonly retryAfter: number | null;
  constructor(cause: HttpStatusError) {
    super(cause, busyPlayMessage(cause.retryAfter));
    this.name = 'PlayBusyError';
    this.retryAfter = cause.retryAfter;
  }
}

/** A "busy" answer: 503 or 429 without a refusal, which may say how long to wait. */
const isBusy = (error: unknown): error is HttpStatusError =>
  error instanceof HttpStatusError && (error.status === 503 || error.status === 429);

/** What a failed request means for the play. */
export type PlayErrorKind = 'refused' | 'not-taken' | 'unshowable' | 'retry';

/** 4xx statuses that do not mean "not taken": the request timed out, clashed with itself, came too early or too often. */
const RETRY_4XX = new Set([408, 409, 425, 429]);

/**
 * Sorts a failed request: `refused` and `not-taken` (the server answered that it did not take the
 * play: a documented refusal, another 4xx, or a request that was never sent), `unshowable` (it
 * answered but the answer cannot be read or does not add up; the play may have been taken) and
 * `retry` (timeout, network error, 5xx, 408/409/425/429, anything unknown: the outcome is not known).
 */
export function classifyPlayError(error: unknown): PlayErrorKind {
  if (error instanceof PlayRefusedError) return 'refused';
  if (error instanceof HttpStatusError)
    return error.status >= 400 && error.status < 500 && !RETRY_4XX.has(error.status)
      ? 'not-taken'
      : 'retry';
  if (
    error instanceof UnshowablePlayError ||
    error instanceof InvalidResponseError ||
    (error instanceof GiftcashError && error.code === 'too-large')
  )
    return 'unshowable';
  if (
    error instanceof GiftcashError &&
    (error.code === 'unsupported' || error.code === 'unknown-endpoint')
  )
    return 'not-taken';
  return 'retry';
}

/** One request of a play, e.g. `(o) => provider.playGame(id, o)`. */
export type PlayRequest = (options: {
  signal: AbortSignal;
  idempotencyKey: string;
  timeout: number;
}) => Promise<PlayResult>;

/** Options of {@link createPlaySession}. */
export interface PlaySessionOptions {
  /** Sends one request for the play. */
  request: PlayRequest;
  /** A new idempotency key, once per play the person starts. */
  newKey: () => string;
  /** Checks an answer before it counts (e.g. against the game's prize table); throws an {@link UnshowablePlayError} to refuse it. */
  check?: (result: PlayResult) => PlayResult;
  /** Retries and timeouts. @default DEFAULT_PLAY_RETRY */
  policy?: PlayRetryPolicy;
  /** Called when an attempt failed without an answer and a retry is due: the page says the play is still being confirmed. */
  onConfirming?: (retry: number, error: unknown) => void;
  /**
   * A play started earlier whose outcome this page has not shown (its key, saved through
   * `onStart` before a reload, a navigation or a closed tab): the next press asks about that play
   * instead of starting another, until `deadline` (epoch milliseconds) when that is still ahead.
   */
  resume?: { key: string; deadline: number } | null;
  /**
   * Called when a press starts asking about a play (a new one, or the one still pending), with its
   * key and the time it stops trying (epoch milliseconds): save them where they outlive the page,
   * to pass back as `resume`, until the result is shown or the play is refused.
   */
  onStart?: (play: { key: string; deadline: number }) => void;
  /** Clock. @default Date.now */
  now?: () => number;
}

/** One game's plays, each under one idempotency key until its outcome is known. */
export interface PlaySession {
  /**
   * Plays: resumes the play whose outcome is not known yet (same key), else starts a new one.
   * Resolves with the checked result; rejects with a {@link PlayRefusedError} or
   * {@link PlayNotTakenError} (not taken, key dropped), an {@link UnshowablePlayError} or
   * {@link PlayUnconfirmedError} (a {@link PlayBusyError} when the game said it is busy; key
   * kept), or `Request aborted` when `signal` aborts (key kept). Each press may take
   * `playDeadlineMs(policy)`; a `Retry-After` is waited for when it fits in that time. A second
   * call while one is running joins it.
   */
  play(signal?: AbortSignal): Promise<PlayResult>;
  /** The key of the play whose outcome is not known yet, else `null`. */
  readonly pendingKey: string | null;
}

/** The least time the first request of a press is given, however close its deadline. */
const FIRST_ASK_MS = 5_000;

const aborted = () => new GiftcashError('aborted', 'Request aborted', 'play');

/** Waits `ms`, or rejects at once when `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** One attempt, abandoned `GRACE_MS` after its timeout even if the provider ignores `timeout`, or at once when `outer` aborts. */
function attempt(
  request: PlayRequest,
  key: string,
  timeout: number,
  outer: AbortSignal,
): Promise<PlayResult> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  outer.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new GiftcashError('timeout', `timeout of ${timeout} ms exceeded`, 'play'));
    }, timeout + GRACE_MS);
    controller.signal.addEventListener('abort', () => outer.aborted && reject(aborted()), {
      once: true,
    });
  });
  let sent: Promise<PlayResult>;
  try {
    sent = Promise.resolve(request({ signal: controller.signal, idempotencyKey: key, timeout }));
  } catch (error) {
    sent = Promise.reject(error);
  }
  return Promise.race([sent, guard]).finally(() => {
    clearTimeout(timer);
    outer.removeEventListener('abort', onAbort);
  });
}

/** A play session for one game on one page: see {@link PlaySession}. */
export function createPlaySession(options: PlaySessionOptions): PlaySession {
  const now = options.now ?? Date.now;
  let pendingKey: string | null = options.resume?.key ?? null;
  let resumeBy = options.resume?.deadline ?? 0;
  let running: Promise<PlayResult> | null = null;

  async function run(signal: AbortSignal): Promise<PlayResult> {
    const { attempts, delays, timeout } = resolvePolicy(options.policy);
    const start = now();
    // A resumed play keeps the deadline it was pressed with; any other press gets its own, a
    // grace short of the page's guard (`playDeadlineMs`), so the session always answers first.
    const deadline =
      resumeBy > start ? resumeBy : start + playDeadlineMs(options.policy) - GRACE_MS;
    resumeBy = 0;
    pendingKey ??= options.newKey();
    const key = pendingKey;
    options.onStart?.({ key, deadline });
    let last: unknown;
    for (let n = 1; n <= attempts; n += 1) {
      if (n > 1) {
        // The server's `Retry-After` when longer than our own wait; none that the deadline
        // cannot fit (a wait and a request of at least a second).
        const pause = Math.max(
          delayBefore(n - 1, delays),
          isBusy(last) ? (last.retryAfter ?? 0) * 1000 : 0,
        );
        if (now() + pause + GRACE_MS * 2 > deadline) break;
        options.onConfirming?.(n - 1, last);
        await wait(pause, signal);
      }
      if (signal.aborted) throw aborted();
      // Each press asks at least once (a play resumed near its deadline gets a few seconds).
      const left = deadline - now() - GRACE_MS;
      if (n > 1 && left < GRACE_MS) break;
      let result: PlayResult;
      try {
        result = await attempt(
          options.request,
          key,
          Math.min(timeout, Math.max(left, FIRST_ASK_MS)),
          signal,
        );
      } catch (error) {
        if (signal.aborted) throw aborted();
        const kind = classifyPlayError(error);
        if (kind === 'refused' || kind === 'not-taken') {
          if (pendingKey === key) pendingKey = null;
          throw kind === 'refused' ? error : new PlayNotTakenError(error);
        }
        if (kind === 'unshowable') {
          throw error instanceof UnshowablePlayError
            ? error
            : new UnshowablePlayError('unreadable', errorText(error), { cause: error });
        }
        last = error;
        continue;
      }
      // An answer counts once it passes the check; a refused one keeps the key, so Try again asks
      // about the same play (the server may have taken it) instead of starting another.
      const checked = options.check ? options.check(result) : result;
      if (pendingKey === key) pendingKey = null;
      return checked;
    }
    throw isBusy(last) ? new PlayBusyError(last) : new PlayUnconfirmedError(last);
  }

  return {
    play(signal = new AbortController().signal) {
      if (running) return running;
      const current = run(signal).finally(() => {
        if (running === current) running = null;
      });
      running = current;
      return current;
    },
    get pendingKey() {
      return pendingKey;
    },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether `error` means the play was not taken (nothing charged; a new press starts a new play). */
export const isPlayNotTaken = (error: unknown): boolean =>
  error instanceof PlayRefusedError || error instanceof PlayNotTakenError;
