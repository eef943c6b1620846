import type { EndpointKey } from '../data/provider';
import { buildSampleResponses, type SampleDataOptions, type SampleResponses } from '../sample';
import { XSS_TEXT_VECTORS, XSS_URL_VECTORS } from './xssVectors';

/** Keys whose values are identities, enums or dates the site needs intact to find its pages. */
const KEEP_KEYS = new Set(['id', 'date', 'currency', 'redemption_methods', 'next_token', 'birthdate']);
const isUrlKey = (key: string) => /(_url|^link)$/.test(key);

export interface HostileResponses {
  /** Every endpoint's sample payload with every text and URL field replaced by an XSS vector. */
  responses: SampleResponses;
  /** Number of fields replaced, per endpoint. */
  fields: Record<EndpointKey, number>;
  /** The distinct vectors placed. */
  vectors: Set<string>;
}

/**
 * The sample payloads (`buildSampleResponses`) with EVERY string field that the UI may render
 * (names, descriptions, notes, terms copy, restrictions, usernames, labels, profile fields,
 * order titles…) replaced by a text XSS vector, and every URL field (`*_url`, `link`) by a
 * URL vector. Vectors rotate across fields so each one lands in many places. Identities
 * (`id`, `*_id`), dates and enums are kept so every page still finds its data.
 */
export function buildHostileResponses(options: SampleDataOptions & { now?: number; offset?: number } = {}): HostileResponses {
  const responses = structuredClone(buildSampleResponses(options));
  const vectors = new Set<string>();
  let counter = options.offset ?? 0;
  const fields = {} as Record<EndpointKey, number>;

  const replace = (value: unknown, key: string, count: { n: number }): unknown => {
    if (typeof value === 'string') {
      if (KEEP_KEYS.has(key) || key.endsWith('_id')) return value;
      const list = isUrlKey(key) ? XSS_URL_VECTORS : XSS_TEXT_VECTORS;
      const vector = list[counter++ % list.length] as string;
      vectors.add(vector);
      count.n += 1;
      return vector;
    }
    if (Array.isArray(value)) return value.map((item) => replace(item, key, count));
    if (value && typeof value === 'object') {
      if (key === 'categories') return value; // handled by the array branch for brand categories
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) (value as Record<string, unknown>)[k] = replace(v, k, count);
    }
    return value;
  };

  for (const endpoint of Object.keys(responses) as EndpointKey[]) {
    const count = { n: 0 };
    (responses as Record<string, unknown>)[endpoint] = replace(responses[endpoint], '', count);
    fields[endpoint] = count.n;
  }
  return { responses, fields, vectors };
}
