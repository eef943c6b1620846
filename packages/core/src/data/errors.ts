/**
 * Errors raised by data providers. Every message follows the specification's wording
 * (`Request failed with status code N`, `Network Error`, `timeout of N ms exceeded`,
 * `Request aborted`, `Unknown endpoint`), so screens can show `error.message` directly.
 */

export type GiftcashErrorCode =
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'unknown-endpoint'
  | 'invalid-response'
  | 'unsupported'
  | 'no-plays-left'
  | 'not-enough-coins'
  /** The server answered that it did not take a play: nothing was charged. */
  | 'not-taken'
  /** A play got no answer after every retry: it may have been taken; ask again with the same key. */
  | 'unconfirmed'
  /** The answer was larger than the provider accepts (see `HttpProviderOptions.maxResponseBytes`). */
  | 'too-large';

/**
 * An error from the data layer, with a message fit to show a person (the spec's texts) and a
 * `code` saying what kind of failure it is.
 */
export class GiftcashError extends Error {
  /** What kind of failure this is. */
  declare readonly code: GiftcashErrorCode;
  /** The endpoint key (e.g. `brands`) the failure belongs to, when known. */
  declare readonly endpoint: string | undefined;
  constructor(
    code: GiftcashErrorCode,
    message: string,
    endpoint?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GiftcashError';
    this.code = code;
    this.endpoint = endpoint;
  }
}

/** The server answered with a status outside 200–399. */
export class HttpStatusError extends GiftcashError {
  /** The HTTP status, e.g. 500. */
  declare readonly status: number;
  /**
   * Seconds the server asked the client to wait before asking again (its `Retry-After` header,
   * as a number of seconds or a date), or `null` when it did not say.
   */
  declare readonly retryAfter: number | null;
  constructor(status: number, endpoint?: string, retryAfter: number | null = null) {
    super('http', `Request failed with status code ${status}`, endpoint);
    this.name = 'HttpStatusError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/**
 * The response arrived but does not have the shape the endpoint promises.
 * `path` names the offending field, e.g. `brands[3].detail.redemption_methods`.
 */
export class InvalidResponseError extends GiftcashError {
  /** The offending field, e.g. `brands[3].detail.redemption_methods` (empty for the root). */
  declare readonly path: string;
  constructor(endpoint: string, path: string, problem: string) {
    super(
      'invalid-response',
      `Invalid ${endpoint} response: ${path || '(root)'} ${problem}`,
      endpoint,
    );
    this.name = 'InvalidResponseError';
    this.path = path;
  }
}

/** Why a server refused a play. */
export type PlayRefusal = 'no-plays-left' | 'not-enough-coins';

/** The words shown for each refusal. */
export const PLAY_REFUSAL_MESSAGES: Record<PlayRefusal, string> = {
  'no-plays-left': 'No plays left today',
  'not-enough-coins': 'Not enough coins',
};

/**
 * The server refused a play: no plays left today (`refill_at`: when play opens again) or not
 * enough coins for the entry cost. The message is fit to show.
 */
export class PlayRefusedError extends GiftcashError {
  /** When the person can play again (epoch milliseconds), when the server says. */
  declare readonly refillAt: number | null;
  constructor(reason: PlayRefusal, refillAt: number | null = null, endpoint = 'play') {
    super(reason, PLAY_REFUSAL_MESSAGES[reason], endpoint);
    this.name = 'PlayRefusedError';
    this.refillAt = refillAt;
  }
}

/** Whether `error` is an aborted request (a `GiftcashError` coded `aborted`, or a DOM `AbortError`). */
export const isAbortError = (error: unknown): boolean =>
  error instanceof GiftcashError
    ? error.code === 'aborted'
    : typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'AbortError';

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
