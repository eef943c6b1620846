import type { EndpointKey } from '@giftcash/core';
import { buildSampleResponses } from '../index';

/** A fixed clock for reliability tests: Sunday 22 November 2026, 12:00 UK time. */
export const RELIABILITY_NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

let cached: Record<EndpointKey, unknown> | undefined;

/**
 * Good sample payloads for the fuzz tests: the real sample data, with a small brand list
 * (12 brands) so thousands of renders stay fast. Read-only.
 */
export function goodResponses(): Record<EndpointKey, unknown> {
  cached ??= buildSampleResponses({ brandCount: 12, now: RELIABILITY_NOW }) as Record<
    EndpointKey,
    unknown
  >;
  return cached;
}
