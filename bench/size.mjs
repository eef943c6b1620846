// Measures min+gzip bytes of what a consumer's bundler would ship for one import, with
// react and react-dom excluded, from the *built* packages (run `npm run build` first).
// `--budgets` checks bench/budgets.json and exits 1 when any entry is over its budget.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REACT_EXTERNALS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'scheduler'];

/** min+gzip size of `source` bundled from `resolveDir` (same settings for our entries and peers). */
export async function measureSource(source, { resolveDir = ROOT, external = [], loader = 'js' } = {}) {
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
    loader: { '.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

export function measureFile(file) {
  const code = readFileSync(file);
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

function exportsOf(module) {
  const name = module.replace('@giftcash/', '');
  const dist = path.join(ROOT, 'packages', name, 'dist', 'index.js');
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
    return measureSource(`export { ${entry.named.join(', ')} } from '${entry.module}';`, { external: entry.external });
  }
  return measureSource(`export * from '${entry.module}';`, { external: entry.external });
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
      console.log(`✖ ${row.label}: not built (missing ${row.file ?? `${row.module} ${row.named?.join(', ') ?? ''}`})`);
      continue;
    }
    if (!row.pass) failed += 1;
    console.log(`${row.pass ? '✔' : '✖'} ${row.label}: ${kb(row.size.gzip)} min+gzip (${kb(row.size.min)} min) — budget ${kb(row.budget)}`);
  }
  if (process.argv.includes('--budgets') && failed) {
    console.error(`${failed} size budget(s) broken or not measurable`);
    process.exit(1);
  }
}
