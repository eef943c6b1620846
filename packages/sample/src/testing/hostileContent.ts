import type { EndpointKey } from '@giftcash/core';
import type { SampleDataOptions, SampleResponses } from '../index';
import { IDENTITY_KEYS, isUrlKey, mapSampleStrings } from './sampleStrings';
import { XSS_TEXT_VECTORS, XSS_URL_VECTORS } from '@giftcash/core/testing';

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
export function buildHostileResponses(
  options: SampleDataOptions & { now?: number; offset?: number } = {},
): HostileResponses {
  const vectors = new Set<string>();
  let counter = options.offset ?? 0;
  // Brand categories are the array of slugs, handled as strings; an object under `categories` is kept.
  const { responses, fields } = mapSampleStrings(
    options,
    (value, key) => {
      if (IDENTITY_KEYS.has(key) || key.endsWith('_id')) return value;
      const list = isUrlKey(key) ? XSS_URL_VECTORS : XSS_TEXT_VECTORS;
      const vector = list[counter++ % list.length] as string;
      vectors.add(vector);
      return vector;
    },
    new Set(['categories']),
  );
  return { responses, fields, vectors };
}
