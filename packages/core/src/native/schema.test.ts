import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@giftcash/core/testing';
import { isNativeAppMessage, NATIVE_MESSAGE_TYPES, parseNativePageMessage } from './messages';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const schema = JSON.parse(read('../../native-messages.schema.json')) as Record<string, unknown> & {
  $defs: Record<string, { oneOf: { $ref: string }[] }>;
};
const pkg = JSON.parse(read('../../package.json')) as {
  exports: Record<string, unknown>;
  files: string[];
};
const toApp = { $ref: '#/$defs/toApp' };
const toPage = { $ref: '#/$defs/toPage' };
const valid = (part: object, value: unknown) =>
  schemaErrors(part as Record<string, unknown>, value, schema).length === 0;

/** Objects near the protocol: every field of every message, each right, wrong or absent. */
const messageLike = fc.record(
  {
    v: fc.constantFrom<unknown>(1, 2, '1', 0),
    type: fc.constantFrom<unknown>(...NATIVE_MESSAGE_TYPES, 'session', 'launch', 1),
    brandId: fc.constantFrom<unknown>('tesco', '', 'x\n', 7),
    amount: fc.constantFrom<unknown>('25.00', '25', '2.5', '', '1e3', 25),
    returnTo: fc.constantFrom<unknown>(
      '/account',
      '/account/wallet?tab=2',
      '//evil.example',
      'account',
      '',
    ),
    url: fc.constantFrom<unknown>(
      'https://giftcash.co.uk/brand/tesco',
      'http://a.example',
      'mailto:help@giftcash.co.uk',
      'tel:+443301234567',
      'javascript:alert(1)',
      'ftp://a',
      'https://a b',
      '',
    ),
    text: fc.constantFrom<unknown>('Tesco', '', null),
    reason: fc.constantFrom<unknown>('download', '', 3),
    params: fc.constantFrom<unknown>({}, { brand: 'tesco' }, { a: 1 }, [], null),
    signedIn: fc.constantFrom<unknown>(true, false, 'true'),
    extra: fc.constantFrom<unknown>(true),
  },
  { requiredKeys: [] },
);

describe('native-messages.schema.json', () => {
  it('names every message type the code knows, in both directions', () => {
    expect(schema.$defs.toApp!.oneOf.map((option) => option.$ref.replace('#/$defs/', ''))).toEqual([
      ...NATIVE_MESSAGE_TYPES,
    ]);
    expect(schema.$defs.toPage!.oneOf.map((option) => option.$ref.replace('#/$defs/', ''))).toEqual(
      ['session'],
    );
  });

  it('agrees with isNativeAppMessage and parseNativePageMessage on every message-like object', () => {
    fc.assert(
      fc.property(messageLike, (value) => {
        expect(valid(toApp, value)).toBe(isNativeAppMessage(value));
        expect(valid(toPage, value)).toBe(parseNativePageMessage(value) !== null);
        expect(valid(schema, value)).toBe(
          isNativeAppMessage(value) || parseNativePageMessage(value) !== null,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the documented examples and rejects messages without a version', () => {
    expect(valid(toApp, { v: 1, type: 'sign-in', returnTo: '/account' })).toBe(true);
    expect(valid(toApp, { v: 1, type: 'open-url', url: 'https://www.tesco.com/' })).toBe(true);
    expect(valid(toPage, { v: 1, type: 'session', signedIn: true })).toBe(true);
    expect(valid(toApp, { type: 'sign-in', returnTo: '/account' })).toBe(false);
  });

  it('ships in @giftcash/core as a subpath export', () => {
    expect(pkg.exports['./native-messages.schema.json']).toBe('./native-messages.schema.json');
    expect(pkg.files).toContain('native-messages.schema.json');
  });

  it('is listed message by message in the README table', () => {
    const readme = read('../../README.md');
    for (const type of [...NATIVE_MESSAGE_TYPES, 'session'])
      expect(readme).toContain(`| \`${type}\` |`);
  });
});
