// Size and performance figures in the READMEs come from one place: the last `npm run bench`
// (bench/results.json). A README quotes a figure through a marker,
//
//   <!-- bench: size: Wheel -->5.72 KB<!-- /bench -->
//   <!-- bench: peer: ScratchCard / react-scratchcard-v2 -->4.12 KB<!-- /bench -->
//
// where the key after `bench:` is a budget label of the run (or its start, when unique), or
// `peer: <widget> / <peer>` for a peer's size. `node bench/readme-figures.mjs --write` fills every
// marker from the results (bench/run.mjs does it after a run); scripts/docs.test.ts fails when a
// marker disagrees with the results or a README states a size outside a marker.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every README that may quote a figure. */
export const FIGURE_READMES = [
  'README.md',
  'playground/README.md',
  'e2e/README.md',
  'bench/README.md',
  ...['core', 'sample', 'catalogue', 'brand-detail', 'games-demo', 'account', 'embed'].map(
    (name) => `packages/${name}/README.md`,
  ),
];

export const MARKER = /<!-- bench: (.*?) -->(.*?)<!-- \/bench -->/g;

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** The figure a marker key names in `results`, or an Error saying why there is none. */
export function figureFor(results, key) {
  const peer = /^peer: (.+?) \/ (.+)$/.exec(key);
  if (peer) {
    const group = results.sizes?.groups?.find((item) => item.label === peer[1]);
    const found = group?.peers?.find((item) => item.label === peer[2]);
    return found?.size
      ? kb(found.size.gzip)
      : new Error(`no peer "${peer[2]}" of "${peer[1]}" in the bench results`);
  }
  const budgets = (results.budgets ?? []).filter(
    (item) => item.label === key || item.label.startsWith(key),
  );
  const exact = budgets.find((item) => item.label === key);
  if (!exact && budgets.length !== 1)
    return new Error(
      budgets.length
        ? `"${key}" names ${budgets.length} bench figures`
        : `no bench figure "${key}"`,
    );
  return (exact ?? budgets[0]).figure.replace(/ up front$/, '');
}

export function readResults(root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, 'bench', 'results.json'), 'utf8'));
}

/** Every marker of every README: `{ file, key, shown, expected }` (expected is an Error when unknown). */
export function markers(root = ROOT, results = readResults(root)) {
  return FIGURE_READMES.filter((file) => existsSync(path.join(root, file))).flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(MARKER)].map((match) => ({
      file,
      key: match[1],
      shown: match[2],
      expected: figureFor(results, match[1]),
    })),
  );
}

/** A README's text with every marker filled from `results`. */
export function fill(text, results, { keepUnknown = false } = {}) {
  return text.replace(MARKER, (whole, key) => {
    const figure = figureFor(results, key);
    if (figure instanceof Error && keepUnknown) return whole;
    if (figure instanceof Error) throw figure;
    return `<!-- bench: ${key} -->${figure}<!-- /bench -->`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = readResults();
  for (const file of FIGURE_READMES) {
    const full = path.join(ROOT, file);
    if (!existsSync(full)) continue;
    const before = readFileSync(full, 'utf8');
    const after = fill(before, results);
    if (after !== before) {
      if (process.argv.includes('--write')) writeFileSync(full, after);
      console.log(`${process.argv.includes('--write') ? 'updated' : 'out of date'}: ${file}`);
    }
  }
}
