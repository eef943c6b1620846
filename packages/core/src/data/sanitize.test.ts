import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { HOSTILE_TEXT, deepNesting } from '../testing/hostileJson';
import {
  decodeUrlPart,
  encodeUrlPart,
  isolateText,
  isWellFormedText,
  toWellFormedText,
  wellFormedDeep,
} from './sanitize';

/** Any UTF-16 string, lone surrogates included (`binary` units are whole code points; these are raw code units). */
const anyUtf16 = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength: 30,
  }),
  fc.string({
    unit: fc.constantFrom(
      'a',
      '\ud800',
      '\udbff',
      '\udc00',
      '\udfff',
      '\ud83d\ude00',
      '\u202e',
      '\u200b',
    ),
    maxLength: 12,
  }),
  fc.constantFrom(...HOSTILE_TEXT),
);

const hasLoneSurrogate = (text: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('well-formed text', () => {
  it('repairs exactly the lone surrogates, code unit for code unit', () => {
    expect(toWellFormedText('gift\ud800card')).toBe('gift\ufffdcard');
    expect(toWellFormedText('\udc00\ud800')).toBe('\ufffd\ufffd');
    expect(toWellFormedText('ok \ud83d\ude00')).toBe('ok \ud83d\ude00');
    fc.assert(
      fc.property(anyUtf16, (text) => {
        const repaired = toWellFormedText(text);
        expect(isWellFormedText(repaired)).toBe(true);
        expect(hasLoneSurrogate(repaired)).toBe(false);
        expect(repaired.length).toBe(text.length);
        expect(isWellFormedText(text)).toBe(!hasLoneSurrogate(text));
        if (isWellFormedText(text)) expect(repaired).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  describe('without String.prototype.isWellFormed (older browsers)', () => {
    const proto = String.prototype as unknown as Record<string, unknown>;
    const saved = { isWellFormed: proto.isWellFormed, toWellFormed: proto.toWellFormed };
    afterEach(() => Object.assign(proto, saved));
    it('gives the same answers', () => {
      const native = (text: string) => [isWellFormedText(text), toWellFormedText(text)] as const;
      const cases = fc.sample(anyUtf16, { numRuns: 500, seed: 14 });
      const expected = cases.map(native);
      proto.isWellFormed = undefined;
      proto.toWellFormed = undefined;
      expect(cases.map(native)).toEqual(expected);
    });
  });

  it('encodeUrlPart never throws, and decodes back to the repaired text', () => {
    expect(() => encodeURIComponent('gift\ud800card')).toThrow(URIError);
    expect(encodeUrlPart('gift\ud800card')).toBe('gift%EF%BF%BDcard');
    expect(encodeUrlPart(42)).toBe('42');
    fc.assert(
      fc.property(anyUtf16, (text) => {
        const encoded = encodeUrlPart(text);
        expect(encoded).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/);
        expect(decodeUrlPart(encoded)).toBe(toWellFormedText(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('decodeUrlPart never throws: a malformed escape is left as it is', () => {
    expect(decodeUrlPart('%')).toBe('%');
    expect(decodeUrlPart('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeUrlPart('%ED%A0%80')).toBe('%ED%A0%80');
    expect(decodeUrlPart('caf%C3%A9')).toBe('café');
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('%', 'a', '2', 'E', 'F', 'D', '0', 'z'), maxLength: 20 }),
        (text) => void decodeUrlPart(text),
      ),
    );
  });
});

describe('wellFormedDeep', () => {
  const strings = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, child]) => [key, ...strings(child)]);
    return [];
  };
  /** The obvious recursive repair, to compare the iterative copy-on-write walk with. */
  const reference = (value: unknown): unknown => {
    if (typeof value === 'string') return toWellFormedText(value);
    if (Array.isArray(value)) return value.map(reference);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => [toWellFormedText(key), reference(child)]),
      );
    return value;
  };

  it('repairs every string and key at any depth and keeps everything else', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        anyUtf16,
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        tie('array'),
        tie('object'),
      ),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(anyUtf16, tie('value'), { maxKeys: 4 }),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        const repaired = wellFormedDeep(value);
        for (const text of strings(repaired)) expect(isWellFormedText(text)).toBe(true);
        expect(repaired).toEqual(reference(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('returns clean data untouched (same references), and copies only the path to a repair', () => {
    const clean = { brands: [{ id: 'a', tags: ['x'] }], other: { deep: [1, 2] } };
    expect(wellFormedDeep(clean)).toBe(clean);
    const dirty = { brands: [{ id: 'a', name: 'b\ud800' }], other: { deep: [1, 2] } };
    const repaired = wellFormedDeep(dirty);
    expect(repaired).not.toBe(dirty);
    expect(repaired.brands[0]?.name).toBe('b\ufffd');
    expect(repaired.other).toBe(dirty.other);
    expect(dirty.brands[0]?.name).toBe('b\ud800');
  });

  it('handles nesting deeper than the call stack and keys such as __proto__', () => {
    expect(() => wellFormedDeep(deepNesting(200_000))).not.toThrow();
    const polluted = JSON.parse('{"__proto__": {"x": "\\ud800"}}') as Record<string, unknown>;
    const repaired = wellFormedDeep(polluted);
    expect(Object.keys(repaired)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('isolateText', () => {
  it('wraps text in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE', () => {
    expect(isolateText('Tesco\u202e olleh')).toBe('\u2068Tesco\u202e olleh\u2069');
    expect(`Buy your ${isolateText('\u202eevil')} gift card`).toMatch(
      /^Buy your \u2068\u202eevil\u2069 gift card$/,
    );
  });
});
