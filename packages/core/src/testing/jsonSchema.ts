/**
 * A small JSON Schema validator for tests: the keywords the published schemas of this repository
 * use (`$ref` to `#/$defs/…`, `oneOf`, `const`, `type`, `properties`, `required`,
 * `additionalProperties`, `pattern`, `minLength`). It throws on any other keyword, so a schema
 * that grows past it fails loudly instead of passing everything. Free of vitest: the Playwright
 * specs import it by path.
 */

type Schema = Record<string, unknown>;

const KNOWN = new Set([
  '$schema',
  '$id',
  '$defs',
  '$ref',
  'title',
  'description',
  'oneOf',
  'const',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'pattern',
  'minLength',
]);

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

/** Every way `value` breaks `schema` (an empty list when it is valid). `root` resolves `$ref`s. */
export function schemaErrors(
  schema: Schema,
  value: unknown,
  root: Schema = schema,
  at = '$',
): string[] {
  for (const key of Object.keys(schema))
    if (!KNOWN.has(key)) throw new Error(`jsonSchema: unsupported keyword ${key} at ${at}`);
  const errors: string[] = [];
  if (typeof schema.$ref === 'string') {
    const match = /^#\/\$defs\/(.+)$/.exec(schema.$ref);
    const target = match
      ? (root.$defs as Record<string, Schema> | undefined)?.[match[1]!]
      : undefined;
    if (!target) throw new Error(`jsonSchema: cannot resolve ${schema.$ref}`);
    errors.push(...schemaErrors(target, value, root, at));
  }
  if (Array.isArray(schema.oneOf)) {
    const passing = (schema.oneOf as Schema[]).filter(
      (option) => schemaErrors(option, value, root, at).length === 0,
    ).length;
    if (passing !== 1) errors.push(`${at}: matches ${passing} of oneOf, not exactly 1`);
  }
  if ('const' in schema && value !== schema.const)
    errors.push(`${at}: is not ${JSON.stringify(schema.const)}`);
  if (typeof schema.type === 'string') {
    const actual = typeOf(value);
    if (actual !== schema.type && !(schema.type === 'number' && actual === 'integer')) {
      errors.push(`${at}: is ${actual}, not ${schema.type}`);
      return errors;
    }
  }
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength)
      errors.push(`${at}: shorter than ${schema.minLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      errors.push(`${at}: does not match ${schema.pattern}`);
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required ?? []) as string[])
      if (!Object.hasOwn(object, key)) errors.push(`${at}: lacks ${key}`);
    for (const [key, item] of Object.entries(object)) {
      if (Object.hasOwn(properties, key))
        errors.push(...schemaErrors(properties[key]!, item, root, `${at}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${at}: has no field ${key}`);
      else if (
        typeof schema.additionalProperties === 'object' &&
        schema.additionalProperties !== null
      ) {
        errors.push(
          ...schemaErrors(schema.additionalProperties as Schema, item, root, `${at}.${key}`),
        );
      }
    }
  }
  return errors;
}
