import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type EndpointKey } from '@giftcash/core';
import { validateResponse } from '@giftcash/core';
import { buildSampleResponses, createSampleSource } from './responses';

const NOW = Date.UTC(2025, 5, 15, 12);
const KEYS = Object.keys(ENDPOINTS) as EndpointKey[];

/** Counts the list items of each endpoint's payload. */
function itemCounts(key: EndpointKey, payload: unknown): number[] {
  const p = payload as Record<string, unknown[] & { profile?: { minigames: unknown[] } }>;
  switch (key) {
    case 'brands':
      return [p.brands!.length, p.categories!.length];
    case 'minigames':
    case 'lotteries':
      return [(payload as unknown[]).length];
    case 'orders':
    case 'winners':
      return [p.items!.length];
    case 'raffleResults':
      return [
        p.result!.length,
        ...(p.result as unknown as { report: unknown[] }[]).map((d) => d.report.length),
      ];
    case 'profile':
      return [(payload as { profile: { minigames: unknown[] } }).profile.minigames.length];
    default:
      return [];
  }
}

afterEach(() => vi.restoreAllMocks());

describe('buildSampleResponses', () => {
  const responses = buildSampleResponses({ now: NOW });

  it('has a payload for every endpoint', () => {
    expect(Object.keys(responses).sort()).toEqual([...KEYS].sort());
  });

  it('is deterministic for the same seed and clock', () => {
    expect(buildSampleResponses({ now: NOW })).toEqual(responses);
    expect(buildSampleResponses({ now: NOW, seed: 1 })).not.toEqual(responses);
  });

  it.each(KEYS)('%s validates with nothing dropped or changed', (key) => {
    const warn = vi.spyOn(console, 'warn');
    const validated = validateResponse(key, responses[key]);
    expect(warn).not.toHaveBeenCalled();
    expect(itemCounts(key, validated)).toEqual(itemCounts(key, responses[key]));
    // Round-trip through JSON, as the HTTP API sends it.
    expect(validateResponse(key, JSON.parse(JSON.stringify(responses[key])))).toEqual(validated);
    // The validated value equals the raw payload: no field fell back to a default.
    expect(validated).toEqual(responses[key]);
  });

  it('validates 1,000 brands too', () => {
    const warn = vi.spyOn(console, 'warn');
    const big = buildSampleResponses({ now: NOW, brandCount: 1000 });
    expect(validateResponse('brands', big.brands).brands).toHaveLength(1000);
    expect(validateResponse('orders', big.orders).items).toHaveLength(big.orders.items.length);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the clock only when called, and only when no `now` is given', () => {
    const spy = vi.spyOn(Date, 'now');
    buildSampleResponses({ now: NOW, brandCount: 12 });
    expect(spy).not.toHaveBeenCalled();
    spy.mockReturnValue(NOW);
    expect(buildSampleResponses({ brandCount: 12 }).lotteries).toEqual(
      buildSampleResponses({ now: NOW, brandCount: 12 }).lotteries,
    );
  });
});

describe('createSampleSource', () => {
  it('builds the brands once and everything else for the given time', () => {
    const source = createSampleSource({ brandCount: 20 });
    expect(source.response('brands', NOW)).toBe(source.response('brands', NOW + 1));
    expect(source.brands()).toHaveLength(20);
    const later = NOW + 3 * 86_400_000;
    expect(source.response('lotteries', later)[0]!.next_draw_at).toBeGreaterThan(later);
  });
});
