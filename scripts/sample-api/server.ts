/**
 * The sample API server: serves the sample data at the spec's paths over real HTTP on
 * 127.0.0.1, so the HTTP provider is exercised for real (end-to-end tests, trying by hand).
 * node:http only. Tests inject faults and payload overrides through `/__control/*`.
 *
 *   GET  /api/brands                      brands (+ /minigames, /lotteries, /cashback-plus,
 *                                         /cashback-scratch, /profile, /orders, /raffle-results)
 *   GET  /api/rewards                     recent winners
 *   POST /api/brands/minigames/{id}/play  one real play (Idempotency-Key header), per person
 *   POST /__control/faults                { endpoint, kind, status?, delayMs?, payload?, times? }
 *   GET  /__control/faults                the faults still in force
 *   POST /__control/reset                 clears every fault and every play
 *   GET  /__control/health                { ok: true }
 *
 * The control routes answer only same-origin JSON requests (or ones with no Origin at all, such
 * as tests and curl) addressed to a loopback name, so a page a developer happens to visit (or a
 * rebound DNS name) cannot read or swap their data. Plays are limited per client and per new
 * person (see README: Limits), so one abuser cannot deny service to anyone else.
 */
import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ENDPOINTS, type EndpointKey } from '../../packages/core/src/data/provider';
import { createSampleSource } from '../../packages/sample/src/responses';
import { createPlayLedger, type PlayLedger } from '../../packages/sample/src/playLedger';
import { ukDayString } from '../../packages/sample/src/ukTime';
import { PlayRefusedError } from '../../packages/core/src/data/errors';
import { validateResponse } from '../../packages/core/src/data/validate';
import type { RandomSource } from '../../packages/core/src/games/drawSlot';

export const FAULT_KINDS = [
  'status',
  'timeout',
  'drop',
  'slow',
  'invalid-json',
  'payload',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A fault or payload override for the next requests to one endpoint (or `*`, all of them). */
export interface SampleApiFault {
  /** An endpoint key, `play` (the play call) or `*` (every call). */
  endpoint: EndpointKey | 'play' | '*';
  /**
   * - `status`: answer with `status` and a JSON error body
   * - `timeout`: never answer (until the client gives up or the server closes)
   * - `drop`: destroy the connection without an answer
   * - `slow`: answer normally after `delayMs`
   * - `invalid-json`: 200 with the truncated body `{"brands": [`
   * - `payload`: 200 with `payload` as JSON
   */
  kind: FaultKind;
  /** For `status`. @default 500 */
  status?: number;
  /** For `status`: a `Retry-After` header, in seconds. */
  retryAfter?: number;
  /** For `slow`. @default 1000 */
  delayMs?: number;
  /** For `payload`. */
  payload?: unknown;
  /** How many requests it applies to. @default unlimited */
  times?: number;
}

export interface SampleApiOptions {
  /** 0 picks a free port. @default 4010 */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** @default 168 */
  brandCount?: number;
  /** Seed of the sample data. */
  seed?: number;
  /** Clock for time-based data (next draw, winners, orders) and the plays' limits. @default Date.now */
  now?: () => number;
  /** Random source in [0, 1) for the plays' draw. @default crypto.getRandomValues */
  random?: RandomSource;
  /**
   * How many people (`Authorization` values, and one anonymous person per client) are kept at
   * once. When it is reached, people not seen since an earlier UK day are forgotten first, then
   * the least recently seen person of the client that brought the most: never another client's
   * person while one client holds more. @default 2,000
   */
  maxPeople?: number;
  /**
   * How many honoured idempotency keys are kept at once (each for {@link KEY_TTL_MS}). When it is
   * reached, the oldest key of the client holding the most keys is forgotten: one client's flood
   * costs that client its oldest keys, never another client's. @default 20,000
   */
  maxKeys?: number;
  /**
   * Plays one client may start a minute (a replay of a known key is free). More are answered 429
   * `busy` with `Retry-After`: the seconds until its next play is allowed. @default 60
   */
  playsPerMinute?: number;
  /**
   * New people (an `Authorization` value the API does not hold) one client may bring an hour. More
   * are answered 429 `busy` with `Retry-After`: the seconds until its next new person is allowed.
   * @default 20
   */
  newPeoplePerHour?: number;
  /**
   * Who a request comes from, for the per-client limits. Behind a proxy, read the address your
   * proxy passes on (and trust only your proxy's). @default the connection's remote address
   */
  clientOf?: (req: IncomingMessage) => string;
}

export interface SampleApi {
  /** Origin, e.g. `http://127.0.0.1:4010` (paths start with `/api`). */
  url: string;
  port: number;
  /** Adds a fault, as `POST /__control/faults` does. */
  addFault(fault: SampleApiFault): void;
  /** Clears every fault, as `POST /__control/reset` does. */
  resetFaults(): void;
  /** Forgets every play (limits, free entries, coins, idempotency keys), as `POST /__control/reset` does. */
  resetPlays(): void;
  /** How many people, idempotency keys and clients are kept right now (memory stays bounded by the options). */
  stats(): { people: number; keys: number; clients: number };
  /** Stops listening and destroys open connections (including ones held by a `timeout` fault). */
  close(): Promise<void>;
}

const API_PREFIX = '/api';
const MAX_CONTROL_BODY = 20 * 1024 * 1024;
const ENDPOINT_KEYS = Object.keys(ENDPOINTS) as EndpointKey[];
const FAULT_ENDPOINTS: readonly string[] = [...ENDPOINT_KEYS, 'play'];
const PLAY_PATH = new RegExp(`^${API_PREFIX}/brands/minigames/([^/]+)/play$`);
/** HTTP status of each refusal of a play. */
const REFUSAL_STATUS = { 'no-plays-left': 429, 'not-enough-coins': 402 } as const;

/** Longest `Idempotency-Key` honoured (a UUID, what the HTTP provider sends, is 36). */
export const MAX_KEY_LENGTH = 255;
/**
 * How long an honoured key is remembered: two days, longer than the daily-limit window (one UK
 * day, 23 to 25 hours), so a retry inside that window can never play again.
 */
export const KEY_TTL_MS = 48 * 60 * 60 * 1000;
const DEFAULT_MAX_PEOPLE = 2_000;
const DEFAULT_MAX_KEYS = 20_000;
/** Clients remembered for their limits beyond which idle ones (nothing kept, limits refilled) go. */
const MAX_IDLE_CLIENTS = 10_000;

/** A token bucket: `tokens` left at time `at`. */
interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Takes a token from `bucket`, which refills to `capacity` over `periodMs`: 0 when taken, else
 * the whole seconds until the next token (a `Retry-After` that means what it says).
 */
export function takeToken(
  bucket: Bucket,
  capacity: number,
  periodMs: number,
  time: number,
): number {
  if (!(capacity < Infinity)) return 0;
  const perMs = capacity / periodMs;
  bucket.tokens = Math.min(capacity, bucket.tokens + Math.max(0, time - bucket.at) * perMs);
  bucket.at = time;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 0;
  }
  return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
}

/** What the API keeps for one client: its limits and the people and keys it brought. */
interface Client {
  plays: Bucket;
  newPeople: Bucket;
  people: Set<string>;
  keys: Set<string>;
}

/**
 * The `Idempotency-Key` of a play request: `{ key }` (none when the header is absent: a play that
 * is not retried), or `{ error }` saying why the API will not honour it. A key is 1 to
 * {@link MAX_KEY_LENGTH} visible ASCII characters; anything else is refused rather than
 * silently dropped, since a dropped key would let a retry play twice.
 */
export function checkIdempotencyKey(
  raw: string | string[] | undefined,
): { key?: string; error?: undefined } | { error: string } {
  if (raw === undefined) return {};
  if (Array.isArray(raw)) return { error: 'Send one Idempotency-Key header, not several' };
  if (raw.length === 0) return { error: 'Idempotency-Key is empty' };
  if (raw.length > MAX_KEY_LENGTH)
    return { error: `Idempotency-Key is longer than ${MAX_KEY_LENGTH} characters` };
  // Several headers reach Node joined by ", ", so they fail here too.
  if (!/^[\x21-\x7e]+$/.test(raw))
    return {
      error: 'Idempotency-Key must be visible ASCII characters only, without spaces (send one key)',
    };
  return { key: raw };
}

const digest = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('base64url');

/** Request path → endpoint key: `/api/brands/<path>` for brands reads, `/api/rewards` for winners. */
const ROUTES = new Map<string, EndpointKey>(
  ENDPOINT_KEYS.map((key) => {
    const path = ENDPOINTS[key];
    return [path === null ? `${API_PREFIX}/rewards` : `${API_PREFIX}/brands${path}`, key];
  }),
);

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type, Authorization, Idempotency-Key',
  'Access-Control-Max-Age': '600',
  // A page on another origin reads only the headers named here: the play's Retry-After among them.
  'Access-Control-Expose-Headers': 'Retry-After',
} as const;

class ControlError extends Error {}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Why a control request must be refused, or undefined to serve it. The `Host` must be a loopback
 * name and this port (a DNS-rebinding page's same-origin GET carries its own name). A browser sends `Origin` (and
 * `Sec-Fetch-Site`) with every cross-site POST: only the API's own origin, on a loopback name (so a
 * rebound DNS name does not pass), may drive it; requests with neither header come from tests and
 * tools, not from a page. A POST must be JSON, which no cross-site form or `text/plain` fetch can
 * send without a preflight, and the control routes grant no preflight.
 */
export function controlRefusal(req: IncomingMessage, port: number): string | undefined {
  // A rebound DNS name reaches this server as a same-origin page of its own: its Host is not ours.
  if (!LOOPBACK_NAMES.some((name) => req.headers.host === `${name}:${port}`))
    return 'request to another host';
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none')
    return `cross-site request (${site})`;
  const origin = req.headers.origin;
  if (origin !== undefined && !LOOPBACK_NAMES.some((name) => origin === `http://${name}:${port}`))
    return 'request from another origin';
  if (
    req.method === 'POST' &&
    !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')
  )
    return 'Content-Type must be application/json';
  return undefined;
}

/** Checks a fault sent to the control API; throws a {@link ControlError} saying what is wrong. */
export function parseFault(input: unknown): SampleApiFault {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ControlError('body must be a JSON object');
  const body = input as Record<string, unknown>;
  const endpoint = body.endpoint;
  if (endpoint !== '*' && !FAULT_ENDPOINTS.includes(endpoint as string)) {
    throw new ControlError(`endpoint must be '*' or one of ${FAULT_ENDPOINTS.join(', ')}`);
  }
  if (!FAULT_KINDS.includes(body.kind as FaultKind))
    throw new ControlError(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  const fault: SampleApiFault = {
    endpoint: endpoint as SampleApiFault['endpoint'],
    kind: body.kind as FaultKind,
  };
  if (body.status !== undefined) {
    if (
      !Number.isInteger(body.status) ||
      (body.status as number) < 200 ||
      (body.status as number) > 599
    ) {
      throw new ControlError('status must be an integer from 200 to 599');
    }
    fault.status = body.status as number;
  }
  if (body.retryAfter !== undefined) {
    if (
      !Number.isInteger(body.retryAfter) ||
      (body.retryAfter as number) < 0 ||
      (body.retryAfter as number) > 172_800
    )
      throw new ControlError('retryAfter must be a whole number of seconds from 0 to 172800');
    fault.retryAfter = body.retryAfter as number;
  }
  if (body.delayMs !== undefined) {
    if (
      typeof body.delayMs !== 'number' ||
      !Number.isFinite(body.delayMs) ||
      body.delayMs < 0 ||
      body.delayMs > 600_000
    ) {
      throw new ControlError('delayMs must be a number of milliseconds from 0 to 600000');
    }
    fault.delayMs = body.delayMs;
  }
  if (body.times !== undefined && body.times !== null) {
    if (!Number.isInteger(body.times) || (body.times as number) < 1)
      throw new ControlError('times must be a positive integer');
    fault.times = body.times as number;
  }
  if (fault.kind === 'payload') {
    if (!('payload' in body)) throw new ControlError('a payload fault needs a payload');
    fault.payload = body.payload;
  }
  return fault;
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed || res.writableEnded) return;
  // The control routes grant no CORS: a page on another origin can neither preflight nor read them.
  const cors = res.req.url?.startsWith('/__control/') ? {} : CORS_HEADERS;
  res.writeHead(status, {
    ...cors,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

const sendJson = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers?: Record<string, string>,
) => send(res, status, JSON.stringify(value), headers);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CONTROL_BODY) {
        reject(new ControlError('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Starts the sample API on `host:port` (127.0.0.1:4010 by default). Resolves once it is
 * listening; rejects if the port cannot be used.
 */
export function startSampleApi(options: SampleApiOptions = {}): Promise<SampleApi> {
  const { port = 4010, host = '127.0.0.1', brandCount, seed } = options;
  const now = options.now ?? (() => Date.now());
  const source = createSampleSource({ brandCount, seed });
  let brandsBody: string | undefined;
  const faults: SampleApiFault[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const games = validateResponse('minigames', source.response('minigames', now()));
  const maxPeople = Math.max(1, options.maxPeople ?? DEFAULT_MAX_PEOPLE);
  const maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
  const playsPerMinute = options.playsPerMinute ?? 60;
  const newPeoplePerHour = options.newPeoplePerHour ?? 20;
  const clientOf = options.clientOf ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
  /**
   * Each person's plays, by a digest of their `Authorization` value (so a 16 KB header costs 43
   * bytes), least recently seen first, with the client that brought them. One ledger each, so a
   * person can be forgotten on their own.
   */
  const people = new Map<string, { ledger: PlayLedger; day: string; client: Client }>();
  /** Honoured keys' answers by digest of (person, game, key), oldest first (insertion order is expiry order). */
  const answers = new Map<
    string,
    { status: number; body: string; expires: number; client: Client }
  >();
  /** Each client's limits and what it holds, by address. */
  const clients = new Map<string, Client>();
  const addFault = (fault: SampleApiFault) => void faults.push({ ...fault });
  const resetFaults = () => void faults.splice(0, faults.length);
  const resetPlays = () => {
    people.clear();
    answers.clear();
    clients.clear();
  };
  const stats = () => ({ people: people.size, keys: answers.size, clients: clients.size });

  function clientNamed(address: string, time: number): Client {
    let client = clients.get(address);
    if (!client) {
      if (clients.size >= MAX_IDLE_CLIENTS)
        for (const [other, idle] of clients)
          if (
            !idle.people.size &&
            !idle.keys.size &&
            takeToken({ ...idle.plays }, playsPerMinute, 60_000, time + 60_000) === 0 &&
            takeToken({ ...idle.newPeople }, newPeoplePerHour, 3_600_000, time + 3_600_000) === 0
          )
            clients.delete(other);
      client = {
        plays: { tokens: playsPerMinute, at: time },
        newPeople: { tokens: newPeoplePerHour, at: time },
        people: new Set(),
        keys: new Set(),
      };
      clients.set(address, client);
    }
    return client;
  }

  /** The client holding the most of `what`: the first to give one up when memory is full. */
  const heaviest = (what: 'people' | 'keys'): Client | undefined => {
    let most: Client | undefined;
    for (const client of clients.values())
      if (!most || client[what].size > most[what].size) most = client;
    return most;
  };

  function forgetPerson(id: string): void {
    people.get(id)?.client.people.delete(id);
    people.delete(id);
  }

  function forgetKey(id: string): void {
    answers.get(id)?.client.keys.delete(id);
    answers.delete(id);
  }

  /** The ledger of the person `id`, made for `client` when new (memory full: see `maxPeople`). */
  function ledgerOf(id: string, time: number, client: Client): PlayLedger {
    const today = ukDayString(time);
    let person = people.get(id);
    if (person) {
      people.delete(id);
      person.client.people.delete(id);
    } else {
      // People last seen on an earlier UK day have no plays counted today: they go first.
      for (const [oldId, old] of people) {
        if (people.size < maxPeople || old.day === today) break;
        forgetPerson(oldId);
      }
      while (people.size >= maxPeople) {
        const [oldest] = heaviest('people')?.people ?? [];
        if (oldest === undefined) break;
        forgetPerson(oldest);
      }
      person = {
        ledger: createPlayLedger({ games, now, random: options.random }),
        day: today,
        client,
      };
    }
    person.day = today;
    people.set(id, person);
    person.client.people.add(id);
    return person.ledger;
  }

  function keepAnswer(
    id: string,
    answer: { status: number; body: string; expires: number },
    client: Client,
  ) {
    answers.set(id, { ...answer, client });
    client.keys.add(id);
    while (answers.size > maxKeys) {
      const [oldest] = heaviest('keys')?.keys ?? [];
      if (oldest === undefined) break;
      forgetKey(oldest);
    }
  }

  function forgetExpiredKeys(time: number): void {
    for (const [id, answer] of answers) {
      if (answer.expires > time) break;
      forgetKey(id);
    }
  }

  /** The first fault for `key` still in force, counting this request against it. */
  function takeFault(key: EndpointKey | 'play'): SampleApiFault | undefined {
    const index = faults.findIndex((fault) => fault.endpoint === '*' || fault.endpoint === key);
    if (index === -1) return undefined;
    const fault = faults[index] as SampleApiFault;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) faults.splice(index, 1);
    }
    return fault;
  }

  function body(key: EndpointKey): string {
    if (key === 'brands') return (brandsBody ??= JSON.stringify(source.response('brands', now())));
    return JSON.stringify(source.response(key, now()));
  }

  function serveEndpoint(key: EndpointKey, res: ServerResponse): void {
    const fault = takeFault(key);
    switch (fault?.kind) {
      case undefined:
        send(res, 200, body(key));
        return;
      case 'status': {
        const status = fault.status ?? 500;
        sendJson(res, status, { error: `Injected fault: status ${status}`, endpoint: key, status });
        return;
      }
      case 'timeout':
        return; // Hold the connection open; close() destroys it.
      case 'drop':
        res.socket?.destroy();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(res, 200, body(key));
        }, fault.delayMs ?? 1000);
        timers.add(timer);
        return;
      }
      case 'invalid-json':
        send(res, 200, '{"brands": [');
        return;
      case 'payload':
        sendJson(res, 200, fault.payload ?? null);
        return;
    }
  }

  /**
   * One play for the person named by the `Authorization` header (everyone without one is the
   * same anonymous person). The outcome is decided when the request arrives; faults apply as
   * to the reads (`slow` answers the decided play late).
   */
  function servePlay(gameId: string, req: IncomingMessage, res: ServerResponse): void {
    req.resume();
    const checked = checkIdempotencyKey(req.headers['idempotency-key']);
    if (checked.error !== undefined) {
      sendJson(res, 400, { error: 'bad-idempotency-key', message: checked.error });
      return;
    }
    const { key } = checked;
    const time = now();
    const client = clientNamed(clientOf(req), time);
    const authorization = req.headers.authorization;
    // Without `Authorization`, one anonymous person per client: one client using up the
    // anonymous daily limits must not use them up for every other client.
    const person =
      typeof authorization === 'string' && authorization
        ? digest('person', authorization)
        : digest('anonymous', clientOf(req));
    const answerId = key === undefined ? undefined : digest(person, gameId, key);
    const fault = takeFault('play');
    const busy = (seconds: number, message: string): [number, unknown, Record<string, string>] => [
      429,
      { error: 'busy', message, retry_after: seconds },
      { 'Retry-After': String(seconds) },
    ];
    const answer = (): [number, unknown, Record<string, string>?] => {
      forgetExpiredKeys(time);
      // A retry of a known key is always answered: it is the same play, and costs nothing.
      if (answerId !== undefined) {
        const earlier = answers.get(answerId);
        if (earlier) return [earlier.status, JSON.parse(earlier.body)];
      }
      const playWait = takeToken(client.plays, playsPerMinute, 60_000, time);
      if (playWait)
        return busy(playWait, `Too many plays from this client; try again in ${playWait} s`);
      if (!people.has(person)) {
        const personWait = takeToken(client.newPeople, newPeoplePerHour, 3_600_000, time);
        if (personWait)
          return busy(
            personWait,
            `Too many new people from this client; try again in ${personWait} s`,
          );
      }
      const ledger = ledgerOf(person, time, client);
      try {
        const result = ledger.play(person, gameId);
        if (answerId !== undefined)
          keepAnswer(
            answerId,
            { status: 200, body: JSON.stringify(result), expires: time + KEY_TTL_MS },
            client,
          );
        return [200, result];
      } catch (error) {
        if (error instanceof PlayRefusedError) {
          return [
            REFUSAL_STATUS[error.code as keyof typeof REFUSAL_STATUS],
            { error: error.code, message: error.message, refill_at: error.refillAt },
          ];
        }
        return [404, { error: 'Unknown game', game: gameId }];
      }
    };
    switch (fault?.kind) {
      case undefined:
        sendJson(res, ...answer());
        return;
      case 'slow': {
        const [status, value, headers] = answer();
        const timer = setTimeout(() => {
          timers.delete(timer);
          sendJson(res, status, value, headers);
        }, fault.delayMs ?? 1000);
        timers.add(timer);
        return;
      }
      case 'status': {
        const status = fault.status ?? 500;
        sendJson(
          res,
          status,
          { error: `Injected fault: status ${status}`, endpoint: 'play', status },
          fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) },
        );
        return;
      }
      case 'timeout':
        return;
      case 'drop':
        res.socket?.destroy();
        return;
      case 'invalid-json':
        send(res, 200, '{"play_id": ');
        return;
      case 'payload':
        sendJson(res, 200, fault.payload ?? null);
        return;
    }
  }

  async function serveControl(
    path: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    if (path === '/__control/health' && (method === 'GET' || method === 'HEAD')) {
      sendJson(res, 200, { ok: true });
    } else if (path === '/__control/faults' && method === 'POST') {
      let fault: SampleApiFault;
      try {
        const text = await readBody(req);
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new ControlError('body must be valid JSON');
        }
        fault = parseFault(parsed);
      } catch (error) {
        sendJson(res, error instanceof ControlError ? 400 : 500, {
          error: error instanceof Error ? error.message : String(error),
        });
        return;
      }
      addFault(fault);
      sendJson(res, 200, { ok: true, faults: faults.length });
    } else if (path === '/__control/faults' && method === 'GET') {
      sendJson(res, 200, { faults });
    } else if (path === '/__control/reset' && method === 'POST') {
      req.resume();
      resetFaults();
      resetPlays();
      sendJson(res, 200, { ok: true });
    } else {
      sendJson(res, 404, { error: 'Not found', path });
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') || '/';
    } catch {
      sendJson(res, 400, { error: 'Bad request' });
      return;
    }
    const method = req.method ?? 'GET';
    if (path.startsWith('/__control/')) {
      if (method === 'OPTIONS') {
        res.writeHead(204, { 'Content-Length': '0' });
        res.end();
        return;
      }
      const refusal = controlRefusal(req, listeningPort);
      if (refusal) {
        req.resume();
        sendJson(res, 403, { error: `Control refused: ${refusal}` });
        return;
      }
      serveControl(path, req, res).catch((error: unknown) =>
        sendJson(res, 500, { error: String(error) }),
      );
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...CORS_HEADERS, 'Content-Length': '0' });
      res.end();
      return;
    }
    const play = PLAY_PATH.exec(path);
    if (play) {
      if (method !== 'POST') {
        sendJson(res, 405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
        return;
      }
      let gameId: string;
      try {
        gameId = decodeURIComponent(play[1] as string);
      } catch {
        sendJson(res, 400, { error: 'Bad request' });
        return;
      }
      servePlay(gameId, req, res);
      return;
    }
    const key = ROUTES.get(path);
    if (key) {
      if (method !== 'GET' && method !== 'HEAD') {
        sendJson(res, 405, { error: 'Method not allowed' }, { Allow: 'GET, HEAD, OPTIONS' });
        return;
      }
      serveEndpoint(key, res);
      return;
    }
    if (path === '/' || path === API_PREFIX) {
      sendJson(res, 200, {
        name: 'GiftCash sample API',
        endpoints: Object.fromEntries([...ROUTES].map(([route, k]) => [k, route])),
      });
      return;
    }
    sendJson(res, 404, { error: 'Not found', path });
  }

  let listeningPort = port;
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    }));

  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      listeningPort = actualPort;
      const origin = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${origin}:${actualPort}`,
        port: actualPort,
        addFault,
        resetFaults,
        resetPlays,
        stats,
        close,
      });
    });
  });
}
