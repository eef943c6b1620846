// What a package's tarball holds, checked file by file: a README and a LICENSE; nothing
// that no entry point can reach (following import/require/dynamic import and source map links
// from the `exports` map); source maps with relative `sources` and the source text in
// `sourcesContent`; and, for the React packages, a `'use client'` directive on exactly the dist
// files whose source module has one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hasUseClient } from './useClient.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The files `npm pack` would put in the tarball (paths relative to the package folder). */
export function packedFiles(dir) {
  const result = spawnSync(NPM, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm pack --dry-run failed in ${dir}: ${result.stderr}`);
  const [info] = JSON.parse(result.stdout);
  return info.files.map((file) => file.path).sort();
}

function exportTargets(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) exportTargets(inner, out);
  return out;
}

/** Relative files a dist file refers to (imports, requires, dynamic imports, its source map). */
export function references(file, text) {
  const found = [];
  const patterns = [
    /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g,
    /require\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g,
    /import\s*["'](\.{1,2}\/[^"']+)["']/g,
    /\/\/# sourceMappingURL=([^\s]+)/g,
  ];
  // Stylesheets name their fonts and images with url() (the opt-in font.css).
  if (file.endsWith('.css')) patterns.push(/url\(\s*["']?(\.{1,2}\/[^"')]+)["']?\s*\)/g);
  for (const pattern of patterns)
    for (const [, target] of text.matchAll(pattern))
      found.push(path.posix.join(path.posix.dirname(file), target));
  // Declaration files name `./x.js` for `./x.d.ts` (and `./x.cjs` for `./x.d.cts`).
  if (/\.d\.c?ts$/.test(file))
    return found.map((target) => target.replace(/\.js$/, '.d.ts').replace(/\.cjs$/, '.d.cts'));
  return found;
}

/** Problems with the package in `dir` (an empty list when its tarball is clean). */
export function checkTarball(
  dir,
  { sourceRoot = path.join(dir, 'src'), preserveModules = false } = {},
) {
  const problems = [];
  const files = packedFiles(dir);
  const packed = new Set(files);
  for (const required of ['README.md', 'LICENSE', 'package.json'])
    if (!packed.has(required)) problems.push(`${required} is not in the tarball`);

  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const roots = [
    ...exportTargets(manifest.exports),
    manifest.main,
    manifest.module,
    manifest.types,
    manifest.unpkg,
  ]
    .filter(Boolean)
    .map((target) => path.posix.normalize(target));
  const reached = new Set(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']);
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    if (!packed.has(file)) {
      problems.push(`${file} is referenced but not in the tarball`);
      continue;
    }
    if (/\.(c?js|d\.c?ts|css)$/.test(file))
      queue.push(...references(file, readFileSync(path.join(dir, file), 'utf8')));
    // A font ships with its licence beside it (dist/font/OFL.txt).
    if (/\.woff2$/.test(file) && packed.has(path.posix.join(path.posix.dirname(file), 'OFL.txt')))
      queue.push(path.posix.join(path.posix.dirname(file), 'OFL.txt'));
  }
  for (const file of files)
    if (!reached.has(file)) problems.push(`${file} ships but nothing can import it`);

  for (const file of files.filter((name) => name.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const sources = map.sources ?? [];
    if (sources.some((source) => path.isAbsolute(source) || /^file:/.test(source)))
      problems.push(`${file}: absolute paths in sources`);
    if (
      !Array.isArray(map.sourcesContent) ||
      map.sourcesContent.length !== sources.length ||
      map.sourcesContent.some((text) => typeof text !== 'string')
    ) {
      problems.push(`${file}: sourcesContent missing`);
    }
  }

  if (preserveModules) {
    for (const file of files.filter((name) => /^dist\/.+\.c?js$/.test(name))) {
      const base = file.replace(/^dist\//, '').replace(/\.c?js$/, '');
      const source = ['.ts', '.tsx']
        .map((ext) => path.join(sourceRoot, base + ext))
        .find((candidate) => existsSync(candidate));
      if (!source) {
        problems.push(`${file} has no source module`);
        continue;
      }
      const wanted = hasUseClient(readFileSync(source, 'utf8'));
      // In the directive prologue (CommonJS output starts with "use strict" before it).
      const has = /^\s*(["']use strict["'];?\s*)?["']use client["'];?/.test(
        readFileSync(path.join(dir, file), 'utf8'),
      );
      if (wanted !== has)
        problems.push(`${file}: 'use client' ${wanted ? 'missing' : 'where its source has none'}`);
    }
  }
  return problems;
}
