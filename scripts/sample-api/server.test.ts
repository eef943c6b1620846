// @vitest-environment node
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointKey } from '../../packages/core/src/data/provider';
import {
  HttpStatusError,
  InvalidResponseError,
  PlayRefusedError,
} from '../../packages/core/src/data/errors';
import { slotCdf } from '../../packages/core/src/games/odds';
import { chiSquareTest } from '../../packages/core/src/testing/chiSquare';
import { nextUkTime } from '../../packages/sample/src/ukTime';
import { validateResponse } from '../../packages/core/src/data/validate';
import { createHttpProvider } from '../../packages/core/src/http/createHttpProvider';
import { buildSampleResponses } from '../../packages/sample/src/responses';
import { parseFault, startSampleApi, type SampleApi } from './server';

const NOW = Date.UTC(2025, 5, 15, 12);
const KEYS = Object.keys(ENDPOINTS) as EndpointKey[];

let api: SampleApi;

/** A fresh HTTP provider with no caching, so every call reaches the server. */
const provider = (timeout = 5_000) =>
  createHttpProvider({
    brandsUrl: `${api.url}/api/brands`,
    rewardsUrl: `${api.url}/api/rewards`,
    cacheTime: 0,
    timeout,
  });

const control = (path: string, body?: unknown) =>
  fetch(`${api.url}/__control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

beforeAll(async () => {
  // Thousands of plays from one test client: the per-client limits are tested in limits.test.ts.
  api = await startSampleApi({
    port: 0,
    now: () => NOW,
    playsPerMinute: Infinity,
    newPeoplePerHour: Infinity,
  });
});
afterEach(async () => {
  await control('reset');
});
afterAll(async () => {
  await api.close();
});

describe('sample API server', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`);
    expect(api.port).toBeGreaterThan(0);
  });

  it.each(KEYS)('serves %s, read back validated by the HTTP provider', async (key) => {
    const value = await provider().request(key);
    expect(value).toEqual(validateResponse(key, buildSampleResponses({ now: NOW })[key]));
  });

  it('answers JSON with CORS headers, preflight and 404', async () => {
    const response = await fetch(`${api.url}/api/brands/minigames`, {
      headers: { Origin: 'http://example.test' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    // A page on another origin can read a busy play's Retry-After.
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');

    const preflight = await fetch(`${api.url}/api/brands`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://example.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Accept, Content-Type, Authorization, Idempotency-Key',
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    const missing = await fetch(`${api.url}/api/brands/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await missing.json()).toMatchObject({ error: 'Not found' });

    expect((await fetch(`${api.url}/api/brands`, { method: 'DELETE' })).status).toBe(405);
    expect(await (await fetch(`${api.url}/api/brands/?x=1`)).json()).toHaveProperty('brands');
  });

  it('has a health route, and control routes that grant no CORS', async () => {
    const health = await fetch(`${api.url}/__control/health`);
    expect(await health.json()).toEqual({ ok: true });
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${api.url}/__control/faults`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rejects malformed faults with 400', async () => {
    expect((await control('faults', { endpoint: 'nope', kind: 'status' })).status).toBe(400);
    expect((await control('faults', { endpoint: 'brands', kind: 'explode' })).status).toBe(400);
    expect(
      (await control('faults', { endpoint: 'brands', kind: 'status', status: 42 })).status,
    ).toBe(400);
    expect((await control('faults', { endpoint: 'brands', kind: 'payload' })).status).toBe(400);
    expect((await control('faults', { endpoint: 'brands', kind: 'slow', times: 0 })).status).toBe(
      400,
    );
    const notJson = await fetch(`${api.url}/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'body must be valid JSON' });
  });
});

describe('fault injection', () => {
  it('status: fails with the status, only as many times as asked', async () => {
    expect(
      (await control('faults', { endpoint: 'brands', kind: 'status', status: 500, times: 1 }))
        .status,
    ).toBe(200);
    const failure = provider().getBrands();
    await expect(failure).rejects.toThrow('Request failed with status code 500');
    await expect(failure).rejects.toBeInstanceOf(HttpStatusError);
    await expect(provider().getBrands()).resolves.toHaveProperty('brands');
  });

  it('status: applies to one endpoint, or to all with *', async () => {
    await control('faults', { endpoint: 'profile', kind: 'status', status: 503 });
    await expect(provider().getProfile()).rejects.toThrow('Request failed with status code 503');
    await expect(provider().getOrders()).resolves.toHaveProperty('items');
    await control('reset');
    await control('faults', { endpoint: '*', kind: 'status', status: 404 });
    await expect(provider().getWinners()).rejects.toThrow('Request failed with status code 404');
    await expect(provider().getWheelConfig()).rejects.toThrow(
      'Request failed with status code 404',
    );
  });

  it('drop: fails with Network Error', async () => {
    await control('faults', { endpoint: 'minigames', kind: 'drop' });
    await expect(provider().getMinigames()).rejects.toThrow('Network Error');
  });

  it('timeout: fails with the client timeout', async () => {
    await control('faults', { endpoint: 'lotteries', kind: 'timeout' });
    await expect(provider(150).getLotteries()).rejects.toThrow('timeout of 150 ms exceeded');
  });

  it('slow: answers normally after the delay', async () => {
    await control('faults', { endpoint: 'scratchConfig', kind: 'slow', delayMs: 200 });
    const started = Date.now();
    await expect(provider().getScratchConfig()).resolves.toMatchObject({ coins_cost: 100_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await expect(provider(50).getScratchConfig()).rejects.toThrow('timeout of 50 ms exceeded');
  });

  it('invalid-json: fails with an InvalidResponseError', async () => {
    await control('faults', { endpoint: 'brands', kind: 'invalid-json' });
    const raw = await fetch(`${api.url}/api/brands`);
    expect(raw.status).toBe(200);
    expect(await raw.text()).toBe('{"brands": [');
    await expect(provider().getBrands()).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('payload: a malformed brands payload names the brands field', async () => {
    await control('faults', {
      endpoint: 'brands',
      kind: 'payload',
      payload: { brands: 'nope', categories: [] },
    });
    const failure = provider().getBrands();
    await expect(failure).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(failure).rejects.toThrow(/brands/);
    await expect(failure).rejects.toMatchObject({ path: 'brands', endpoint: 'brands' });
  });

  it('payload: a valid override is served as given', async () => {
    const items = [
      {
        amount: 5,
        name: 'Cashback+ Wheel',
        username: 'Test U.',
        currency: 2,
        date: '2025-06-15T11:00:00.000Z',
      },
    ];
    await control('faults', { endpoint: 'winners', kind: 'payload', payload: { items } });
    await expect(provider().getWinners()).resolves.toEqual({ items });
  });

  it('reset: clears every fault', async () => {
    await control('faults', { endpoint: '*', kind: 'status', status: 500 });
    await control('faults', { endpoint: 'brands', kind: 'drop' });
    const listed = await (await fetch(`${api.url}/__control/faults`)).json();
    expect(listed.faults).toHaveLength(2);
    expect((await control('reset')).status).toBe(200);
    await expect(provider().getBrands()).resolves.toHaveProperty('brands');
    await expect(provider().getRaffleResults()).resolves.toHaveProperty('result');
  });

  it('programmatic faults work like the control API', async () => {
    api.addFault(parseFault({ endpoint: 'orders', kind: 'status', status: 502, times: 2 }));
    await expect(provider().getOrders()).rejects.toThrow('Request failed with status code 502');
    await expect(provider().getOrders()).rejects.toThrow('Request failed with status code 502');
    await expect(provider().getOrders()).resolves.toHaveProperty('items');
    api.addFault({ endpoint: 'orders', kind: 'drop' });
    api.resetFaults();
    await expect(provider().getOrders()).resolves.toHaveProperty('items');
  });
});

describe('plays', () => {
  const player = (name: string, timeout = 5_000) =>
    createHttpProvider({
      brandsUrl: `${api.url}/api/brands`,
      cacheTime: 0,
      timeout,
      headers: { Authorization: `Bearer ${name}` },
    });

  it('plays over POST with the limits per person, and "No plays left today" with the refill time', async () => {
    const amy = player('amy');
    await expect(amy.playGame('wheel-high-roller')).resolves.toMatchObject({
      type: 1,
      coins_spent: 0,
      plays_left: 2,
      free_entries: 0,
    });
    await expect(amy.playGame('wheel-high-roller')).resolves.toMatchObject({
      coins_spent: 700_000,
      plays_left: 1,
    });
    await expect(amy.playGame('wheel-high-roller')).resolves.toMatchObject({ plays_left: 0 });
    const refused = amy.playGame('wheel-high-roller');
    await expect(refused).rejects.toBeInstanceOf(PlayRefusedError);
    await expect(refused).rejects.toMatchObject({
      message: 'No plays left today',
      refillAt: nextUkTime(NOW, 0),
    });
    await expect(player('ben').playGame('wheel-high-roller')).resolves.toMatchObject({
      plays_left: 2,
    });
    const raw = await fetch(`${api.url}/api/brands/minigames/wheel-high-roller/play`, {
      method: 'POST',
      headers: { Authorization: 'Bearer amy' },
    });
    expect(raw.status).toBe(429);
    expect(await raw.json()).toEqual({
      error: 'no-plays-left',
      message: 'No plays left today',
      refill_at: nextUkTime(NOW, 0),
    });
    expect(
      (await fetch(`${api.url}/api/brands/minigames/nope/play`, { method: 'POST' })).status,
    ).toBe(404);
    expect((await fetch(`${api.url}/api/brands/minigames/wheel-high-roller/play`)).status).toBe(
      405,
    );
  });

  it('answers a retried Idempotency-Key with the same play, never playing twice; reset forgets plays', async () => {
    const cara = player('cara');
    const first = await cara.playGame('wheel-high-roller', { idempotencyKey: 'k1' });
    await expect(cara.playGame('wheel-high-roller', { idempotencyKey: 'k1' })).resolves.toEqual(
      first,
    );
    await expect(
      cara.playGame('wheel-high-roller', { idempotencyKey: 'k2' }),
    ).resolves.toMatchObject({ plays_left: 1 });
    const preflight = await fetch(`${api.url}/api/brands/minigames/x/play`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    await control('reset');
    await expect(
      cara.playGame('wheel-high-roller', { idempotencyKey: 'k1' }),
    ).resolves.toMatchObject({ plays_left: 2, coins_spent: 0 });
  });

  it('scratch plays carry the areas; faults apply to the play call', async () => {
    const dan = player('dan', 300);
    const card = await dan.playGame('scratch-quick');
    expect(card.type).toBe(2);
    expect(card.areas).toHaveLength(6);
    await control('faults', { endpoint: 'play', kind: 'status', status: 500, times: 1 });
    await expect(dan.playGame('scratch-quick')).rejects.toThrow(
      'Request failed with status code 500',
    );
    await control('faults', { endpoint: 'play', kind: 'drop', times: 1 });
    await expect(dan.playGame('scratch-quick')).rejects.toThrow('Network Error');
    await control('faults', { endpoint: 'play', kind: 'timeout', times: 1 });
    await expect(dan.playGame('scratch-quick')).rejects.toThrow('timeout of 300 ms exceeded');
  });

  // The server's own draw over real HTTP. The ledger's distribution itself is tested in-process
  // over 100,000 plays (packages/sample/src/playLedger.test.ts); here 20,000 plays through the
  // server prove it draws with that ledger and its odds (rare slots pooled, as chiSquareTest does),
  // in about a fifth of the time. node:http with a keep-alive agent
  // (16 sockets) costs about 0.2 ms a request, far less than a fresh connection per fetch.
  it('draws right over HTTP: chi-square over 20,000 plays, p > 0.001', async () => {
    const game = buildSampleResponses({ now: NOW }).minigames.find(
      (entry) => entry.id === 'wheel-lucky-spin',
    );
    const slots = [...(game?.slots ?? [])].sort((a, b) => a.index - b.index);
    const cdf = slotCdf(slots);
    const counts = new Array<number>(slots.length).fill(0);
    const PLAYS = 20_000;
    const LIMIT = 1_000; // Lucky Spin's daily limit per person: 20 people play 1,000 times each.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const play = (person: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          `${api.url}/api/brands/minigames/wheel-lucky-spin/play`,
          { method: 'POST', agent, headers: { Authorization: person } },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end();
      });
    let next = 0;
    const worker = async () => {
      while (next < PLAYS) {
        const n = next;
        next += 1;
        const { status, body } = await play(`stats-${Math.floor(n / LIMIT)}`);
        expect(status).toBe(200);
        const { slot_index: index } = JSON.parse(body) as { slot_index: number };
        counts[index] = (counts[index] ?? 0) + 1;
      }
    };
    try {
      await Promise.all(Array.from({ length: 16 }, worker));
    } finally {
      agent.destroy();
    }
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(PLAYS);
    const test = chiSquareTest(
      counts,
      cdf.map((value, i) => value - (i ? (cdf[i - 1] as number) : 0)),
    );
    expect(test.p).toBeGreaterThan(0.001);
    // The 1,001st play of one person is refused: the limit holds under the same load.
    expect((await play('stats-0')).status).toBe(429);
  }, 180_000);
});

describe('closing', () => {
  it('closes promptly while a request is held open by a timeout fault', async () => {
    const server = await startSampleApi({ port: 0 });
    server.addFault({ endpoint: '*', kind: 'timeout', times: 1 });
    server.addFault({ endpoint: '*', kind: 'slow', delayMs: 60_000, times: 1 });
    const client = createHttpProvider({ brandsUrl: `${server.url}/api/brands`, timeout: 30_000 });
    const hanging = client.getBrands();
    const slow = fetch(`${server.url}/api/brands/profile`).catch((error: unknown) => error);
    // Wait until both requests have reached the server (each used up its fault).
    const pendingFaults = async () =>
      (await (await fetch(`${server.url}/__control/faults`)).json()).faults.length;
    for (let i = 0; i < 500 && (await pendingFaults()) > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await pendingFaults()).toBe(0);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(hanging).rejects.toThrow('Network Error');
    expect(await slow).toBeInstanceOf(Error);
    await server.close(); // Closing twice is fine.
    await expect(fetch(`${server.url}/__control/health`)).rejects.toThrow();
  });

  it('rejects when the port is taken', async () => {
    await expect(startSampleApi({ port: api.port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
