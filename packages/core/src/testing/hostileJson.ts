import fc from 'fast-check';

/** Number of generated cases per endpoint: `FUZZ_RUNS` from the environment, else `fallback`. */
export function fuzzRuns(fallback = 40): number {
  const raw = typeof process !== 'undefined' ? Number(process.env.FUZZ_RUNS) : NaN;
  return Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : fallback;
}

/** A fixed seed (override with `FUZZ_SEED`) so every run of the suite sees the same cases. */
export function fuzzSeed(): number {
  const raw = typeof process !== 'undefined' ? Number(process.env.FUZZ_SEED) : NaN;
  return Number.isFinite(raw) ? Math.floor(raw) : 20_261_122;
}

/** JSON nested `depth` levels deep (arrays and objects alternating). */
export function deepNesting(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { nested: value };
  return value;
}

/**
 * Text that breaks naive code, for every string field: lone UTF-16 surrogates (legal in JSON,
 * but `encodeURIComponent` throws on them), bidi overrides and isolates (U+202E reverses what
 * follows), zero-width characters, and 500-character words (no place to wrap).
 */
export const HOSTILE_TEXT: readonly string[] = [
  'gift\ud800card',
  '\ud800',
  '\udc00',
  'end\ud83d',
  '\udfffstart',
  '\u202eevil.exe',
  'Tesco\u202e olleh',
  'a\u202ab\u202bc\u202dd\u202c',
  '\u2066\u2067\u2068isolate\u2069',
  '\u200e\u200f\u061c',
  '\u200b\u200c\u200d\u2060\ufeff',
  'zero\u200bwidth',
  'W'.repeat(500),
  'supercalifragilistic'.repeat(25),
];

/**
 * Values no well-formed payload holds where a real value is expected. JSON has no NaN or
 * Infinity, so those arrive as strings; `1e308` and `-1e308` are the largest finite numbers.
 */
export const HOSTILE_SCALARS: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  -0.01,
  -1e308,
  1e308,
  5e-324,
  2 ** 53 + 2,
  -(2 ** 53),
  0.1 + 0.2,
  1.005,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '',
  ' ',
  '0',
  '-5',
  '12.5',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ud83d\ude00\u200d\ud83d\udc68\u200d\ud83d\udc69',
  '\u200b\u200b\u200b',
  'x'.repeat(5_000),
  'W'.repeat(120_000),
  '<script>__xss()</script>',
  'javascript:__xss()',
  'https://example.com/' + 'a'.repeat(9_000),
  '2026-13-45T99:99:99Z',
  ...HOSTILE_TEXT,
];

/** Structurally wrong values: empty and odd containers, deep nesting, prototype keys. */
export const HOSTILE_STRUCTURES: readonly unknown[] = [
  [],
  {},
  [null],
  [[]],
  [{}],
  [1, 'two', null, {}],
  { length: 3 },
  { 0: 'a', 1: 'b' },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  { toString: 'not a function', valueOf: 'nope' },
  { then: 'not a promise' },
  deepNesting(64),
  deepNesting(800),
  Array.from({ length: 2_000 }, (_, i) => i),
];

/** Any hostile value: a scalar, a structure, or a small random JSON value. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_SCALARS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRUCTURES) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  );

type Json = unknown;
type PathStep = string | number;

/**
 * Every path into `value` (containers and leaves), capped at `limit` paths and `maxDepth`
 * levels (so mutations never nest deep structures inside each other past what JSON.stringify
 * can handle).
 */
export function jsonPaths(value: Json, limit = 4_000, maxDepth = 24): PathStep[][] {
  const paths: PathStep[][] = [];
  const walk = (node: Json, path: PathStep[]) => {
    if (paths.length >= limit || path.length > maxDepth) return;
    paths.push(path);
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]));
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(value, []);
  return paths;
}

/** One edit to a payload. */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'wrap-in-array'; at: number }
  | { kind: 'array-to-object'; at: number }
  | { kind: 'duplicate-item'; at: number }
  | { kind: 'negate'; at: number }
  /** Every `every`-th string of the payload (from `offset`) gets `text` appended, or becomes it. */
  | { kind: 'taint-strings'; text: string; every: number; offset: number; replace: boolean };

const mutation = (): fc.Arbitrary<Mutation> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('replace' as const),
        at: fc.nat(),
        value: hostileValue(),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('wrap-in-array' as const), at: fc.nat() }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('array-to-object' as const), at: fc.nat() }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('duplicate-item' as const), at: fc.nat() }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('negate' as const), at: fc.nat() }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('taint-strings' as const),
        text: fc.constantFrom(...HOSTILE_TEXT),
        every: fc.integer({ min: 1, max: 7 }),
        offset: fc.nat({ max: 6 }),
        replace: fc.boolean(),
      }),
    },
  );

/** Applies a `taint-strings` mutation in place. */
function taintStrings(root: Json, m: Extract<Mutation, { kind: 'taint-strings' }>): Json {
  if (typeof root === 'string') return m.replace ? m.text : `${root}${m.text}`;
  let seen = 0;
  for (const path of jsonPaths(root)) {
    if (path.length === 0 || typeof getAt(root, path) !== 'string') continue;
    seen += 1;
    if ((seen - 1) % m.every !== m.offset % m.every) continue;
    const parent = getAt(root, path.slice(0, -1)) as Record<PathStep, Json>;
    const last = path[path.length - 1] as PathStep;
    parent[last] = m.replace ? m.text : `${parent[last] as string}${m.text}`;
  }
  return root;
}

function getAt(root: Json, path: PathStep[]): Json {
  let node = root;
  for (const step of path) node = (node as Record<PathStep, Json>)[step];
  return node;
}

/** Applies `mutations` to a deep copy of `good` and returns the new payload. */
export function applyMutations(good: Json, mutations: readonly Mutation[]): Json {
  let root: Json = structuredClone(good);
  for (const m of mutations) {
    if (m.kind === 'taint-strings') {
      root = taintStrings(root, m);
      continue;
    }
    const paths = jsonPaths(root);
    const path = paths[m.at % paths.length] as PathStep[];
    const current = getAt(root, path);
    let next: Json | typeof DELETE;
    switch (m.kind) {
      case 'replace':
        next = structuredClone(m.value); // a fresh copy: shared constants must never form a cycle
        break;
      case 'delete':
        next = DELETE;
        break;
      case 'wrap-in-array':
        next = [current];
        break;
      case 'array-to-object':
        next = Array.isArray(current)
          ? Object.fromEntries(current.map((item, i) => [String(i), item]))
          : { value: current };
        break;
      case 'duplicate-item':
        next = Array.isArray(current) && current.length ? [...current, ...current] : current;
        break;
      case 'negate':
        next =
          typeof current === 'number'
            ? -current - 1
            : typeof current === 'string'
              ? `-${current}`
              : current;
        break;
    }
    if (path.length === 0) {
      root = next === DELETE ? null : next;
      continue;
    }
    const parent = getAt(root, path.slice(0, -1)) as Record<PathStep, Json> | Json[];
    const last = path[path.length - 1] as PathStep;
    if (next === DELETE) {
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete (parent as Record<PathStep, Json>)[last];
    } else (parent as Record<PathStep, Json>)[last] = next;
  }
  return root;
}
const DELETE = Symbol('delete');

/** Response bodies that are not JSON at all (or not what any endpoint returns). */
export const HOSTILE_BODIES: readonly string[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"brands"',
  '[]',
  '{}',
  '{"brands": [',
  '{"brands": [}',
  '<!doctype html><html><body>502 Bad Gateway</body></html>',
  '\ufeff{"brands": []}',
  'NaN',
  '{"brands": NaN}',
  '{"brands": Infinity}',
  '['.repeat(5_000) + ']'.repeat(5_000),
];

/**
 * A hostile response body for an endpoint whose good payload is `good`: most cases are the
 * good payload with 1–4 mutations at random paths (so they reach deep into items); the rest
 * are a hostile value as the whole root, or a body that is not JSON.
 */
export function hostileBody(good: Json): fc.Arbitrary<{ body: string; label: string }> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.array(mutation(), { minLength: 1, maxLength: 4 }).map((mutations) => ({
        body: JSON.stringify(applyMutations(good, mutations)),
        label: `mutations ${JSON.stringify(mutations, (_k, v) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…(${v.length})` : v)).slice(0, 400)}`,
      })),
    },
    {
      weight: 1,
      arbitrary: hostileValue().map((value) => ({
        body: JSON.stringify(value) ?? 'null',
        label: 'hostile root',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...HOSTILE_BODIES)
        .map((body) => ({ body, label: `body ${body.slice(0, 40)}` })),
    },
  );
}

/** A copy of `payload` with `value` at the dotted `path` (`items.0.title`); the parents must exist. */
export function withValueAt(
  payload: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(payload);
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = value;
  return copy;
}
