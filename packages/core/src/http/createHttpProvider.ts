import {
  ENDPOINTS,
  ENDPOINT_METHODS,
  PERSONAL_ENDPOINTS,
  type DataProvider,
  type EndpointKey,
  type EndpointResults,
  type PlayOptions,
  type RequestOptions,
} from '../data/provider';
import {
  GiftcashError,
  HttpStatusError,
  InvalidResponseError,
  PlayRefusedError,
  PLAY_REFUSAL_MESSAGES,
  type PlayRefusal,
} from '../data/errors';
import { isSaneTime, validatePlayResult, validateResponse } from '../data/validate';
import type { PlayResult, ReviewsResponse } from '../model/types';
import { REQUEST_TIMEOUT_MS } from '../data/timeouts';

/** Options of {@link createHttpProvider}. */
export interface HttpProviderOptions {
  /** Base address of the brands API, e.g. `https://api.example.co.uk/brands`. Other reads add their path to it. */
  brandsUrl: string;
  /** Address of the recent-winners call. @default `${brandsUrl}/rewards` */
  rewardsUrl?: string;
  /** Milliseconds before a request fails with `timeout of N ms exceeded`. @default {@link REQUEST_TIMEOUT_MS} (15000) */
  timeout?: number;
  /** How long a successful GET is reused, in milliseconds. @default 300000 (5 minutes) */
  cacheTime?: number;
  /** Extra request headers (e.g. authorisation). `Accept: application/json` is always sent. */
  headers?: Record<string, string>;
  /** `fetch` to use. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
  /**
   * Largest answer read, in bytes: a longer one is dropped as it arrives (never held whole in
   * memory) and fails with `Response too large: over N bytes` (code `too-large`). A play's answer
   * is limited to 64 KiB whatever this says (a real one is well under 1 KiB).
   * @default 16777216 (16 MiB: about 3,500 brands with the sample's artwork)
   */
  maxResponseBytes?: number;
}

const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
const MAX_PLAY_RESPONSE_BYTES = 64 * 1024;

/** The HTTP data provider: every read of {@link DataProvider}, plus `request`, the cache and plays. */
export interface HttpProvider extends DataProvider {
  /** Reads any endpoint by key; an unknown key rejects with `Unknown endpoint`. */
  request<K extends EndpointKey>(
    endpoint: K,
    options?: RequestOptions,
  ): Promise<EndpointResults[K]>;
  /** Forgets every cached response. */
  clearCache(): void;
  /** Drops the cached answers of the personal endpoints and aborts their requests in flight (see {@link DataProvider.resetSession}). */
  resetSession(): void;
  /** `POST <brandsUrl>/minigames/{gameId}/play` with an `Idempotency-Key` header; never cached. */
  playGame(gameId: string, options?: PlayOptions): Promise<PlayResult>;
  /** `GET <brandsUrl>/reviews` (see {@link DataProvider.getReviews}). */
  getReviews(options?: RequestOptions): Promise<ReviewsResponse>;
}

/** A fresh idempotency key for one play: a random UUID. */
export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto;
  if (webCrypto && typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (webCrypto && typeof webCrypto.getRandomValues === 'function')
    webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isRefusal = (code: unknown): code is PlayRefusal =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(PLAY_REFUSAL_MESSAGES, code);

interface CacheEntry {
  expires: number;
  value: unknown;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

const abortedError = (endpoint?: string) =>
  new GiftcashError('aborted', 'Request aborted', endpoint);

function isSupportedUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, 'http://localhost/');
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The body of `response` as text, read chunk by chunk and given up (the rest cancelled) as soon as
 * it passes `limit` bytes, so an endless or huge answer never sits in memory whole.
 */
async function readBody(response: Response, limit: number, endpoint: string): Promise<string> {
  const reader = response.body?.getReader();
  let text = '';
  let size = 0;
  if (!reader) size = (text = await response.text()).length;
  else
    for (let chunk, decoder = new TextDecoder(); ;) {
      chunk = await reader.read();
      if (chunk.done) {
        text += decoder.decode();
        break;
      }
      if ((size += chunk.value.byteLength) > limit) {
        void reader.cancel().catch(() => undefined);
        break;
      }
      text += decoder.decode(chunk.value, { stream: true });
    }
  if (size > limit)
    throw new GiftcashError('too-large', `Response too large: over ${limit} bytes`, endpoint);
  return text;
}

const isTooLarge = (error: unknown) => error instanceof GiftcashError && error.code === 'too-large';

/**
 * A {@link DataProvider} over HTTP. GET responses with status 200–399 are validated and cached
 * for `cacheTime`; identical requests in flight share one fetch; failures are never cached.
 */
export function createHttpProvider(options: HttpProviderOptions): HttpProvider {
  const {
    timeout = REQUEST_TIMEOUT_MS,
    cacheTime = 5 * 60_000,
    headers = {},
    now = Date.now,
    maxResponseBytes = MAX_RESPONSE_BYTES,
  } = options;
  const brandsUrl = trimSlash(options.brandsUrl);
  const rewardsUrl = options.rewardsUrl ?? `${brandsUrl}/rewards`;
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, InFlight>();
  // Bumped by resetSession: an answer that arrives for an earlier session is never cached.
  let session = 0;

  /** A failed status, with the server's `Retry-After` (seconds, or an HTTP date) in whole seconds. */
  const statusError = (response: Response, endpoint: string) => {
    const value = response.headers?.get('retry-after') ?? '';
    const seconds = /^\s*\d+\s*$/.test(value) ? +value : (Date.parse(value) - now()) / 1000;
    return new HttpStatusError(
      response.status,
      endpoint,
      seconds >= 0 ? Math.ceil(seconds) : seconds < 0 ? 0 : null,
    );
  };

  function urlFor(endpoint: string): string {
    if (!Object.prototype.hasOwnProperty.call(ENDPOINTS, endpoint)) {
      throw new GiftcashError('unknown-endpoint', 'Unknown endpoint', endpoint);
    }
    const path = ENDPOINTS[endpoint as EndpointKey];
    return path === null ? rewardsUrl : `${brandsUrl}${path}`;
  }

  async function load(
    endpoint: EndpointKey,
    url: string,
    controller: AbortController,
  ): Promise<unknown> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const startedIn = session;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'GET',
          headers: { ...headers, Accept: 'application/json' },
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut)
          throw new GiftcashError('timeout', `timeout of ${timeout} ms exceeded`, endpoint);
        if (controller.signal.aborted) throw abortedError(endpoint);
        throw new GiftcashError('network', 'Network Error', endpoint, { cause: error });
      }
      if (response.status < 200 || response.status > 399) throw statusError(response, endpoint);
      let body: unknown;
      try {
        body = JSON.parse(await readBody(response, maxResponseBytes, endpoint));
      } catch (error) {
        if (isTooLarge(error)) throw error;
        if (timedOut)
          throw new GiftcashError('timeout', `timeout of ${timeout} ms exceeded`, endpoint);
        if (controller.signal.aborted) throw abortedError(endpoint);
        if (error instanceof SyntaxError)
          throw new InvalidResponseError(endpoint, '', 'is not valid JSON');
        throw new GiftcashError('network', 'Network Error', endpoint, { cause: error });
      }
      const value = validateResponse(endpoint, body);
      if (controller.signal.aborted) throw abortedError(endpoint);
      if (startedIn === session || !PERSONAL_ENDPOINTS.includes(endpoint))
        cache.set(url, { value, expires: now() + cacheTime });
      return value;
    } finally {
      clearTimeout(timer);
    }
  }

  function request<K extends EndpointKey>(
    endpoint: K,
    { signal, fresh = false }: RequestOptions = {},
  ): Promise<EndpointResults[K]> {
    let url: string;
    try {
      url = urlFor(endpoint);
    } catch (error) {
      return Promise.reject(error);
    }
    if (!isSupportedUrl(url))
      return Promise.reject(new GiftcashError('unsupported', 'Unsupported protocol', endpoint));
    if (signal?.aborted) return Promise.reject(abortedError(endpoint));

    const cached = cache.get(url);
    if (cached && cached.expires > now() && !fresh)
      return Promise.resolve(cached.value as EndpointResults[K]);
    if (cached && cached.expires <= now()) cache.delete(url);

    let flight = inFlight.get(url);
    if (!flight) {
      const controller = new AbortController();
      const created: InFlight = { controller, waiting: 0, promise: Promise.resolve() };
      created.promise = load(endpoint, url, controller).finally(() => {
        if (inFlight.get(url) === created) inFlight.delete(url);
      });
      inFlight.set(url, created);
      flight = created;
    }
    const shared = flight;
    shared.waiting += 1;

    return new Promise<EndpointResults[K]>((resolve, reject) => {
      let settled = false;
      const onAbort = () => {
        if (settled) return;
        settled = true;
        shared.waiting -= 1;
        // The last caller to give up cancels the underlying request.
        if (shared.waiting === 0) {
          shared.controller.abort();
          if (inFlight.get(url) === shared) inFlight.delete(url);
        }
        reject(abortedError(endpoint));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (value) => {
          if (settled) return;
          settled = true;
          shared.waiting -= 1;
          signal?.removeEventListener('abort', onAbort);
          resolve(value as EndpointResults[K]);
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          shared.waiting -= 1;
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  function resetSession(): void {
    session += 1;
    for (const endpoint of PERSONAL_ENDPOINTS) {
      const url = urlFor(endpoint);
      cache.delete(url);
      const flight = inFlight.get(url);
      if (flight) {
        inFlight.delete(url);
        flight.controller.abort();
      }
    }
  }

  /**
   * One play. Unlike the reads it is never cached nor shared with another caller: each call is
   * one POST, and a retry of the same play must pass the same `idempotencyKey`.
   */
  async function playGame(
    gameId: string,
    { signal, idempotencyKey = newIdempotencyKey(), timeout: playTimeout }: PlayOptions = {},
  ): Promise<PlayResult> {
    const limit =
      playTimeout !== undefined && Number.isFinite(playTimeout) && playTimeout > 0
        ? playTimeout
        : timeout;
    const url = `${brandsUrl}/minigames/${encodeURIComponent(gameId)}/play`;
    if (!isSupportedUrl(url))
      throw new GiftcashError('unsupported', 'Unsupported protocol', 'play');
    if (signal?.aborted) throw abortedError('play');
    const doFetch = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limit);
    const failure = (error: unknown) => {
      if (timedOut) return new GiftcashError('timeout', `timeout of ${limit} ms exceeded`, 'play');
      if (controller.signal.aborted) return abortedError('play');
      return new GiftcashError('network', 'Network Error', 'play', { cause: error });
    };
    try {
      let response: Response;
      let textBody: string;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { ...headers, Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
          cache: 'no-store',
          signal: controller.signal,
        });
        textBody = await readBody(
          response,
          Math.min(maxResponseBytes, MAX_PLAY_RESPONSE_BYTES),
          'play',
        );
      } catch (error) {
        throw isTooLarge(error) ? error : failure(error);
      }
      let body: unknown;
      try {
        body = JSON.parse(textBody);
      } catch {
        if (response.status < 200 || response.status > 299) throw statusError(response, 'play');
        throw new InvalidResponseError('play', '', 'is not valid JSON');
      }
      if (response.status < 200 || response.status > 299) {
        const refusal =
          typeof body === 'object' && body !== null
            ? (body as { error?: unknown; refill_at?: unknown })
            : {};
        if (response.status >= 400 && response.status < 500 && isRefusal(refusal.error)) {
          throw new PlayRefusedError(
            refusal.error,
            typeof refusal.refill_at === 'number' && isSaneTime(refusal.refill_at)
              ? refusal.refill_at
              : null,
          );
        }
        throw statusError(response, 'play');
      }
      const result = validatePlayResult(body);
      if (controller.signal.aborted) throw failure(undefined);
      return result;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  const provider = {
    request,
    playGame,
    clearCache: () => cache.clear(),
    resetSession,
  } as HttpProvider;
  for (const [endpoint, method] of Object.entries(ENDPOINT_METHODS)) {
    (provider as unknown as Record<string, unknown>)[method] = (requestOptions?: RequestOptions) =>
      request(endpoint as EndpointKey, requestOptions);
  }
  return provider;
}
