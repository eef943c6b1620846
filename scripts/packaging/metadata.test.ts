// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { PACKAGES, ROOT } from '../aliases.mjs';
// @ts-expect-error plain ESM helper without types
import { checkMetadata, checkPackageMetadata, sideEffectsMatch } from './metadata.mjs';

const REPO = 'https://github.com/giftcash/giftcash-ui';
const complete = {
  name: '@giftcash/thing',
  version: '1.0.0',
  description: 'A GiftCash package for the tests of the metadata check.',
  keywords: ['giftcash', 'react', 'gift-cards'],
  license: 'MIT',
  homepage: `${REPO}/tree/main/packages/thing#readme`,
  bugs: { url: `${REPO}/issues` },
  engines: { node: '>=20.19' },
  sideEffects: ['*.css'],
  files: ['dist'],
  exports: {
    '.': { import: './dist/index.js', require: './dist/index.cjs' },
    './styles.css': './dist/styles.css',
  },
  repository: { type: 'git', url: `git+${REPO}.git`, directory: 'packages/thing' },
  publishConfig: { access: 'public' },
};
const check = (manifest: Record<string, unknown>) =>
  checkMetadata(manifest, { folder: 'thing', node: '>=20.19' }) as string[];
const without = (key: string) =>
  Object.fromEntries(Object.entries(complete).filter(([name]) => name !== key));

describe('package metadata for a public registry', () => {
  it('every published package is complete: repository, homepage, bugs, keywords, license, engines, sideEffects', () => {
    for (const folder of PACKAGES) expect(checkPackageMetadata(ROOT, folder), folder).toEqual([]);
  });

  it('passes a complete manifest', () => {
    expect(check(complete)).toEqual([]);
  });

  it.each([
    'homepage',
    'bugs',
    'keywords',
    'license',
    'engines',
    'sideEffects',
    'repository',
    'description',
    'publishConfig',
    'files',
  ])('names a missing %s', (key) => {
    const problems = check(without(key));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        key === 'bugs'
          ? 'bugs.url'
          : key === 'engines'
            ? 'engines.node'
            : key === 'publishConfig'
              ? 'publishConfig.access'
              : key,
      ),
    );
  });

  it('wants the homepage and repository folder of this package, not another', () => {
    expect(check({ ...complete, homepage: `${REPO}#readme` })).toEqual([
      `homepage must be "${REPO}/tree/main/packages/thing#readme"`,
    ]);
    expect(
      check({ ...complete, repository: { ...complete.repository, directory: 'packages/core' } })[0],
    ).toMatch(/^repository must be/);
  });

  it('wants searchable keywords: at least three, "giftcash" among them, lower-case, no duplicates', () => {
    expect(check({ ...complete, keywords: ['giftcash'] })).toEqual([
      'keywords: at least 3, so the package can be found by a search',
    ]);
    expect(check({ ...complete, keywords: ['react', 'gift-cards', 'cashback'] })).toEqual([
      'keywords must include "giftcash"',
    ]);
    expect(check({ ...complete, keywords: ['giftcash', 'Gift Cards', 'react'] })).toEqual([
      'keywords must be lower-case words joined by hyphens: "Gift Cards"',
    ]);
    expect(check({ ...complete, keywords: ['giftcash', 'react', 'react'] })).toEqual([
      'keywords has duplicates',
    ]);
  });

  it('wants the Node range the project supports, and a licence npm can read', () => {
    expect(check({ ...complete, engines: { node: '>=18' } })[0]).toMatch(
      /engines.node is ">=18", expected ">=20.19"/,
    );
    expect(check({ ...complete, license: 'SEE LICENSE' })[0]).toMatch(/license is "SEE LICENSE"/);
  });

  it('sideEffects must keep the stylesheets', () => {
    expect(check({ ...complete, sideEffects: false })).toEqual([
      "sideEffects does not cover ./dist/styles.css: a bundler would drop `import '@giftcash/thing/styles.css'`",
    ]);
    expect(check({ ...complete, sideEffects: 'no' })[0]).toMatch(
      /sideEffects must be false or a list of globs/,
    );
  });

  it('sideEffects must keep scripts that define elements on load (./module, …iife, the unpkg file)', () => {
    const embed = {
      ...complete,
      unpkg: './dist/thing.iife.js',
      exports: {
        ...complete.exports,
        './module': './dist/thing.js',
        './iife': './dist/thing.iife.js',
        './wheel.iife': './dist/wheel.iife.js',
      },
    };
    expect(check(embed)).toEqual([
      "sideEffects does not cover ./dist/thing.js: a bundler would drop `import '@giftcash/thing/module'`",
      "sideEffects does not cover ./dist/thing.iife.js: a bundler would drop `import '@giftcash/thing/iife'`",
      "sideEffects does not cover ./dist/wheel.iife.js: a bundler would drop `import '@giftcash/thing/wheel.iife'`",
    ]);
    expect(
      check({ ...embed, sideEffects: ['*.css', './dist/thing*.js', '**/wheel.*.js'] }),
    ).toEqual([]);
  });

  it('reads sideEffects globs as bundlers do', () => {
    expect(sideEffectsMatch('*.css', './dist/font/font.css')).toBe(true);
    expect(sideEffectsMatch('*.css', './dist/index.js')).toBe(false);
    expect(sideEffectsMatch('./dist/giftcash-*.js', './dist/giftcash-embed.iife.js')).toBe(true);
    expect(sideEffectsMatch('./dist/giftcash-*.js', './dist/sub/giftcash-embed.js')).toBe(false);
    expect(sideEffectsMatch('dist/**/*.js', 'dist/a/b/c.js')).toBe(true);
    expect(sideEffectsMatch('./dist/a?.js', './dist/ab.js')).toBe(true);
    expect(sideEffectsMatch('./dist/a.js', './dist/aXjs')).toBe(false);
  });
});
