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
  | 'unsupported';

export class GiftcashError extends Error {
  /** What kind of failure this is. */
  readonly code: GiftcashErrorCode;
  /** The endpoint key (e.g. `brands`) the failure belongs to, when known. */
  readonly endpoint: string | undefined;
  constructor(code: GiftcashErrorCode, message: string, endpoint?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GiftcashError';
    this.code = code;
    this.endpoint = endpoint;
  }
}

/** The server answered with a status outside 200–399. */
export class HttpStatusError extends GiftcashError {
  readonly status: number;
  constructor(status: number, endpoint?: string) {
    super('http', `Request failed with status code ${status}`, endpoint);
    this.name = 'HttpStatusError';
    this.status = status;
  }
}

/**
 * The response arrived but does not have the shape the endpoint promises.
 * `path` names the offending field, e.g. `brands[3].detail.redemption_methods`.
 */
export class InvalidResponseError extends GiftcashError {
  readonly path: string;
  constructor(endpoint: string, path: string, problem: string) {
    super('invalid-response', `Invalid ${endpoint} response: ${path || '(root)'} ${problem}`, endpoint);
    this.name = 'InvalidResponseError';
    this.path = path;
  }
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof GiftcashError
    ? error.code === 'aborted'
    : typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
