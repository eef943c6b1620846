// @vitest-environment node
// The sample API honours every Idempotency-Key it accepts for longer than the daily-limit window,
// refuses the ones it will not honour, keeps its control routes to same-origin callers and keeps
// its memory bounded however many people play.
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextUkTime } from '../../packages/sample/src/ukTime';
import { KEY_TTL_MS, MAX_KEY_LENGTH, startSampleApi, type SampleApi } from './server';

const NOW = Date.UTC(2025, 5, 15, 12);
let clock = NOW;
let api: SampleApi;
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A raw request (node:http sends header values as given, where fetch would refuse some). */
function request(
  path: string,
  {
    method = 'POST',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${api.url}${path}`, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const play = (person: string, key?: string, game = 'wheel-lucky-spin') =>
  request(`/api/brands/minigames/${game}/play`, {
    headers: {
      Authorization: `Bearer ${person}`,
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
  });

beforeAll(async () => {
  api = await startSampleApi({ port: 0, now: () => clock });
});
afterAll(async () => {
  agent.destroy();
  await api.close();
});

describe('Idempotency-Key', () => {
  let person = 0;
  const someone = () => `key-person-${(person += 1)}`;

  it('honours every key of 1 to 255 visible ASCII characters: the retry is the same play, played once', async () => {
    const keys = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: MAX_KEY_LENGTH,
    });
    await fc.assert(
      fc.asyncProperty(keys, async (key) => {
        const who = someone();
        const first = await play(who, key);
        expect(first.status).toBe(200);
        const retry = await play(who, key);
        expect(retry).toMatchObject({ status: 200, body: first.body });
        const next = await play(who, key === 'another' ? 'another-one' : 'another');
        expect(next.body.plays_left).toBe((first.body.plays_left as number) - 1);
      }),
      { numRuns: 60 },
    );
    // The length the issue was found with.
    const who = someone();
    const long = 'k'.repeat(201);
    const first = await play(who, long);
    expect((await play(who, long)).body.play_id).toBe(first.body.play_id);
  });

  it('refuses a key it will not honour with 400 and a reason, and plays nothing', async () => {
    const visible = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
    const tooLong = fc.string({
      unit: visible,
      minLength: MAX_KEY_LENGTH + 1,
      maxLength: 4 * MAX_KEY_LENGTH,
    });
    const withBadCharacter = fc
      .tuple(
        fc.string({ unit: visible, minLength: 1, maxLength: 20 }),
        fc.constantFrom(' ', '\u00e9', '\u00a0', '\u00ff'),
        fc.string({ unit: visible, minLength: 1, maxLength: 20 }),
      )
      .map(([a, bad, b]) => `${a}${bad}${b}`);
    await fc.assert(
      // (Leading and trailing spaces are not part of a header value, so bad characters sit inside.)
      fc.asyncProperty(fc.oneof(tooLong, withBadCharacter), async (key) => {
        const who = someone();
        const refused = await play(who, key);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          error: 'bad-idempotency-key',
          message: expect.stringMatching(/Idempotency-Key/),
        });
        // Nothing was played: this person's first play still has the whole day's plays.
        expect((await play(who)).body.plays_left).toBe(999);
      }),
      { numRuns: 60 },
    );
    const empty = await request('/api/brands/minigames/wheel-lucky-spin/play', {
      headers: { 'Idempotency-Key': '' },
    });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Idempotency-Key is empty' } });
  });

  it('remembers a key after 1,000 other keyed plays of the same person', async () => {
    const who = someone();
    const first = await play(who, 'the-first');
    for (let index = 0; index < 999; index += 1)
      expect((await play(who, `other-${index}`)).status).toBe(200);
    expect((await play(who, 'other-scratch', 'scratch-quick')).status).toBe(200);
    expect(await play(who, 'the-first')).toMatchObject({ status: 200, body: first.body });
  });

  it('remembers a key for the whole daily-limit window, and only then forgets it', async () => {
    const who = someone();
    const first = await play(who, 'window', 'wheel-high-roller');
    clock = nextUkTime(NOW, 0) + 60 * 60 * 1000; // the next UK day: the daily limit has reset
    try {
      expect(await play(who, 'window', 'wheel-high-roller')).toMatchObject({
        status: 200,
        body: first.body,
      });
      clock = NOW + KEY_TTL_MS - 1;
      expect((await play(who, 'window', 'wheel-high-roller')).body.play_id).toBe(
        first.body.play_id,
      );
      clock = NOW + KEY_TTL_MS;
      expect((await play(who, 'window', 'wheel-high-roller')).body.play_id).not.toBe(
        first.body.play_id,
      );
    } finally {
      clock = NOW;
    }
    expect(KEY_TTL_MS).toBeGreaterThan(25 * 60 * 60 * 1000);
  });
});

describe('control routes', () => {
  const faults = async () =>
    ((await request('/__control/faults', { method: 'GET' })).body.faults as unknown[]).length;
  const fault = JSON.stringify({ endpoint: 'brands', kind: 'status', status: 500 });

  it('refuse a cross-site text/plain POST (what any web page can send without a preflight)', async () => {
    const cases: Array<Record<string, string>> = [
      {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
        'Content-Type': 'text/plain;charset=UTF-8',
      },
      { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      { Origin: 'null', 'Content-Type': 'application/json' },
      { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' },
      { 'Content-Type': 'text/plain' },
      {
        Origin: `http://evil.example:${api.port}`,
        Host: `evil.example:${api.port}`,
        'Content-Type': 'application/json',
      },
    ];
    for (const headers of cases) {
      const refused = await request('/__control/faults', { headers, body: fault });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect((await request('/__control/reset', { headers })).status).toBe(403);
    }
    expect(await faults()).toBe(0);
  });

  it('take same-origin JSON requests and tools’ requests (no Origin)', async () => {
    const sameOrigin = await request('/__control/faults', {
      headers: {
        Origin: `http://127.0.0.1:${api.port}`,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      body: fault,
    });
    expect(sameOrigin.status).toBe(200);
    expect(
      (
        await request('/__control/faults', {
          headers: { 'Content-Type': 'application/json' },
          body: fault,
        })
      ).status,
    ).toBe(200);
    expect(await faults()).toBe(2);
    expect(
      (
        await request('/__control/reset', {
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(200);
    expect(await faults()).toBe(0);
  });
});

describe('memory', () => {
  it('stays bounded under 20,000 Authorization values of 2 KB each', async () => {
    const bounded = await startSampleApi({ port: 0, now: () => clock });
    const base = api;
    api = bounded;
    try {
      const padding = 'x'.repeat(2048);
      const statuses = new Map<number, number>();
      let next = 0;
      const before = process.memoryUsage().heapUsed;
      const worker = async () => {
        while (next < 20_000) {
          const n = (next += 1);
          const answer = await play(`${n}-${padding}`, `key-${n}`, 'scratch-quick');
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 503)
            expect(Number(answer.headers['retry-after'])).toBe(
              Math.ceil((nextUkTime(clock, 0) - clock) / 1000),
            );
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      const grown = process.memoryUsage().heapUsed - before;
      expect(bounded.stats().people).toBeLessThanOrEqual(2_000);
      expect(bounded.stats().keys).toBeLessThanOrEqual(2_000);
      expect(statuses.get(200)).toBe(2_000);
      expect(statuses.get(503)).toBe(18_000);
      expect(grown).toBeLessThan(60 * 1024 * 1024);
      // The next UK day, yesterday's people make room for new ones; their keys are still remembered.
      clock = nextUkTime(NOW, 0) + 1000;
      expect((await play('tomorrow', 'k', 'scratch-quick')).status).toBe(200);
      expect(bounded.stats().people).toBeLessThanOrEqual(2_000);
      expect(bounded.stats().keys).toBe(2_001);
    } finally {
      clock = NOW;
      api = base;
      await bounded.close();
    }
  }, 120_000);
});
