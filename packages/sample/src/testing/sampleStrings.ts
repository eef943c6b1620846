import type { EndpointKey } from '@giftcash/core';
import { buildSampleResponses, type SampleDataOptions, type SampleResponses } from '../index';

/** Keys whose values are identities, enums or dates the site needs intact to find its pages. */
export const IDENTITY_KEYS: ReadonlySet<string> = new Set([
  'id',
  'date',
  'currency',
  'redemption_methods',
  'next_token',
  'birthdate',
]);
export const isUrlKey = (key: string): boolean => /(_url|^link)$/.test(key);

/**
 * The sample payloads (`buildSampleResponses`) with every string field passed through `change`
 * (its value and the key it sits under; return the value itself to keep it), walking arrays and
 * objects except the objects under the keys in `skipObjects`. Returns the payloads and, per
 * endpoint, how many fields were changed.
 */
export function mapSampleStrings(
  options: SampleDataOptions & { now?: number },
  change: (value: string, key: string) => string,
  skipObjects: ReadonlySet<string> = new Set(),
): { responses: SampleResponses; fields: Record<EndpointKey, number> } {
  const responses = structuredClone(buildSampleResponses(options));
  const fields = {} as Record<EndpointKey, number>;
  const walk = (value: unknown, key: string, count: { n: number }): unknown => {
    if (typeof value === 'string') {
      const next = change(value, key);
      if (next !== value) count.n += 1;
      return next;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, key, count));
    if (value && typeof value === 'object' && !skipObjects.has(key)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        (value as Record<string, unknown>)[k] = walk(v, k, count);
    }
    return value;
  };
  for (const endpoint of Object.keys(responses) as EndpointKey[]) {
    const count = { n: 0 };
    (responses as Record<string, unknown>)[endpoint] = walk(responses[endpoint], '', count);
    fields[endpoint] = count.n;
  }
  return { responses, fields };
}
