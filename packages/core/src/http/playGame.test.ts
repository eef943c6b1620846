import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { HttpStatusError, InvalidResponseError, PlayRefusedError } from '../data/errors';
import { validatePlayResult } from '../data/validate';
import type { PlayResult } from '../model/types';
import { classifyPlayError } from '../games/playSession';
import { createHttpProvider } from './createHttpProvider';

const RESULT: PlayResult = {
  play_id: 'p-1',
  game_id: 'wheel-lucky-spin',
  type: 1,
  slot_index: 4,
  prize: { index: 4, type: 1, value: 2_000, odds: 10, cdf: 0.9 },
  coins_spent: 5_000,
  plays_left: 999,
  free_entries: 0,
  free_entries_refill_at: null,
  plays_reset_at: 1_750_000_000_000,
};

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

const provider = (fetch: typeof globalThis.fetch, timeout = 5_000) =>
  createHttpProvider({ brandsUrl: 'https://api.test/brands/', fetch, timeout });

describe('HTTP playGame', () => {
  it('POSTs to <brands address>/minigames/{id}/play with an Idempotency-Key, never cached, validated', async () => {
    const fetch = fakeFetch(200, RESULT);
    const p = provider(fetch as unknown as typeof globalThis.fetch);
    await expect(p.playGame('wheel lucky/spin', { idempotencyKey: 'key-1' })).resolves.toEqual(
      RESULT,
    );
    await p.playGame('wheel lucky/spin');
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.test/brands/minigames/wheel%20lucky%2Fspin/play');
    expect(init.method).toBe('POST');
    expect(init.cache).toBe('no-store');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Idempotency-Key': 'key-1' });
    const second = (fetch.mock.calls[1] as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
    expect(second['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second['Idempotency-Key']).not.toBe('key-1');
  });

  it('turns refusals into their messages and other failures into the spec wording', async () => {
    const refusedToday = provider(
      fakeFetch(429, {
        error: 'no-plays-left',
        refill_at: 1_750_000_000_000,
      }) as unknown as typeof fetch,
    );
    await expect(refusedToday.playGame('g')).rejects.toEqual(
      new PlayRefusedError('no-plays-left', 1_750_000_000_000),
    );
    await expect(refusedToday.playGame('g')).rejects.toMatchObject({
      message: 'No plays left today',
      refillAt: 1_750_000_000_000,
    });
    const poor = provider(fakeFetch(402, { error: 'not-enough-coins' }) as unknown as typeof fetch);
    await expect(poor.playGame('g')).rejects.toMatchObject({
      message: 'Not enough coins',
      code: 'not-enough-coins',
    });
    await expect(
      provider(fakeFetch(500, { error: 'boom' }) as unknown as typeof fetch).playGame('g'),
    ).rejects.toEqual(new HttpStatusError(500, 'play'));
    await expect(
      provider(fakeFetch(502, '<html>') as unknown as typeof fetch).playGame('g'),
    ).rejects.toThrow('Request failed with status code 502');
    await expect(
      provider(fakeFetch(200, '{"play_id":') as unknown as typeof fetch).playGame('g'),
    ).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(
      provider(fakeFetch(200, { ...RESULT, slot_index: -1 }) as unknown as typeof fetch).playGame(
        'g',
      ),
    ).rejects.toBeInstanceOf(InvalidResponseError);
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(provider(down as unknown as typeof fetch).playGame('g')).rejects.toThrow(
      'Network Error',
    );
  });

  it('aborts with "Request aborted" and times out with "timeout of N ms exceeded"', async () => {
    const hang = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const pending = provider(hang as unknown as typeof fetch).playGame('g', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toThrow('Request aborted');
    await expect(provider(hang as unknown as typeof fetch, 20).playGame('g')).rejects.toThrow(
      'timeout of 20 ms exceeded',
    );
  });

  it('validation accepts every well-formed answer and rejects any answer missing its outcome (property)', () => {
    const answer = fc.record({
      play_id: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0),
      slot_index: fc.integer({ min: 0, max: 20 }),
      coins_spent: fc.nat(),
      plays_left: fc.nat(),
      free_entries: fc.nat(),
    });
    fc.assert(
      fc.property(
        answer,
        fc.constantFrom('slot_index', 'prize', 'plays_left', 'plays_reset_at', 'play_id'),
        (parts, missing) => {
          const whole = {
            ...RESULT,
            ...parts,
            prize: { ...RESULT.prize, index: parts.slot_index },
          };
          expect(validatePlayResult(whole)).toMatchObject(parts);
          const broken: Record<string, unknown> = { ...whole };
          delete broken[missing];
          expect(() => validatePlayResult(broken)).toThrow(InvalidResponseError);
        },
      ),
    );
  });

  it('reads Retry-After (seconds or a date) into the 503’s error, so a busy game is told apart', async () => {
    const answer = (retryAfter: string) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'busy' }), {
            status: 503,
            headers: { 'Retry-After': retryAfter },
          }),
      ) as unknown as typeof fetch;
    const seconds = await provider(answer('7'))
      .playGame('g')
      .catch((error: unknown) => error);
    expect(seconds).toBeInstanceOf(HttpStatusError);
    expect(seconds).toMatchObject({ status: 503, retryAfter: 7 });
    const date = await createHttpProvider({
      brandsUrl: 'https://api.test/brands',
      fetch: answer('Wed, 21 Oct 2015 07:28:00 GMT'),
      now: () => Date.parse('Wed, 21 Oct 2015 07:27:30 GMT'),
    })
      .playGame('g')
      .catch((error: unknown) => error);
    expect(date).toMatchObject({ status: 503, retryAfter: 30 });
    const nonsense = await provider(answer('soon'))
      .playGame('g')
      .catch((error: unknown) => error);
    expect(nonsense).toMatchObject({ status: 503, retryAfter: null });
  });
});

describe('answers too large to read', () => {
  /** A body of `bytes` bytes streamed in 64 KiB chunks, counting how many were pulled. */
  function streamed(bytes: number, contentLength?: number) {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled * chunk.length >= bytes) return controller.close();
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (contentLength !== undefined) headers['Content-Length'] = String(contentLength);
    return { response: new Response(body, { status: 200, headers }), pulled: () => pulled };
  }

  it('a 50 MB brands answer fails with a clear error after the limit, without reading the rest', async () => {
    const body = streamed(50 * 1024 * 1024);
    const p = createHttpProvider({
      brandsUrl: 'https://api.test/brands',
      fetch: (async () => body.response) as unknown as typeof fetch,
    });
    const error = await p.getBrands().catch((reason: unknown) => reason);
    expect(error).toMatchObject({
      code: 'too-large',
      endpoint: 'brands',
      message: 'Response too large: over 16777216 bytes',
    });
    // 16 MiB and one chunk read, never 50 MB.
    expect(body.pulled()).toBeLessThanOrEqual(16 * 16 + 2);
  });

  it('honours maxResponseBytes: one chunk past it is the last read', async () => {
    const body = streamed(1024 * 1024, 1024 * 1024);
    const p = createHttpProvider({
      brandsUrl: 'https://api.test/brands',
      maxResponseBytes: 1000,
      fetch: (async () => body.response) as unknown as typeof fetch,
    });
    await expect(p.getMinigames()).rejects.toMatchObject({
      code: 'too-large',
      message: 'Response too large: over 1000 bytes',
    });
    expect(body.pulled()).toBeLessThanOrEqual(2);
  });

  it('a play’s answer over 64 KiB is refused as unshowable (the play may have been taken: Try again asks about the same key)', async () => {
    const body = streamed(10 * 1024 * 1024);
    const p = createHttpProvider({
      brandsUrl: 'https://api.test/brands',
      fetch: (async () => body.response) as unknown as typeof fetch,
    });
    const error = await p.playGame('g', { idempotencyKey: 'k' }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'too-large', endpoint: 'play' });
    expect(classifyPlayError(error)).toBe('unshowable');
    expect(body.pulled()).toBeLessThanOrEqual(3);
  });

  it('an answer within the limit reads as before, split across chunks and multi-byte characters', async () => {
    const text = JSON.stringify({ ...RESULT, play_id: 'p-£€😀' });
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    const p = createHttpProvider({
      brandsUrl: 'https://api.test/brands',
      fetch: (async () => new Response(body, { status: 200 })) as unknown as typeof fetch,
    });
    await expect(p.playGame('g')).resolves.toMatchObject({ play_id: 'p-£€😀' });
  });
});
