import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from './sameJson';

/** JSON with its object keys sorted: what sameJson compares (key order does not matter). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([x], [y]) =>
            x < y ? -1 : x > y ? 1 : 0,
          ),
        )
      : inner,
  );

describe('sameJson (a fresh answer is compared without writing it out)', () => {
  it('agrees with comparing the (key-sorted) JSON of both, for any pair of JSON values', () => {
    // Pairs that often share parts, so equal and nearly equal values both come up.
    const value = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(sameJson(a, b)).toBe(canonical(a) === canonical(b));
      }),
    );
    fc.assert(
      fc.property(value, fc.jsonValue({ maxDepth: 1 }), fc.string(), (a, extra, key) => {
        expect(sameJson(a, structuredClone(a))).toBe(true);
        if (a !== null && typeof a === 'object' && !Array.isArray(a)) {
          const changed = { ...a, [key]: extra };
          expect(sameJson(a, changed)).toBe(canonical(a) === canonical(changed));
        }
      }),
    );
  });

  it('counts absent keys and key order as JSON does', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson({ a: undefined, b: 1 }, { c: undefined, b: 1 })).toBe(true);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(0, null)).toBe(false);
  });

  it('tells a long list from a short one at once, and equal long lists apart without JSON', () => {
    const brands = Array.from({ length: 168 }, (_, i) => ({
      id: `b${i}`,
      image: 'x'.repeat(4000),
    }));
    expect(sameJson({ brands: brands.slice(0, 1) }, { brands })).toBe(false);
    expect(sameJson({ brands }, { brands: structuredClone(brands) })).toBe(true);
  });
});
