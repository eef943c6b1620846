import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PATH_LENGTH,
  hasControlCharacter,
  isInsideRoot,
  resolveRequestPath,
} from './requestPath.mjs';

const root = path.resolve('/srv/site/dist');

describe('resolveRequestPath', () => {
  it('decodes ordinary paths and keeps them under the root', () => {
    expect(resolveRequestPath('/assets/app.js?v=1', root)).toEqual({
      pathname: '/assets/app.js',
      file: path.join(root, 'assets/app.js'),
    });
    expect(resolveRequestPath('/brand/caf%C3%A9#top', root)).toMatchObject({
      pathname: '/brand/café',
    });
    expect(resolveRequestPath('/brand/50%25-off', root)).toMatchObject({
      pathname: '/brand/50%-off',
    });
    expect(
      resolveRequestPath('http://example.test/gift-card-deals?category=tech', root),
    ).toMatchObject({ pathname: '/gift-card-deals' });
    expect(resolveRequestPath('/', root)).toEqual({ pathname: '/', file: root + path.sep });
  });

  it.each([
    ['%', 'request target is not a path'],
    ['/%', 'malformed percent-encoding'],
    ['/%zz', 'malformed percent-encoding'],
    ['/%E0%A4%A', 'malformed percent-encoding'],
    ['/gift%ED%A0%80card', 'malformed percent-encoding'], // a lone surrogate in UTF-8
    ['/%00', 'control character in path'],
    ['/a\u0000b', 'control character in path'],
    ['/%0d%0aSet-Cookie:x', 'control character in path'],
    ['/..%2fdist-old/secret.txt', 'dot segment in path'],
    ['/%2e%2e/dist-old/secret.txt', 'dot segment in path'],
    ['/assets/../../etc/passwd', 'dot segment in path'],
    ['/..', 'dot segment in path'],
    ['/..%5c..%5cetc', 'backslash in path'],
    [`/${'a'.repeat(60_000)}`, 'path too long'],
    ['*', 'request target is not a path'],
    ['', 'empty request target'],
    ['javascript:alert(1)', 'request target is not a path'],
  ])('refuses %j with 400 (%s)', (target, reason) => {
    expect(resolveRequestPath(target, root)).toEqual({ status: 400, reason });
  });

  it('compares the root segment by segment: a sibling folder that shares its prefix is outside', () => {
    expect(isInsideRoot(root, path.join(root, 'index.html'))).toBe(true);
    expect(isInsideRoot(root, root)).toBe(true);
    expect(isInsideRoot(root, path.join(root, '..file'))).toBe(true);
    expect(isInsideRoot(root, `${root}-old/secret.txt`)).toBe(false);
    expect(isInsideRoot(root, path.dirname(root))).toBe(false);
    expect(isInsideRoot(root, '/etc/passwd')).toBe(false);
  });

  it('never throws, and anything it accepts is decoded, inside the root and free of control characters', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '%2e',
        '%2E%2E',
        '%2f',
        '%5c',
        '..',
        '.',
        '/',
        '//',
        '\\',
        '?',
        '#',
        '%ED%A0%80',
        '%C3%A9',
        '%F0%9F%8E%81',
        'dist-old',
        '\u0000',
      ),
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
    );
    const target = fc.oneof(
      fc.array(piece, { maxLength: 24 }).map((parts) => `/${parts.join('')}`),
      fc.array(piece, { maxLength: 8 }).map((parts) => `http://h/${parts.join('')}`),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.nat({ max: 70_000 }).map((length) => `/${'%41'.repeat(Math.ceil(length / 3))}`),
    );
    fc.assert(
      fc.property(target, (raw) => {
        const result = resolveRequestPath(raw, root);
        if (result.file === undefined) {
          expect([400, 404]).toContain(result.status);
          return;
        }
        expect(isInsideRoot(root, result.file)).toBe(true);
        expect(hasControlCharacter(result.pathname)).toBe(false);
        expect(result.pathname).not.toContain('\\');
        expect(result.pathname.split('/')).not.toContain('..');
        expect(raw.split(/[?#]/, 1)[0]!.length).toBeLessThanOrEqual(
          MAX_PATH_LENGTH + 'http://h'.length,
        );
      }),
      { numRuns: 3000 },
    );
  }, 60_000); // 3,000 paths up to 70,000 characters: several seconds alone, more on a loaded machine
});
