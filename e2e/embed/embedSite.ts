import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEmbed } from '../../packages/embed/scripts/build.mjs';
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from '../../scripts/serve.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

/** First port of the embed specs' static servers (one per Playwright worker). */
export const EMBED_PORT_BASE = Number(process.env.GIFTCASH_EMBED_PORT) || 4264;

/**
 * Builds what the embed specs serve into a private folder, from source (no package build
 * needed): the element scripts in `dist/`, the example partner pages in `example/`, and a tiny
 * React 19 app in `react/` for the second-React page.
 */
export async function prepareEmbedSite(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await buildEmbed({ outdir: path.join(dir, 'dist') });
  // A partner site has an icon: without one the browser's own /favicon.ico request is a 404 that
  // the console reports, and the clean-console checks would count it against the widgets.
  writeFileSync(path.join(dir, 'favicon.ico'), '');
  cpSync(path.join(ROOT, 'packages/embed/example'), path.join(dir, 'example'), { recursive: true });
  // The hostile page is the plain one under example/hostile.css, made here so the two never drift.
  const partner = readFileSync(path.join(dir, 'example/partner.html'), 'utf8');
  const hostile = partner.replace(
    '</title>',
    ' (hostile CSS)</title>\n    <link rel="stylesheet" href="hostile.css" />',
  );
  if (!hostile.includes('hostile.css'))
    throw new Error('embed e2e: example/partner.html has no <title> to follow');
  writeFileSync(path.join(dir, 'example/partner-hostile.html'), hostile);
  mkdirSync(path.join(dir, 'react'), { recursive: true });
  cpSync(path.join(HERE, 'pages/react-host.html'), path.join(dir, 'react/index.html'));
  await build({
    entryPoints: [path.join(HERE, 'pages/react-app.tsx')],
    outfile: path.join(dir, 'react/react-app.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: ROOT,
    logLevel: 'warning',
  });
}

/** Serves the prepared folder on 127.0.0.1 (one port per worker). Returns the base URL and a stop function. */
export async function serveEmbedSite(
  workerIndex: number,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const dir = path.join(os.tmpdir(), `giftcash-embed-e2e-${workerIndex}`);
  await prepareEmbedSite(dir);
  const port = EMBED_PORT_BASE + workerIndex;
  const server = (await startStaticServer({ dir, port })) as Server;
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
