import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from '../../scripts/serve.mjs';
import { HYDRATION_NOW } from './hydration/cases';
import { expect, test } from './support';

/**
 * Server rendering + hydration: every exported component of every package is server-rendered
 * in Node (prerenderToNodeStream, see hydration/server.tsx) (a bundle made here with esbuild), the HTML is served in a page whose
 * client bundle hydrates each one with hydrateRoot; no hydration mismatch (onRecoverableError),
 * no uncaught error and no console.error.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
/** The same source aliases the typecheck uses (tsconfig.json `paths`), so a new subpath export cannot be missed here. */
const tsconfig = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const alias: Record<string, string> = Object.fromEntries(
  Object.entries(tsconfig.compilerOptions.paths).map(([name, [target]]) => [
    name,
    path.join(ROOT, target as string),
  ]),
);

let server: Server | undefined;
let origin = '';
let dir = '';
let cases = 0;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(path.join(tmpdir(), 'giftcash-hydration-'));
  const common = {
    bundle: true,
    jsx: 'automatic' as const,
    alias,
    logLevel: 'silent' as const,
    define: { 'process.env.NODE_ENV': '"development"' },
    loader: { '.css': 'empty' as const },
  };
  // The server bundle pins Date.now to the same instant the page uses, so clocks cannot differ.
  await build({
    ...common,
    entryPoints: [path.join(HERE, 'hydration/server.tsx')],
    outfile: path.join(dir, 'server.mjs'),
    platform: 'node',
    format: 'esm',
    packages: 'external',
    banner: { js: `Date.now = () => ${HYDRATION_NOW};` },
    nodePaths: [path.join(ROOT, 'node_modules')],
  });
  await build({
    ...common,
    entryPoints: [path.join(HERE, 'hydration/client.tsx')],
    outfile: path.join(dir, 'client.js'),
    platform: 'browser',
    format: 'esm',
  });
  // `packages: 'external'` leaves react & co. to resolve from the repository's node_modules.
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  const serverFile = path.join(
    ROOT,
    'node_modules/.cache/giftcash',
    `hydration-server-${process.pid}-${Date.now()}.mjs`,
  );
  const { mkdirSync, copyFileSync } = await import('node:fs');
  mkdirSync(path.dirname(serverFile), { recursive: true });
  copyFileSync(path.join(dir, 'server.mjs'), serverFile);
  // The bundle's banner replaces this worker's Date.now: put it back once rendered, or every later
  // test in the worker would read the pinned instant from Node's clock.
  const realNow = Date.now;
  let rendered: { id: string; html: string }[];
  try {
    const { renderAll } = (await import(pathToFileURL(serverFile).href)) as {
      renderAll: () => Promise<{ id: string; html: string }[]>;
    };
    rmSync(serverFile);
    rendered = await renderAll();
  } finally {
    Date.now = realNow;
  }
  cases = rendered.length;
  const body = rendered
    .map(({ id, html }) => `<section data-case="${id}">${html}</section>`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hydration</title></head><body>${body}<script type="module" src="/client.js"></script></body></html>`,
  );
  server = (await startStaticServer({ dir, port: 0 })) as Server;
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('every component hydrates the server HTML without a mismatch or error', async ({ page }) => {
  await page.clock.setFixedTime(HYDRATION_NOW);
  await page.goto(`${origin}/`);
  await page.waitForFunction(
    () => (window as unknown as { __hydration?: { done: boolean } }).__hydration?.done === true,
  );
  const report = await page.evaluate(
    () =>
      (window as unknown as { __hydration: { errors: string[]; hydrated: number } }).__hydration,
  );
  expect(report.hydrated).toBe(cases);
  expect(cases).toBeGreaterThan(40);
  expect(report.errors).toEqual([]);
});
