/**
 * Every name `Object.prototype` answers to (`constructor`, `toString`, `__proto__`,
 * `hasOwnProperty`, `valueOf`…): as an id, slug or key from data, each one reads something that is
 * not data from a plain object (`counts['__proto__']` is `Object.prototype`, `counts.constructor`
 * is a function). Tests feed them wherever data supplies a key.
 */
export const PROTOTYPE_KEYS: readonly string[] = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    'constructor',
    'toString',
    '__proto__',
    'prototype',
  ]),
];

/**
 * JSON text of `value` in which `extraKeys` are added as own keys of every object, as a server
 * could send them (`{"__proto__": …}` parses to an own `__proto__` property, not a prototype).
 */
export function jsonWithKeys(value: unknown, extraKeys: readonly string[]): string {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const copy: Record<string, unknown> = Object.create(null);
    for (const [key, child] of Object.entries(node)) copy[key] = walk(child);
    for (const key of extraKeys) if (!Object.hasOwn(copy, key)) copy[key] = { injected: key };
    return copy;
  };
  return JSON.stringify(walk(value));
}
