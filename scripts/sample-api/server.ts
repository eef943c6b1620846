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
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ENDPOINTS, type EndpointKey } from '../../packages/core/src/data/provider';
import { createSampleSource } from '../../packages/core/src/sample/responses';
import { createPlayLedger } from '../../packages/core/src/sample/playLedger';
import { PlayRefusedError } from '../../packages/core/src/data/errors';
import { validateResponse } from '../../packages/core/src/data/validate';
import type { RandomSource } from '../../packages/core/src/games/drawSlot';

export const FAULT_KINDS = ['status', 'timeout', 'drop', 'slow', 'invalid-json', 'payload'] as const;
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
const MAX_KEY_LENGTH = 200;

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
} as const;

class ControlError extends Error {}

/** Checks a fault sent to the control API; throws a {@link ControlError} saying what is wrong. */
export function parseFault(input: unknown): SampleApiFault {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new ControlError('body must be a JSON object');
  const body = input as Record<string, unknown>;
  const endpoint = body.endpoint;
  if (endpoint !== '*' && !FAULT_ENDPOINTS.includes(endpoint as string)) {
    throw new ControlError(`endpoint must be '*' or one of ${FAULT_ENDPOINTS.join(', ')}`);
  }
  if (!FAULT_KINDS.includes(body.kind as FaultKind)) throw new ControlError(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  const fault: SampleApiFault = { endpoint: endpoint as SampleApiFault['endpoint'], kind: body.kind as FaultKind };
  if (body.status !== undefined) {
    if (!Number.isInteger(body.status) || (body.status as number) < 200 || (body.status as number) > 599) {
      throw new ControlError('status must be an integer from 200 to 599');
    }
    fault.status = body.status as number;
  }
  if (body.delayMs !== undefined) {
    if (typeof body.delayMs !== 'number' || !Number.isFinite(body.delayMs) || body.delayMs < 0 || body.delayMs > 600_000) {
      throw new ControlError('delayMs must be a number of milliseconds from 0 to 600000');
    }
    fault.delayMs = body.delayMs;
  }
  if (body.times !== undefined && body.times !== null) {
    if (!Number.isInteger(body.times) || (body.times as number) < 1) throw new ControlError('times must be a positive integer');
    fault.times = body.times as number;
  }
  if (fault.kind === 'payload') {
    if (!('payload' in body)) throw new ControlError('a payload fault needs a payload');
    fault.payload = body.payload;
  }
  return fault;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

const sendJson = (res: ServerResponse, status: number, value: unknown, headers?: Record<string, string>) =>
  send(res, status, JSON.stringify(value), headers);

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

  const ledger = createPlayLedger({ games: validateResponse('minigames', source.response('minigames', now())), now, random: options.random });
  const addFault = (fault: SampleApiFault) => void faults.push({ ...fault });
  const resetFaults = () => void faults.splice(0, faults.length);
  const resetPlays = () => ledger.reset();

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
    const rawKey = req.headers['idempotency-key'];
    const key = typeof rawKey === 'string' && rawKey.length > 0 && rawKey.length <= MAX_KEY_LENGTH ? rawKey : undefined;
    const person = typeof req.headers.authorization === 'string' && req.headers.authorization ? req.headers.authorization : 'anonymous';
    const fault = takeFault('play');
    const answer = (): [number, unknown] => {
      try {
        return [200, ledger.play(person, gameId, key)];
      } catch (error) {
        if (error instanceof PlayRefusedError) {
          return [REFUSAL_STATUS[error.code as keyof typeof REFUSAL_STATUS], { error: error.code, message: error.message, refill_at: error.refillAt }];
        }
        return [404, { error: 'Unknown game', game: gameId }];
      }
    };
    switch (fault?.kind) {
      case undefined:
        sendJson(res, ...answer());
        return;
      case 'slow': {
        const [status, value] = answer();
        const timer = setTimeout(() => {
          timers.delete(timer);
          sendJson(res, status, value);
        }, fault.delayMs ?? 1000);
        timers.add(timer);
        return;
      }
      case 'status': {
        const status = fault.status ?? 500;
        sendJson(res, status, { error: `Injected fault: status ${status}`, endpoint: 'play', status });
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

  async function serveControl(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
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
        sendJson(res, error instanceof ControlError ? 400 : 500, { error: error instanceof Error ? error.message : String(error) });
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
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...CORS_HEADERS, 'Content-Length': '0' });
      res.end();
      return;
    }
    if (path.startsWith('/__control/')) {
      serveControl(path, req, res).catch((error: unknown) => sendJson(res, 500, { error: String(error) }));
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
      sendJson(res, 200, { name: 'GiftCash sample API', endpoints: Object.fromEntries([...ROUTES].map(([route, k]) => [k, route])) });
      return;
    }
    sendJson(res, 404, { error: 'Not found', path });
  }

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
      const origin = host.includes(':') ? `[${host}]` : host;
      resolve({ url: `http://${origin}:${actualPort}`, port: actualPort, addFault, resetFaults, resetPlays, close });
    });
  });
}
