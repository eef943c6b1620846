// What a public registry shows and what partners' tools read from each package's package.json:
// where the code and the issue tracker are, what it is (description, keywords), its licence, the
// Node versions it supports, that it is public, and which files have side effects (bundlers drop
// an import of any other file whose exports go unused, so a script that defines elements on load
// must be listed, and so must the stylesheets).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REPOSITORY = 'https://github.com/giftcash/giftcash-ui';

/** Whether a `sideEffects` glob matches a file path in the package (as webpack and Rollup read it). */
export function sideEffectsMatch(pattern, file) {
  const relative = file.replace(/^\.\//, '');
  // A pattern without a slash matches the file name in any folder.
  const glob = pattern.includes('/') ? pattern.replace(/^\.\//, '') : `**/${pattern}`;
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (glob[index] === '*') source += '[^/]*';
    else if (glob[index] === '?') source += '[^/]';
    else source += glob[index].replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`).test(relative);
}

/** Every file path an `exports` map points at, with the subpath that leads to it. */
function exportTargets(exports, subpath = '.') {
  if (typeof exports === 'string') return [{ subpath, file: exports }];
  if (!exports || typeof exports !== 'object') return [];
  return Object.entries(exports).flatMap(([key, value]) =>
    exportTargets(value, key.startsWith('.') ? key : subpath),
  );
}

/**
 * Problems with one package's manifest, as sentences ([] when it is complete).
 * @param {Record<string, any>} manifest the package's package.json
 * @param {{ folder: string, node: string }} expected its folder under packages/ and the Node range
 *   the project supports (the root package.json's engines.node)
 */
export function checkMetadata(manifest, { folder, node }) {
  const problems = [];
  const expect = (ok, message) => {
    if (!ok) problems.push(message);
  };
  expect(
    manifest.name === `@giftcash/${folder}`,
    `name is ${JSON.stringify(manifest.name)}, expected "@giftcash/${folder}"`,
  );
  expect(
    typeof manifest.description === 'string' && manifest.description.trim().length >= 20,
    'description is missing or too short to say what the package is',
  );
  expect(
    manifest.license === 'MIT',
    `license is ${JSON.stringify(manifest.license)}, expected "MIT" (the LICENSE file)`,
  );
  const repository = manifest.repository ?? {};
  expect(
    repository.type === 'git' &&
      repository.url === `git+${REPOSITORY}.git` &&
      repository.directory === `packages/${folder}`,
    `repository must be { type: "git", url: "git+${REPOSITORY}.git", directory: "packages/${folder}" }`,
  );
  expect(
    manifest.homepage === `${REPOSITORY}/tree/main/packages/${folder}#readme`,
    `homepage must be "${REPOSITORY}/tree/main/packages/${folder}#readme"`,
  );
  expect(manifest.bugs?.url === `${REPOSITORY}/issues`, `bugs.url must be "${REPOSITORY}/issues"`);
  const keywords = manifest.keywords;
  if (!Array.isArray(keywords) || keywords.length < 3)
    problems.push('keywords: at least 3, so the package can be found by a search');
  else {
    expect(keywords.includes('giftcash'), 'keywords must include "giftcash"');
    const bad = keywords.filter(
      (word) => typeof word !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(word),
    );
    expect(
      !bad.length,
      `keywords must be lower-case words joined by hyphens: ${bad.map((word) => JSON.stringify(word)).join(', ')}`,
    );
    expect(new Set(keywords).size === keywords.length, 'keywords has duplicates');
  }
  expect(
    manifest.engines?.node === node,
    `engines.node is ${JSON.stringify(manifest.engines?.node)}, expected "${node}" (the Node versions the project supports and tests)`,
  );
  expect(
    manifest.publishConfig?.access === 'public',
    'publishConfig.access must be "public" (a scoped package is private by default)',
  );
  expect(
    Array.isArray(manifest.files) && manifest.files.length > 0,
    'files must list what is published',
  );

  const sideEffects = manifest.sideEffects;
  if (
    sideEffects !== false &&
    !(Array.isArray(sideEffects) && sideEffects.every((pattern) => typeof pattern === 'string'))
  ) {
    problems.push(
      'sideEffects must be false or a list of globs (without it, bundlers keep every module of the package)',
    );
  } else {
    const patterns = sideEffects || [];
    const covered = (file) => patterns.some((pattern) => sideEffectsMatch(pattern, file));
    const targets = exportTargets(manifest.exports);
    // Stylesheets do their work by being imported; scripts that define elements on load (the
    // unpkg file, the `…iife` and `./module` entries) likewise.
    const needed = [
      ...targets.filter(({ file }) => file.endsWith('.css')),
      ...targets.filter(({ subpath }) => subpath === './module' || subpath.endsWith('iife')),
      ...(manifest.unpkg ? [{ subpath: 'unpkg', file: manifest.unpkg }] : []),
    ];
    const seen = new Set();
    for (const { subpath, file } of needed) {
      if (seen.has(file)) continue;
      seen.add(file);
      const specifier =
        subpath === 'unpkg'
          ? `${manifest.name}/${file.replace(/^\.\//, '')}`
          : `${manifest.name}${subpath.slice(1)}`;
      expect(
        covered(file),
        `sideEffects does not cover ${file}: a bundler would drop \`import '${specifier}'\``,
      );
    }
  }
  return problems;
}

/** Reads packages/<folder>/package.json and the root's engines and checks the package. */
export function checkPackageMetadata(root, folder) {
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  return checkMetadata(read(`packages/${folder}/package.json`), {
    folder,
    node: read('package.json').engines.node,
  });
}
