// Loads TypeScript modules of the repository in plain Node without a build step: esbuild bundles
// one (with the core and sample sources it imports, `@giftcash/*` resolved to the packages' src)
// into node_modules/.cache/giftcash/, and the bundle is imported from there. Other npm packages
// stay external and resolve from the repository's node_modules. The sample API server loads this
// way, and so does the site's Vite config (its sample brand count), so neither needs `dist/`.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRY = path.join(ROOT, 'scripts', 'sample-api', 'server.ts');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'giftcash');

/** `@giftcash/<pkg>` and `@giftcash/<pkg>/<entry>` → that package's TypeScript source, never a stale dist. */
const giftcashSources = {
  name: 'giftcash-sources',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@giftcash\/[\w-]+(\/[\w-]+)?$/ }, ({ path: specifier }) => {
      const [, name, entry] = specifier.match(/^@giftcash\/([\w-]+)(?:\/([\w-]+))?$/);
      return {
        path: path.join(ROOT, 'packages', name, 'src', ...(entry ? [entry] : []), 'index.ts'),
      };
    });
  },
};

/**
 * Bundles one TypeScript module and returns the bundle's path. The file is named after a hash
 * of its content and written atomically, so concurrent callers (Playwright workers, `npm run
 * api`) never import a half-written or stale bundle.
 * @param {string} entry absolute path of the module
 * @returns {Promise<string>}
 */
export async function bundleSource(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [giftcashSources],
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced no output for ${entry}`);
  const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
  const file = path.join(
    CACHE_DIR,
    `${path.basename(entry).replace(/\.[cm]?tsx?$/, '')}-${hash}.mjs`,
  );
  try {
    await access(file);
  } catch {
    await mkdir(CACHE_DIR, { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, output.contents);
    await rename(temp, file);
  }
  return file;
}

/**
 * Imports one TypeScript module of the repository (path relative to its root), bundled on the fly.
 * @param {string} relativePath e.g. `packages/sample/src/brands.ts`
 * @returns {Promise<any>}
 */
export async function loadSource(relativePath) {
  const file = await bundleSource(path.join(ROOT, relativePath));
  return import(pathToFileURL(file).href);
}

/**
 * The sample API module (`startSampleApi`, `parseFault`, `FAULT_KINDS`), bundled on the fly.
 * @returns {Promise<typeof import('./server.ts')>}
 */
export async function loadSampleApi() {
  return loadSource(path.relative(ROOT, ENTRY));
}
