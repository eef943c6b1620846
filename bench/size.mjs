// Measures min+gzip bytes of what a consumer's bundler would ship for one import, with
// react and react-dom excluded, from the *built* packages (run `npm run build` first).
// `--budgets` checks bench/budgets.json and exits 1 when any entry is over its budget.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REACT_EXTERNALS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'scheduler',
];

/** min+gzip size of `source` bundled from `resolveDir` (same settings for our entries and peers). */
export async function measureSource(
  source,
  { resolveDir = ROOT, external = [], loader = 'js', split = false } = {},
) {
  if (split) return measureSplit(source, { resolveDir, external, loader });
  const result = await build({
    stdin: { contents: source, resolveDir, loader, sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    write: false,
    treeShaking: true,
    legalComments: 'none',
    external: [...REACT_EXTERNALS, ...external],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Measure the published build: ignore the root tsconfig's `paths`, which map to source.
    tsconfigRaw: '{}',
    loader: { '.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/**
 * Like measureSource, but with code splitting on, as an app bundler does: the figure is the
 * entry chunk (what loads up front); code behind dynamic `import()` is reported as `lazy`.
 */
async function measureSplit(source, { resolveDir, external, loader }) {
  const result = await build({
    stdin: { contents: source, resolveDir, loader, sourcefile: 'entry.js' },
    bundle: true,
    splitting: true,
    outdir: path.join(ROOT, 'bench/.work/size-split'),
    minify: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    external: [...REACT_EXTERNALS, ...external],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Measure the published build: ignore the root tsconfig's `paths`, which map to source.
    tsconfigRaw: '{}',
    loader: { '.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl' },
    logLevel: 'silent',
    metafile: true,
  });
  const outputs = result.metafile.outputs;
  const entryName = Object.keys(outputs).find((name) => outputs[name].entryPoint !== undefined);
  // The entry plus every chunk it imports statically loads up front; dynamic imports load later.
  const eager = new Set();
  const visit = (name) => {
    if (eager.has(name)) return;
    eager.add(name);
    for (const dependency of outputs[name].imports)
      if (dependency.kind === 'import-statement' && outputs[dependency.path])
        visit(dependency.path);
  };
  visit(entryName);
  let min = 0;
  let gzip = 0;
  let lazy = 0;
  for (const file of result.outputFiles) {
    const name = path.relative(ROOT, file.path);
    const bytes = gzipSync(file.contents, { level: 9 }).length;
    if (eager.has(name)) {
      min += file.contents.length;
      gzip += bytes;
    } else lazy += bytes;
  }
  return { min, gzip, lazy };
}

export function measureFile(file) {
  const code = readFileSync(file);
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

function exportsOf(module) {
  // `@giftcash/<name>` → packages/<name>/dist/index.js; `@giftcash/<name>/<entry>` → …/dist/<entry>/index.js.
  const [name, ...entry] = module.replace('@giftcash/', '').split('/');
  const dist = path.join(ROOT, 'packages', name, 'dist', ...entry, 'index.js');
  return existsSync(dist) ? readFileSync(dist, 'utf8') : null;
}

export async function measureEntry(entry) {
  if (entry.file) {
    const file = path.join(ROOT, entry.file);
    return existsSync(file) ? measureFile(file) : null;
  }
  const code = exportsOf(entry.module);
  if (code === null) return null;
  if (entry.named) {
    const missing = entry.named.filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
    if (missing.length) return null;
    return measureSource(`export { ${entry.named.join(', ')} } from '${entry.module}';`, {
      external: entry.external,
      split: entry.split,
    });
  }
  return measureSource(`export * from '${entry.module}';`, {
    external: entry.external,
    split: entry.split,
  });
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

export async function checkBudgets() {
  const { entries } = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'));
  const rows = [];
  for (const entry of entries) {
    const size = await measureEntry(entry);
    rows.push({ ...entry, size, pass: size ? size.gzip <= entry.budget : false });
  }
  return rows;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const rows = await checkBudgets();
  let failed = 0;
  for (const row of rows) {
    if (!row.size) {
      failed += 1;
      console.log(
        `✖ ${row.label}: not built (missing ${row.file ?? `${row.module} ${row.named?.join(', ') ?? ''}`})`,
      );
      continue;
    }
    if (!row.pass) failed += 1;
    const lazy = row.size.lazy ? `, +${kb(row.size.lazy)} loaded on demand` : '';
    const target =
      row.target && row.size.gzip > row.target ? ` (target ${kb(row.target)} not met yet)` : '';
    console.log(
      `${row.pass ? '✔' : '✖'} ${row.label}: ${kb(row.size.gzip)} min+gzip (${kb(row.size.min)} min${lazy}) — budget ${kb(row.budget)}${target}`,
    );
  }
  if (process.argv.includes('--budgets') && failed) {
    console.error(`${failed} size budget(s) broken or not measurable`);
    process.exit(1);
  }
}
