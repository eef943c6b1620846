import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepEqual } from './keepEqual';

const json = fc.jsonValue({ maxDepth: 4 });

describe('keepEqual (#16: a reload with the same data changes no reference)', () => {
  it('always returns a value deeply equal to the new data', () => {
    fc.assert(
      fc.property(json, json, (previous, next) => {
        expect(keepEqual(previous, next)).toEqual(next);
      }),
    );
  });

  it('returns the previous object itself when the new data is deeply equal', () => {
    fc.assert(
      fc.property(json, (value) => {
        const copy = structuredClone(value);
        expect(keepEqual(value, copy)).toBe(value);
      }),
    );
  });

  it('keeps unchanged parts and replaces changed ones', () => {
    const previous = { brands: [{ id: 'a', rate: 1 }, { id: 'b', rate: 2 }], categories: [{ id: 'tech' }] };
    const next = { brands: [{ id: 'a', rate: 1 }, { id: 'b', rate: 3 }], categories: [{ id: 'tech' }] };
    const kept = keepEqual(previous, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(previous);
    expect(kept.brands[0]).toBe(previous.brands[0]);
    expect(kept.brands[1]).toEqual(next.brands[1]);
    expect(kept.brands[1]).not.toBe(previous.brands[1]);
    expect(kept.categories).toBe(previous.categories);
  });

  it('treats a changed length or a missing key as a change', () => {
    expect(keepEqual([1, 2], [1])).toEqual([1]);
    expect(keepEqual({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqual({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
  });
});
