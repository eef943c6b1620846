// @vitest-environment node
// The sample API honours every Idempotency-Key it accepts for longer than the daily-limit window,
// refuses the ones it will not honour, keeps its control routes to same-origin callers on its own
// host, keeps its memory bounded however many people play, and limits each client so that one
// abuser cannot deny service to anyone else.
import http from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextUkTime } from '../../packages/sample/src/ukTime';
import { KEY_TTL_MS, MAX_KEY_LENGTH, startSampleApi, takeToken, type SampleApi } from './server';

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
    to = api,
  }: { method?: string; headers?: Record<string, string>; body?: string; to?: SampleApi } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${to.url}${path}`, { method, agent, headers }, (response) => {
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

const play = (
  person: string | null,
  key?: string,
  game = 'wheel-lucky-spin',
  { client, to }: { client?: string; to?: SampleApi } = {},
) =>
  request(`/api/brands/minigames/${game}/play`, {
    headers: {
      ...(person === null ? {} : { Authorization: `Bearer ${person}` }),
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      ...(client === undefined ? {} : { 'X-Test-Client': client }),
    },
    ...(to ? { to } : {}),
  });

/** A full garbage collection, so heap figures are what is kept, not what awaits collection. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A test stands in for many clients on one address: the client is named by a header. */
const clientOf = (req: http.IncomingMessage) => String(req.headers['x-test-client'] ?? 'default');

beforeAll(async () => {
  // The key tests play thousands of times from one client: its limits are tested on their own below.
  api = await startSampleApi({
    port: 0,
    now: () => clock,
    playsPerMinute: Infinity,
    newPeoplePerHour: Infinity,
  });
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

  it('refuse a DNS-rebinding page: a same-origin GET of the faults under another Host name', async () => {
    await request('/__control/faults', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: 'play', kind: 'payload', payload: { secret: 1 } }),
    });
    const rebound = await request('/__control/faults', {
      method: 'GET',
      headers: { Host: `attacker.example:${api.port}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(rebound.status).toBe(403);
    expect(JSON.stringify(rebound.body)).not.toContain('secret');
    expect(
      (await request('/__control/reset', { headers: { Host: `attacker.example:${api.port}` } }))
        .status,
    ).toBe(403);
    for (const host of [`127.0.0.1:${api.port}`, `localhost:${api.port}`])
      expect(
        (await request('/__control/faults', { method: 'GET', headers: { Host: host } })).status,
      ).toBe(200);
    await request('/__control/reset', { headers: { 'Content-Type': 'application/json' } });
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
  it('stays bounded under 20,000 Authorization values of 2 KB each, and the flood costs its own client, not another’s keys or people', async () => {
    const bounded = await startSampleApi({
      port: 0,
      now: () => clock,
      clientOf,
      playsPerMinute: Infinity,
      newPeoplePerHour: Infinity,
    });
    try {
      const victim = { client: 'victim', to: bounded };
      const kept = await play('victim-person', 'victim-key', 'scratch-quick', victim);
      expect(kept.status).toBe(200);
      const padding = 'x'.repeat(2048);
      const statuses = new Map<number, number>();
      let next = 0;
      collectGarbage();
      const before = process.memoryUsage().heapUsed;
      const worker = async () => {
        while (next < 20_000) {
          const n = (next += 1);
          const answer = await play(`${n}-${padding}`, `key-${n}`, 'scratch-quick', {
            client: 'abuser',
            to: bounded,
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      collectGarbage();
      const grown = process.memoryUsage().heapUsed - before;
      expect(bounded.stats().people).toBeLessThanOrEqual(2_000);
      expect(bounded.stats().keys).toBeLessThanOrEqual(20_000);
      // Nobody is turned away for the server's memory: the abuser's oldest entries made room.
      expect([...statuses]).toEqual([[200, 20_000]]);
      expect(grown).toBeLessThan(60 * 1024 * 1024);
      // The victim's key and person were kept: the retry is the same play, and plays go on.
      expect(await play('victim-person', 'victim-key', 'scratch-quick', victim)).toMatchObject({
        status: 200,
        body: kept.body,
      });
      expect((await play('victim-person', 'victim-2', 'scratch-quick', victim)).status).toBe(200);
      expect((await play('new-person', 'k', 'scratch-quick', victim)).status).toBe(200);
    } finally {
      await bounded.close();
    }
  }, 120_000);
});

describe('limits per client and per person', () => {
  let limited: SampleApi;
  beforeAll(async () => {
    limited = await startSampleApi({ port: 0, now: () => clock, clientOf });
  });
  afterAll(() => limited.close());

  it('one client sending 20,000 keyed plays is slowed with a Retry-After of seconds, and every other client still plays', async () => {
    const abuser = { client: 'flood', to: limited };
    const statuses = new Map<number, number>();
    const waits = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < 20_000) {
        const n = (next += 1);
        const answer = await play('flooder', `flood-${n}`, 'wheel-lucky-spin', abuser);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 429) {
          expect(answer.body).toMatchObject({ error: 'busy' });
          waits.add(String(answer.headers['retry-after']));
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(statuses.get(200)).toBe(60);
    expect(statuses.get(429)).toBe(20_000 - 60);
    // The wait is the time to its next play: a second at 60 plays a minute, not hours.
    expect([...waits]).toEqual(['1']);
    expect(limited.stats().keys).toBeLessThanOrEqual(60);
    // Others are not punished: a keyed play of another client, and of another person.
    expect(
      (await play('someone-else', 'their-key', 'wheel-lucky-spin', { client: 'b', to: limited }))
        .status,
    ).toBe(200);
    expect(
      (await play(null, 'anonymous-key', 'wheel-lucky-spin', { client: 'c', to: limited })).status,
    ).toBe(200);
    // The abuser's own retries of a known key still get their play.
    expect(
      (await play('flooder', 'flood-1', 'wheel-lucky-spin', abuser)).status +
        (await play('flooder', 'flood-20000', 'wheel-lucky-spin', abuser)).status,
    ).toBeGreaterThanOrEqual(200 + 429);
    // After the Retry-After, the abuser plays again.
    clock += 1_000;
    try {
      expect((await play('flooder', 'after-wait', 'wheel-lucky-spin', abuser)).status).toBe(200);
    } finally {
      clock = NOW;
    }
  }, 120_000);

  it('2,000 made-up Authorization values from one client lock out nobody else: that client waits minutes, not until midnight', async () => {
    const faker = { client: 'faker', to: limited };
    const statuses = new Map<number, number>();
    const waits: number[] = [];
    // One a second, within the plays-per-minute limit: only the new-people limit applies.
    for (let n = 0; n < 2_000; n += 1) {
      clock = NOW + n * 1_000;
      const answer = await play(`made-up-${n}`, undefined, 'wheel-lucky-spin', faker);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 429) waits.push(Number(answer.headers['retry-after']));
    }
    try {
      // 20 new people at once, then one every 3 minutes (20 an hour).
      expect(statuses.get(200)).toBe(20 + Math.floor(1_999 / 180));
      expect(Math.max(...waits)).toBeLessThanOrEqual(180);
      expect(Math.min(...waits)).toBeGreaterThan(0);
      clock += 60_000;
      // A new person of another client plays at once.
      expect(
        (await play('real-person', 'k', 'wheel-lucky-spin', { client: 'neighbour', to: limited }))
          .status,
      ).toBe(200);
      // The faker's people already known still play; a new one after the Retry-After.
      expect((await play('made-up-0', undefined, 'wheel-lucky-spin', faker)).status).toBe(200);
      clock += (waits.at(-1) as number) * 1000;
      expect((await play('made-up-next', undefined, 'wheel-lucky-spin', faker)).status).toBe(200);
    } finally {
      clock = NOW;
    }
  });

  it('one client using up the anonymous plays of a game leaves every other client’s anonymous plays', async () => {
    const quick = { client: 'anonymous-flood', to: limited };
    let refused = false;
    for (let n = 0; n < 59 && !refused; n += 1)
      refused = (await play(null, `a-${n}`, 'wheel-high-roller', quick)).status === 429;
    expect(refused).toBe(true);
    expect(
      (await play(null, 'b-1', 'wheel-high-roller', { client: 'other-anonymous', to: limited }))
        .status,
    ).toBe(200);
  });

  it('takeToken: a bucket refills at its rate and says the seconds to the next token', () => {
    const bucket = { tokens: 2, at: 0 };
    expect(takeToken(bucket, 2, 60_000, 0)).toBe(0);
    expect(takeToken(bucket, 2, 60_000, 0)).toBe(0);
    expect(takeToken(bucket, 2, 60_000, 0)).toBe(30);
    expect(takeToken(bucket, 2, 60_000, 29_000)).toBe(1);
    expect(takeToken(bucket, 2, 60_000, 30_000)).toBe(0);
    expect(takeToken(bucket, Infinity, 60_000, 0)).toBe(0);
  });
});
