import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpProvider } from './createHttpProvider';
import { GiftcashError, HttpStatusError, InvalidResponseError } from '../data/errors';
import type { EndpointKey } from '../data/provider';

const BRANDS = {
  brands: [
    {
      id: 'tesco',
      name: 'Tesco',
      popular: true,
      categories: ['groceries'],
      cashback_perc: 0.04,
      cashback_perc_label: '4%',
      coins_per_pound: 1000,
      digital_denominations: [10, 25],
      digital_face_value_limits: { lower: 0, upper: 0 },
      detail: { assets: {}, redemption_methods: ['online', 'instore'] },
    },
  ],
  categories: [{ id: 'groceries' }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(
  handler: (url: string, init: RequestInit) => Promise<Response> | Response,
  extra: Record<string, unknown> = {},
) {
  const fetchMock = vi.fn((url: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(handler(String(url), init ?? {})),
  );
  const provider = createHttpProvider({
    brandsUrl: 'https://api.test/brands/',
    fetch: fetchMock as unknown as typeof fetch,
    ...extra,
  });
  return { provider, fetchMock };
}

describe('createHttpProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends Accept: application/json to the brands address and validates the answer', async () => {
    const { provider, fetchMock } = setup(() => json(BRANDS));
    const result = await provider.getBrands();
    expect(result.brands[0]?.name).toBe('Tesco');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.test/brands');
    expect((init?.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('reads each endpoint at its spec path; winners from the rewards address', async () => {
    const seen: string[] = [];
    const { provider } = setup(
      (url) => {
        seen.push(url);
        if (url.endsWith('/rewards')) return json({ items: [] });
        if (url.endsWith('/raffle-results')) return json({ result: [] });
        if (url.endsWith('/orders')) return json({ items: [] });
        if (url.endsWith('/profile'))
          return json({
            profile: { id: 'u1' },
            wallet: { coins: 1, win_coins: 0, win_cash: 0 },
            referral: { name: 'Silver' },
          });
        if (url.endsWith('/cashback-plus') || url.endsWith('/cashback-scratch')) return json({});
        return json([]);
      },
      { rewardsUrl: 'https://rewards.test/rewards' },
    );
    await provider.getMinigames();
    await provider.getLotteries();
    await provider.getWheelConfig();
    await provider.getScratchConfig();
    await provider.getProfile();
    await provider.getOrders();
    await provider.getRaffleResults();
    await provider.getWinners();
    expect(seen).toEqual([
      'https://api.test/brands/minigames',
      'https://api.test/brands/lotteries',
      'https://api.test/brands/cashback-plus',
      'https://api.test/brands/cashback-scratch',
      'https://api.test/brands/profile',
      'https://api.test/brands/orders',
      'https://api.test/brands/raffle-results',
      'https://rewards.test/rewards',
    ]);
  });

  it('caches a successful GET for 5 minutes, then fetches again', async () => {
    const { provider, fetchMock } = setup(() => json(BRANDS));
    await provider.getBrands();
    await provider.getBrands();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * 60_000 - 1);
    await provider.getBrands();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await provider.getBrands();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('caches statuses 200–399 only; 4xx and 5xx are errors and never cached', async () => {
    let status = 500;
    const { provider, fetchMock } = setup(() =>
      status === 200 ? json(BRANDS) : json({ error: 'x' }, status),
    );
    await expect(provider.getBrands()).rejects.toThrow('Request failed with status code 500');
    status = 404;
    const error = await provider.getBrands().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(404);
    status = 200;
    await provider.getBrands();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not cache a response that fails validation', async () => {
    let body: unknown = { brands: 'nope' };
    const { provider, fetchMock } = setup(() => json(body));
    await expect(provider.getBrands()).rejects.toBeInstanceOf(InvalidResponseError);
    body = BRANDS;
    await expect(provider.getBrands()).resolves.toMatchObject({ brands: [{ id: 'tesco' }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between concurrent identical requests', async () => {
    let resolve!: (r: Response) => void;
    const { provider, fetchMock } = setup(() => new Promise<Response>((r) => (resolve = r)));
    const first = provider.getBrands();
    const second = provider.getBrands();
    await Promise.resolve();
    resolve(json(BRANDS));
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects with "Request aborted" when the caller aborts; the other caller still gets data', async () => {
    let resolve!: (r: Response) => void;
    const { provider } = setup(() => new Promise<Response>((r) => (resolve = r)));
    const controller = new AbortController();
    const aborted = provider.getBrands({ signal: controller.signal });
    const kept = provider.getBrands();
    controller.abort();
    await expect(aborted).rejects.toThrow('Request aborted');
    resolve(json(BRANDS));
    await expect(kept).resolves.toMatchObject({ brands: [{ id: 'tesco' }] });
  });

  it('aborts the underlying request when its only caller aborts', async () => {
    let signal: AbortSignal | undefined;
    const { provider } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = provider.getBrands({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted', message: 'Request aborted' });
    expect(signal?.aborted).toBe(true);
  });

  it('rejects at once with an already-aborted signal', async () => {
    const { provider, fetchMock } = setup(() => json(BRANDS));
    const controller = new AbortController();
    controller.abort();
    await expect(provider.getBrands({ signal: controller.signal })).rejects.toThrow(
      'Request aborted',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('times out with "timeout of N ms exceeded"', async () => {
    const { provider } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
      { timeout: 1500 },
    );
    const pending = provider.getBrands();
    vi.advanceTimersByTime(1500);
    await expect(pending).rejects.toThrow('timeout of 1500 ms exceeded');
  });

  it('reports a failed connection as "Network Error"', async () => {
    const { provider } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(provider.getBrands()).rejects.toMatchObject({
      code: 'network',
      message: 'Network Error',
    });
  });

  it('reports invalid JSON as an invalid response naming the endpoint', async () => {
    const { provider } = setup(() => new Response('{"brands": [', { status: 200 }));
    await expect(provider.getBrands()).rejects.toThrow(
      'Invalid brands response: (root) is not valid JSON',
    );
  });

  it('throws "Unknown endpoint" for an unknown key', async () => {
    const { provider } = setup(() => json({}));
    await expect(provider.request('nope' as EndpointKey)).rejects.toMatchObject({
      message: 'Unknown endpoint',
      code: 'unknown-endpoint',
    });
  });

  it('throws "Unsupported protocol" for a non-HTTP base address', async () => {
    const provider = createHttpProvider({ brandsUrl: 'ftp://api.test/brands' });
    await expect(provider.getBrands()).rejects.toThrow('Unsupported protocol');
  });

  it('fresh: true skips the cache (for polling) and refreshes it', async () => {
    let n = 0;
    const { provider, fetchMock } = setup(() =>
      json({ profile: { id: 'u1', profile_checked: n++ > 0 }, wallet: null, referral: null }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await provider.getProfile()).profile.profile_checked).toBe(false);
    expect((await provider.getProfile({ fresh: true })).profile.profile_checked).toBe(true);
    expect((await provider.getProfile()).profile.profile_checked).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('clearCache forgets cached responses', async () => {
    const { provider, fetchMock } = setup(() => json(BRANDS));
    await provider.getBrands();
    provider.clearCache();
    await provider.getBrands();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('every rejection is a GiftcashError', async () => {
    const { provider } = setup(() => json([], 503));
    await expect(provider.getOrders()).rejects.toBeInstanceOf(GiftcashError);
  });

  describe("resetSession: the next person never sees the last one's data", () => {
    const profileOf = (id: string, code: string) => ({
      profile: { id, first_name: id, referral_code: code },
      wallet: { coins: 1, win_coins: 0, win_cash: 0 },
      referral: { name: 'Bronze' },
    });

    it('drops the cached answers of every personal endpoint and keeps the public ones', async () => {
      let person = 'ann';
      const { provider, fetchMock } = setup((url) => {
        if (url.endsWith('/profile')) return json(profileOf(person, `${person}-code`));
        if (url.endsWith('/orders'))
          return json({ items: [{ order_id: `${person}-order`, title: person }] });
        if (url.endsWith('/minigames') || url.endsWith('/lotteries')) return json([]);
        return json(BRANDS);
      });
      // Everything the site reads, as `who` sees it; `requests` is the running count of fetches.
      const readAll = async (who: string, requests: number) => {
        expect((await provider.getProfile()).profile.referral_code).toBe(`${who}-code`);
        expect((await provider.getOrders()).items[0]?.order_id).toBe(`${who}-order`);
        await Promise.all([provider.getMinigames(), provider.getLotteries(), provider.getBrands()]);
        expect(fetchMock).toHaveBeenCalledTimes(requests);
      };
      await readAll('ann', 5);
      provider.resetSession();
      person = 'bob';
      await readAll('bob', 9);
    });

    it('aborts personal requests in flight, and an answer that arrives after the reset is never cached', async () => {
      const pending: {
        url: string;
        resolve: (response: Response) => void;
        signal: AbortSignal | undefined;
      }[] = [];
      const { provider } = setup(
        (url, init) =>
          new Promise<Response>((resolve, reject) => {
            pending.push({ url, resolve, signal: init.signal ?? undefined });
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            );
          }),
      );
      const annProfile = provider.getProfile();
      const brands = provider.getBrands();
      provider.resetSession();
      await expect(annProfile).rejects.toMatchObject({ message: 'Request aborted' });
      expect(pending[0]?.signal?.aborted).toBe(true);
      expect(pending[1]?.signal?.aborted).toBe(false);
      pending[1]?.resolve(json(BRANDS));
      await expect(brands).resolves.toMatchObject({ brands: [{ id: 'tesco' }] });

      // A fetch that ignores the abort and answers late still does not reach the cache.
      const late = provider.getOrders();
      const lateFetch = pending[2]!;
      provider.resetSession();
      lateFetch.resolve(json({ items: [{ order_id: 'ann-order', title: 'Ann' }] }));
      await expect(late).rejects.toMatchObject({ message: 'Request aborted' });
      const bobOrders = provider.getOrders();
      expect(pending).toHaveLength(4);
      pending[3]?.resolve(json({ items: [{ order_id: 'bob-order', title: 'Bob' }] }));
      expect((await bobOrders).items[0]?.order_id).toBe('bob-order');
    });
  });
});
