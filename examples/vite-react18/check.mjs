// Checks this Vite + React 18 app (GiftCash installed from a local npm registry by
// scripts/examples.mjs) as a partner's CI would: types under `bundler` and under Node16 ESM and
// CJS resolution (with skipLibCheck off, so the published .d.ts files are checked), the production
// build, and server rendering in Node from both the ESM and CJS builds (ssr.mjs). The type-check
// and the build include the partner configurator's printed React snippets, which
// scripts/examples.mjs writes into src/partner-snippets/ first (one file each, and a page that
// renders them all).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const snippetDir = path.join(here, 'src/partner-snippets');
const snippets = existsSync(snippetDir)
  ? readdirSync(snippetDir).filter((file) => file.endsWith('.tsx') && file !== 'main.tsx')
  : [];
if (!snippets.length) {
  console.error(
    '✖ vite-react18: no partner configurator snippets in src/partner-snippets/ (run node scripts/examples.mjs, which writes them)',
  );
  process.exit(1);
}
const steps = [
  ['tsc (bundler resolution)', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']],
  ['tsc (node16 ESM and CJS)', ['node_modules/typescript/bin/tsc', '-p', 'node16/tsconfig.json']],
  ['vite build', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
  ['server rendering and dual package', ['ssr.mjs']],
];
for (const [label, args] of steps) {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: here, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ vite-react18: ${label} failed`);
    process.exit(1);
  }
  console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
if (!existsSync(path.join(here, 'dist/index.html'))) {
  console.error('✖ vite-react18: vite build wrote no dist/index.html');
  process.exit(1);
}
// Every snippet reached the build (the page renders each in a section named after its file).
if (!existsSync(path.join(here, 'dist/src/partner-snippets/index.html'))) {
  console.error('✖ vite-react18: vite build wrote no page for the partner snippets');
  process.exit(1);
}
const assets = path.join(here, 'dist/assets');
const bundled = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(path.join(assets, file), 'utf8'))
  .join('\n');
const missing = snippets
  .map((file) => file.replace(/\.tsx$/, ''))
  .filter((name) => !new RegExp(`["'\`]${name}["'\`]`).test(bundled));
if (missing.length) {
  console.error(`✖ vite-react18: partner snippets missing from the build: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(
  `✔ vite-react18: installed from the registry and built with React 18, with ${snippets.length} partner configurator React snippets`,
);
