import type { EndpointKey, EndpointResults } from '@giftcash/core';
import type { Brand, BrandsResponse } from '@giftcash/core';
import { buildProfileResponse } from './account';
import type { SampleArtAddress } from './artwork';
import { buildBrands, buildBrandsInSlices, categoriesOf } from './brands';
import { buildMinigames, buildScratchConfig, buildWheelConfig } from './games';
import { buildOrders } from './orders';
import { buildLotteries, buildRaffleResults } from './raffle';
import { DEFAULT_SEED } from './random';
import { buildReviews } from './reviews';
import { buildWinners } from './winners';

/** The raw payload of every endpoint, shaped exactly as the HTTP API sends it. */
export type SampleResponses = { [K in EndpointKey]: EndpointResults[K] };

/** Options of {@link buildSampleResponses} and {@link createSampleSource}. */
export interface SampleDataOptions {
  /** How many sample brands. @default 168 */
  brandCount?: number;
  /** Seed of the data: the same seed gives the same data. @default DEFAULT_SEED */
  seed?: number;
  /** Where the sample art is served, instead of drawn in the data (see `SampleArtAddress`). @default drawn as data URIs */
  art?: SampleArtAddress;
}

/**
 * Builds sample payloads one endpoint at a time. The brands (the only costly part, and
 * independent of the clock) are built once on first use and shared: treat every returned
 * payload as read-only. Everything else is built afresh for the given `now`.
 */
export interface SampleSource {
  /** The raw payload `key` returns at time `now` (epoch ms). */
  response<K extends EndpointKey>(key: K, now: number): EndpointResults[K];
  /** The sample brands. */
  brands(): readonly Brand[];
  /**
   * Builds the brands ahead of use in short slices (see `buildBrandsInSlices`), so the first call
   * that needs them does not build them in one long task. Optional: every call works without it.
   */
  prepare?(): Promise<void>;
}

/** Creates a {@link SampleSource}. Nothing is built until the first call. */
export function createSampleSource({
  brandCount = 168,
  seed = DEFAULT_SEED,
  art,
}: SampleDataOptions = {}): SampleSource {
  const options = { count: brandCount, seed, art };
  const responseOf = (brands: Brand[]): BrandsResponse => ({
    brands,
    categories: categoriesOf(brands),
  });
  let brandsResponse: BrandsResponse | undefined;
  const brandsPayload = (): BrandsResponse => (brandsResponse ??= responseOf(buildBrands(options)));
  let preparing: Promise<void> | undefined;
  const prepare = () =>
    (preparing ??= buildBrandsInSlices(options).then((brands) => {
      brandsResponse ??= responseOf(brands);
    }));
  const orders = (now: number) => buildOrders({ now, seed, brands: brandsPayload().brands });

  const builders: { [K in EndpointKey]: (now: number) => EndpointResults[K] } = {
    brands: () => brandsPayload(),
    minigames: (now) => buildMinigames({ now, art }),
    lotteries: (now) => buildLotteries({ now, art }),
    wheelConfig: () => buildWheelConfig({ art }),
    scratchConfig: () => buildScratchConfig(),
    profile: (now) =>
      buildProfileResponse({
        now,
        seed,
        minigames: buildMinigames({ now, art }),
        orders: orders(now).items,
      }),
    orders,
    raffleResults: (now) => buildRaffleResults({ now, seed, art }),
    winners: (now) => buildWinners({ now, seed }),
    reviews: (now) => buildReviews({ now, seed }),
  };

  return {
    response: (key, now) => builders[key](now),
    brands: () => brandsPayload().brands,
    prepare,
  };
}

/**
 * The raw JSON payload of every endpoint — the same shapes the HTTP API sends. Deterministic
 * for a given `seed` and `now`; `now` defaults to the current time when this is called.
 */
export function buildSampleResponses(
  options: SampleDataOptions & { now?: number } = {},
): SampleResponses {
  const now = options.now ?? Date.now();
  const source = createSampleSource(options);
  return {
    brands: source.response('brands', now),
    minigames: source.response('minigames', now),
    lotteries: source.response('lotteries', now),
    wheelConfig: source.response('wheelConfig', now),
    scratchConfig: source.response('scratchConfig', now),
    profile: source.response('profile', now),
    orders: source.response('orders', now),
    raffleResults: source.response('raffleResults', now),
    winners: source.response('winners', now),
    reviews: source.response('reviews', now),
  };
}
