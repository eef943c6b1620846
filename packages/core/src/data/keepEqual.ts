/**
 * Structural sharing: returns `next`, except that every part of it that is deeply equal to the
 * same part of `previous` is `previous`'s object (and `previous` itself when nothing changed).
 * A reload that brings the same data then changes no reference, so memoised components and
 * effects keyed on the data do not run again. Plain objects and arrays are compared; anything
 * else (dates, class instances, functions) only by identity.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const beforeKeys = Object.keys(before);
  const afterKeys = Object.keys(after);
  const copy = (arrays ? [] : {}) as Record<string, unknown>;
  let same = beforeKeys.length === afterKeys.length;
  for (const key of afterKeys) {
    const kept = Object.prototype.hasOwnProperty.call(before, key) ? keepEqual(before[key], after[key]) : after[key];
    copy[key] = kept;
    if (!Object.prototype.hasOwnProperty.call(before, key) || !Object.is(kept, before[key])) same = false;
  }
  if (same) return previous as T;
  return (arrays ? copy : Object.assign(Object.create(Object.getPrototypeOf(after) as object | null) as object, copy)) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
