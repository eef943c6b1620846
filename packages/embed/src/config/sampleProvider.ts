import {
  ENDPOINT_METHODS,
  GiftcashError,
  validateResponse,
  type BrandsResponse,
  type DataProvider,
  type EndpointKey,
  type EndpointResults,
} from '@giftcash/core';
import { buildBrandsResponse } from '@giftcash/sample';

type Builder = () => unknown;

/**
 * The embed's sample data: built with `@giftcash/sample`'s builders, only for the endpoints
 * the defined elements read (brands by default; the wheel and scratch elements register their
 * configurations), so a carousel-only script does not carry the account, order and raffle data.
 * Responses are validated like the HTTP provider's; nothing is stored on the host page.
 */
const builders = new Map<EndpointKey, Builder>([['brands', sampleBrands]]);

/**
 * The sample brands without images: no art is drawn, and the two deliberately broken `data:`
 * images are dropped too, so every logo is the inline SVG placeholder. A page's strict
 * Content-Security-Policy (`img-src 'self'`, or none at all) then sees no image request, and its
 * reporting endpoint no violation, from the default setup.
 */
export function sampleBrands(): BrandsResponse {
  const response = buildBrandsResponse({ art: () => '' });
  for (const brand of response.brands) {
    const assets = brand.detail?.assets;
    if (assets)
      for (const key of ['logo_url', 'gift_card_url'] as const)
        if (!assets[key] || assets[key].startsWith('data:')) delete assets[key];
  }
  return response;
}

/** Adds sample data for one more endpoint (called by the element modules that read it). */
export function registerSampleEndpoint(endpoint: EndpointKey, build: Builder): void {
  builders.set(endpoint, build);
}

/** A {@link DataProvider} over the registered sample builders; other reads fail with `Unknown endpoint`. */
export function createEmbedSampleProvider(): DataProvider {
  const cache = new Map<EndpointKey, unknown>();
  const read =
    <K extends EndpointKey>(endpoint: K) =>
    async ({ signal }: { signal?: AbortSignal } = {}): Promise<EndpointResults[K]> => {
      if (signal?.aborted) throw new GiftcashError('aborted', 'Request aborted', endpoint);
      if (!cache.has(endpoint)) {
        const build = builders.get(endpoint);
        if (!build) throw new GiftcashError('unknown-endpoint', 'Unknown endpoint', endpoint);
        cache.set(endpoint, validateResponse(endpoint, build()));
      }
      return cache.get(endpoint) as EndpointResults[K];
    };
  const provider: Partial<Record<string, unknown>> = {};
  for (const [endpoint, method] of Object.entries(ENDPOINT_METHODS))
    provider[method] = read(endpoint as EndpointKey);
  return provider as unknown as DataProvider;
}
