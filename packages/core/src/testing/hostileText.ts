import type { EndpointKey } from '../data/provider';
import { buildSampleResponses, type SampleDataOptions, type SampleResponses } from '../sample';

/** Keys whose values are identities, enums or dates the site needs intact to find its pages. */
const KEEP_KEYS = new Set(['id', 'date', 'currency', 'redemption_methods', 'next_token', 'birthdate', 'categories', 'status_desc']);
const isUrlKey = (key: string) => /(_url|^link)$/.test(key);

/**
 * The sample payloads with `tail` appended to EVERY text field the UI may show (names,
 * descriptions, labels, usernames, codes, order titles…), for the bidi and overflow sweeps
 * (#14.9, #14.10): the site still finds all its data, and every API string carries the hostile
 * text. Identities, URLs, dates and enums are kept.
 */
export function buildTaintedResponses(tail: string, options: SampleDataOptions & { now?: number } = {}): { responses: SampleResponses; fields: Record<EndpointKey, number> } {
  const responses = structuredClone(buildSampleResponses(options));
  const fields = {} as Record<EndpointKey, number>;
  const taint = (value: unknown, key: string, count: { n: number }): unknown => {
    if (typeof value === 'string') {
      if (KEEP_KEYS.has(key) || key.endsWith('_id') || isUrlKey(key) || value === '') return value;
      count.n += 1;
      return `${value}${tail}`;
    }
    if (Array.isArray(value)) return value.map((item) => taint(item, key, count));
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) (value as Record<string, unknown>)[k] = taint(v, k, count);
    }
    return value;
  };
  for (const endpoint of Object.keys(responses) as EndpointKey[]) {
    const count = { n: 0 };
    (responses as Record<string, unknown>)[endpoint] = taint(responses[endpoint], '', count);
    fields[endpoint] = count.n;
  }
  return { responses, fields };
}
