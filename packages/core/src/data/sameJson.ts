/**
 * Whether two JSON values (as a data provider returns them: plain objects, arrays, strings,
 * finite numbers, booleans, null) hold the same data: keys in any order, a key whose value is
 * `undefined` counts as absent. It walks both and stops at the first difference, so a fresh
 * answer of 168 brands is told from the one brand a page was rendered with at once, and equal
 * answers are compared without writing either out (`JSON.stringify` on both wrote ~0.7 MB of
 * text per read of the sample brands).
 */
export function sameJson(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (
    depth > 1000 ||
    !a ||
    !b ||
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // Every present key of one is in the other with the same value, and both have as many.
  let count = 0;
  for (const key in left) {
    if (!Object.prototype.hasOwnProperty.call(left, key) || left[key] === undefined) continue;
    if (
      !Object.prototype.hasOwnProperty.call(right, key) ||
      !sameJson(left[key], right[key], depth + 1)
    )
      return false;
    count += 1;
  }
  for (const key in right)
    if (Object.prototype.hasOwnProperty.call(right, key) && right[key] !== undefined) count -= 1;
  return count === 0;
}
