// Builds each bench page with esbuild (production React, minified) into bench/.work/pages/<id>/.
// Our pages live in bench/pages and resolve React 19 and the built @giftcash packages from the
// project; peer pages live in bench/peers/pages and resolve React 18 and the peers from
// bench/peers/node_modules. A page that cannot be built (say our component is not exported
// yet) is reported with the reason instead of stopping the bench.
import { build } from 'esbuild';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH, PAGES_DIR, PEERS } from './paths.mjs';

export const PAGES = {
  'wheel-ours': { entry: path.join(BENCH, 'pages/wheel-ours.jsx'), title: 'Wheel: ours' },
  'wheel-ours-delayed': {
    entry: path.join(BENCH, 'pages/wheel-ours-delayed.jsx'),
    title: 'Wheel: ours, answer 800 ms late',
  },
  'wheel-roulette': {
    entry: path.join(PEERS, 'pages/wheel-roulette.jsx'),
    title: 'Wheel: react-custom-roulette',
    peer: 'react-custom-roulette',
  },
  'wheel-lucky': {
    entry: path.join(PEERS, 'pages/wheel-lucky.jsx'),
    title: 'Wheel: @lucky-canvas/react',
    peer: '@lucky-canvas/react',
  },
  'scratch-ours': { entry: path.join(BENCH, 'pages/scratch-ours.jsx'), title: 'Scratch: ours' },
  'scratch-v2': {
    entry: path.join(PEERS, 'pages/scratch-v2.jsx'),
    title: 'Scratch: react-scratchcard-v2',
    peer: 'react-scratchcard-v2',
  },
  'scratch-js': {
    entry: path.join(PEERS, 'pages/scratch-js.js'),
    title: 'Scratch: scratchcard-js',
    peer: 'scratchcard-js',
  },
  'catalogue-ours': {
    entry: path.join(BENCH, 'pages/catalogue-ours.jsx'),
    title: 'Catalogue: ours',
  },
};

const html = (title, css) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${css ? '<link rel="stylesheet" href="index.css">' : ''}
<style>body { margin: 16px; font-family: system-ui, sans-serif; }</style>
</head>
<body>
<div id="root"></div>
<script type="module" src="index.js"></script>
</body>
</html>
`;

function firstError(error) {
  const message = error?.errors?.[0]?.text ?? error?.message ?? String(error);
  return message.split('\n')[0];
}

/** Builds one page; returns { ok: true, path } or { ok: false, reason }. */
export async function buildPage(id, { availability = {} } = {}) {
  const page = PAGES[id];
  if (page.peer && !existsSync(path.join(PEERS, 'node_modules', page.peer, 'package.json'))) {
    return {
      ok: false,
      reason: `not available: ${availability[page.peer] ?? `${page.peer} is not installed in bench/peers`}`,
    };
  }
  const outdir = path.join(PAGES_DIR, id);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  try {
    const result = await build({
      entryPoints: { index: page.entry },
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2020',
      platform: 'browser',
      outdir,
      jsx: 'automatic',
      loader: { '.js': 'jsx', '.svg': 'dataurl', '.png': 'dataurl', '.woff2': 'file' },
      define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
      legalComments: 'none',
      metafile: true,
      logLevel: 'silent',
    });
    const css = Object.keys(result.metafile.outputs).some((file) => file.endsWith('.css'));
    writeFileSync(path.join(outdir, 'index.html'), html(page.title, css));
    return { ok: true, path: `/${id}/` };
  } catch (error) {
    return { ok: false, reason: `page does not build: ${firstError(error)}` };
  }
}
