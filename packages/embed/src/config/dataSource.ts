import { createHttpProvider, GiftcashError, safeHttpUrl, type DataProvider } from '@giftcash/core';
import { createEmbedSampleProvider } from './sampleProvider';

/** `data-source` value that selects the built-in sample data. */
export const SAMPLE_SOURCE = 'sample';

const providers = new Map<string, DataProvider>();

/** A provider whose every read fails with `message` (an unusable `data-source`). */
function failingProvider(message: string): DataProvider {
  const fail = (endpoint: string) => () =>
    Promise.reject(new GiftcashError('unsupported', message, endpoint));
  return {
    getBrands: fail('brands'),
    getMinigames: fail('minigames'),
    getLotteries: fail('lotteries'),
    getWheelConfig: fail('wheelConfig'),
    getScratchConfig: fail('scratchConfig'),
    getProfile: fail('profile'),
    getOrders: fail('orders'),
    getRaffleResults: fail('raffleResults'),
    getWinners: fail('winners'),
  };
}

/** The normalised key of a `data-source` attribute (absent or empty → `sample`). */
export function dataSourceKey(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || trimmed === SAMPLE_SOURCE) return SAMPLE_SOURCE;
  return safeHttpUrl(trimmed)?.replace(/\/+$/, '') ?? `invalid:${trimmed}`;
}

/**
 * The addresses an element reads for a `data-source` key ({@link dataSourceKey}) that is an API
 * base: brands at `<base>/brands` (other reads add their path to it), winners at `<base>/rewards`.
 * `undefined` for the sample data and for addresses the elements do not read.
 */
export function sourceEndpoints(
  key: string,
): { brandsUrl: string; rewardsUrl: string } | undefined {
  if (key === SAMPLE_SOURCE || key.startsWith('invalid:')) return undefined;
  return { brandsUrl: `${key}/brands`, rewardsUrl: `${key}/rewards` };
}

/**
 * The data provider for a `data-source` attribute, shared by every element on the page with the
 * same source (so brands load once): `sample` (the default) → the built-in sample data of
 * `@giftcash/sample`, in memory; an http(s) API base → the HTTP provider with
 * brands at `<base>/brands` and winners at `<base>/rewards`; anything else → reads fail with
 * `Unsupported protocol`.
 */
export function providerForSource(value: string | null | undefined): DataProvider {
  const key = dataSourceKey(value);
  let provider = providers.get(key);
  if (!provider) {
    const endpoints = sourceEndpoints(key);
    if (endpoints) provider = createHttpProvider(endpoints);
    else if (key === SAMPLE_SOURCE) provider = createEmbedSampleProvider();
    else provider = failingProvider('Unsupported protocol');
    providers.set(key, provider);
  }
  return provider;
}
