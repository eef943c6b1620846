// Builds the self-contained GiftCash element scripts with esbuild: React is swapped for
// preact/compat (react, react-dom, react-dom/client, react/jsx-runtime), the @giftcash packages
// are bundled from source, and the shadow-root CSS is inlined. Outputs in packages/embed/dist:
//   index.js / index.cjs     the library (defineGiftcashElements, element classes, event types), no side effects
//   giftcash-embed.iife.js   classic script, every element, global `GiftCashEmbed`
//   giftcash-embed.js        the same as an ES module
//   giftcash-carousel.iife.js / giftcash-wheel.iife.js   one element each (smaller)
//   sri.json                 the version and the Subresource Integrity hash (sha384) of each script
// Usage: node packages/embed/scripts/build.mjs [--outdir <dir>] [--no-minify]
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEmbedCss } from './css.mjs';
import { inlineWireCodesPlugin } from '../../core/scripts/wireCodes.mjs';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(PACKAGE_DIR, '../..');

/** React → Preact (compat) for every import the packages make. */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** Resolves `@giftcash/<pkg>` (and entries such as `@giftcash/core/react`) to the packages' TypeScript sources. */
const giftcashSources = {
  name: 'giftcash-sources',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@giftcash\/[\w-]+(\/[\w-]+)?$/ }, ({ path: specifier }) => {
      const [, name, sub] = specifier.match(/^@giftcash\/([\w-]+)(?:\/([\w-]+))?$/);
      const file = sub
        ? path.join(ROOT, 'packages', name, 'src', sub, 'index.ts')
        : path.join(ROOT, 'packages', name, 'src', 'index.ts');
      return { path: file };
    });
  },
};

/**
 * The sample data's artwork module → packages/embed/src/config/noSampleArt.ts: the elements' sample
 * data names no image (so a strict Content-Security-Policy sees none), so the art is not shipped.
 * Its brand descriptions (./brandCopy) → noSampleCopy.ts: no element shows a description.
 */
const noSampleArt = {
  name: 'giftcash-no-sample-art',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\/(artwork|brandCopy)$/ }, ({ importer, path: wanted }) =>
      importer.startsWith(path.join(ROOT, 'packages', 'sample', 'src') + path.sep)
        ? {
            path: path.join(
              PACKAGE_DIR,
              'src',
              'config',
              wanted === './artwork' ? 'noSampleArt.ts' : 'noSampleCopy.ts',
            ),
          }
        : undefined,
    );
  },
};

/**
 * Core's `sharedContext` module → packages/embed/src/config/localContext.ts: core keeps its React
 * contexts on `globalThis` (shared by two copies of core in one app), which would hand a script's
 * Preact the host page's React context (a partner app on @giftcash/core with the embed script on
 * the same page) or another script's. The scripts keep their own.
 */
const localContexts = {
  name: 'giftcash-local-contexts',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\/sharedContext$/ }, ({ importer }) =>
      importer.startsWith(path.join(ROOT, 'packages', 'core', 'src') + path.sep)
        ? { path: path.join(PACKAGE_DIR, 'src', 'config', 'localContext.ts') }
        : undefined,
    );
  },
};

/** The scripts to build: entry (in src/entries) → output file name. */
export const EMBED_OUTPUTS = [
  { entry: '../index', file: 'index.js', format: 'esm' },
  { entry: '../index', file: 'index.cjs', format: 'cjs' },
  { entry: 'all', file: 'giftcash-embed.iife.js', format: 'iife' },
  { entry: 'all', file: 'giftcash-embed.js', format: 'esm' },
  { entry: 'carousel', file: 'giftcash-carousel.iife.js', format: 'iife' },
  { entry: 'wheel', file: 'giftcash-wheel.iife.js', format: 'iife' },
];

/**
 * Builds every script into `outdir` (default packages/embed/dist). Returns the files written.
 * `version` (default: package.json's) is what the scripts report; tests build a second copy
 * under another version.
 */
export async function buildEmbed({
  outdir = path.join(PACKAGE_DIR, 'dist'),
  minify = true,
  version = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')).version,
} = {}) {
  const css = await buildEmbedCss(ROOT);
  const define = {
    'process.env.NODE_ENV': '"production"',
    __GIFTCASH_EMBED_VERSION__: JSON.stringify(version),
    __GIFTCASH_EMBED_BASE_CSS__: JSON.stringify(css.base),
    __GIFTCASH_EMBED_CAROUSEL_CSS__: JSON.stringify(css.carousel),
    __GIFTCASH_EMBED_WHEEL_CSS__: JSON.stringify(css.wheel),
    __GIFTCASH_EMBED_SCRATCH_CSS__: JSON.stringify(css.scratch),
  };
  // Source maps of an earlier tsup run would describe other code: the scripts ship without maps.
  for (const stale of ['index.js.map', 'index.cjs.map'])
    rmSync(path.join(outdir, stale), { force: true });
  const written = [];
  await Promise.all(
    EMBED_OUTPUTS.map(async ({ entry, file, format }) => {
      const outfile = path.join(outdir, file);
      await build({
        entryPoints: [path.join(PACKAGE_DIR, 'src', 'entries', `${entry}.ts`)],
        outfile,
        bundle: true,
        format,
        platform: 'browser',
        target: 'es2022',
        minify,
        treeShaking: true,
        legalComments: 'none',
        banner: {
          js: `/*! @giftcash/embed ${version} | MIT | bundles Preact (MIT, preactjs.com) */`,
        },
        alias: PREACT_ALIASES,
        plugins: [giftcashSources, noSampleArt, localContexts, inlineWireCodesPlugin()],
        // The classic scripts put their API on `window.GiftCashEmbed` themselves (src/register.ts).
        define: { ...define, __GIFTCASH_EMBED_GLOBAL__: String(format === 'iife') },
        jsx: 'automatic',
        tsconfig: path.join(ROOT, 'tsconfig.json'),
        logLevel: 'warning',
        absWorkingDir: ROOT,
      });
      written.push(outfile);
    }),
  );
  const sri = path.join(outdir, SRI_FILE);
  writeFileSync(sri, `${JSON.stringify(integrityManifest(outdir, version), null, 2)}\n`);
  written.push(sri);
  return written;
}

/** The file, next to the scripts, that lists each script's Subresource Integrity hash. */
export const SRI_FILE = 'sri.json';

/** `sha384-<base64>`: the `integrity` value of `bytes`. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * `{ version, files: { 'giftcash-embed.iife.js': 'sha384-…', … } }` for the browser scripts in
 * `outdir` (the classic scripts and the ES module script), so a page can pin one with
 * `integrity` and `crossorigin="anonymous"`.
 */
export function integrityManifest(outdir, version) {
  const scripts = EMBED_OUTPUTS.filter(({ file }) => file.startsWith('giftcash-'))
    .map(({ file }) => file)
    .sort();
  return {
    version,
    algorithm: 'sha384',
    files: Object.fromEntries(
      scripts.map((file) => [file, integrityOf(readFileSync(path.join(outdir, file)))]),
    ),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--outdir');
  const files = await buildEmbed({
    outdir: at >= 0 ? path.resolve(args[at + 1]) : undefined,
    minify: !args.includes('--no-minify'),
  });
  for (const file of files) process.stdout.write(`embed: ${path.relative(process.cwd(), file)}\n`);
}
