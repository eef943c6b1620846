import type { EndpointKey } from '../data/provider';
import { ENDPOINTS } from '../data/provider';
import { createHttpProvider, type HttpProvider } from '../http/createHttpProvider';

export const TEST_BRANDS_URL = 'https://api.test.invalid/brands';
export const TEST_REWARDS_URL = 'https://api.test.invalid/rewards';

/** The endpoint key a URL of the test API belongs to. */
export function endpointOf(url: string): EndpointKey | undefined {
  if (url === TEST_REWARDS_URL) return 'winners';
  for (const [key, path] of Object.entries(ENDPOINTS))
    if (path !== null && url === `${TEST_BRANDS_URL}${path}`) return key as EndpointKey;
  return undefined;
}

export interface FakeApi {
  /** The real HTTP provider, reading through the fake `fetch`. */
  provider: HttpProvider;
  /** Requests made, per endpoint. */
  calls: Partial<Record<EndpointKey, number>>;
}

/**
 * The REAL HTTP provider (`createHttpProvider`) over a fake `fetch` that answers each endpoint
 * with the given response text (status 200), or with the good JSON payload when none is given.
 */
export function createFakeApi(
  good: Record<EndpointKey, unknown>,
  bodies: Partial<Record<EndpointKey, string>> = {},
): FakeApi {
  const calls: Partial<Record<EndpointKey, number>> = {};
  const goodText = new Map<EndpointKey, string>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const endpoint = endpointOf(url);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if (!endpoint) return { status: 404, text: async () => '{}' } as Response;
    calls[endpoint] = (calls[endpoint] ?? 0) + 1;
    let text = bodies[endpoint];
    if (text === undefined) {
      if (!goodText.has(endpoint)) goodText.set(endpoint, JSON.stringify(good[endpoint]));
      text = goodText.get(endpoint) as string;
    }
    return { status: 200, ok: true, text: async () => text } as Response;
  }) as typeof globalThis.fetch;
  return {
    provider: createHttpProvider({
      brandsUrl: TEST_BRANDS_URL,
      rewardsUrl: TEST_REWARDS_URL,
      fetch,
    }),
    calls,
  };
}
