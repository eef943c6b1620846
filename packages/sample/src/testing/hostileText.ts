import type { EndpointKey } from '@giftcash/core';
import type { SampleDataOptions, SampleResponses } from '../index';
import { IDENTITY_KEYS, isUrlKey, mapSampleStrings } from './sampleStrings';

const KEEP_KEYS = new Set([...IDENTITY_KEYS, 'categories', 'status_desc']);

/**
 * The sample payloads with `tail` appended to EVERY text field the UI may show (names,
 * descriptions, labels, usernames, codes, order titles…), for the bidi and overflow sweeps
 *: the site still finds all its data, and every API string carries the hostile
 * text. Identities, URLs, dates and enums are kept.
 */
export function buildTaintedResponses(
  tail: string,
  options: SampleDataOptions & { now?: number } = {},
): { responses: SampleResponses; fields: Record<EndpointKey, number> } {
  return mapSampleStrings(options, (value, key) =>
    KEEP_KEYS.has(key) || key.endsWith('_id') || isUrlKey(key) || value === ''
      ? value
      : `${value}${tail}`,
  );
}
