import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
// @ts-expect-error plain ESM helper without types
import { PACKAGES, EXTRA_ENTRIES } from './scripts/aliases.mjs';

/**
 * One config builds every package: ESM + CJS + .d.ts, sourcemaps, react external,
 * a 'use client' banner, and the package's CSS bundled to dist/styles.css.
 * `GIFTCASH_PACKAGE=core tsup` builds one package; scripts/build.mjs builds all in order.
 */
const only = process.env.GIFTCASH_PACKAGE;

/**
 * Packages built module by module: every source file is an entry, so the output keeps module
 * boundaries (like rollup's preserveModules). With `"sideEffects"` limited to CSS, an app's
 * bundler then drops whole unused modules and splits at module granularity. In one bundled file
 * it could not: top-level `forwardRef(...)` calls count as side effects, so importing `Wheel` alone
 * shipped the whole games package (27.6 KB instead of 3.6 KB, measured by bench/size.mjs).
 */
const PRESERVE_MODULES = new Set(['core', 'catalogue', 'brand-detail', 'games-demo', 'account']);

function sourceModules(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const file = `${folder}/${item.name}`;
      if (item.isDirectory()) {
        if (!['testing', 'test-utils', 'sample'].includes(item.name) && !item.name.startsWith('__')) walk(file);
      } else if (/\.tsx?$/.test(item.name) && !/\.(test|stories)\.tsx?$/.test(item.name) && !item.name.endsWith('.d.ts')) {
        entries[`modules/${file.slice(`${dir}/src/`.length).replace(/\.tsx?$/, '')}`] = file;
      }
    }
  };
  walk(`${dir}/src`);
  return entries;
}

function configFor(name: string): Options[] {
  const dir = `packages/${name}`;
  const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { dependencies?: Record<string, string> };
  // Every runtime dependency stays an import, so apps dedupe it; only our own source is bundled.
  const dependencies = Object.keys(manifest.dependencies ?? {}).map((dep) => new RegExp(`^${dep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`));
  const entry: Record<string, string> = { index: `${dir}/src/index.ts` };
  for (const extra of (EXTRA_ENTRIES as Record<string, string[]>)[name] ?? []) entry[extra] = `${dir}/src/${extra}/index.ts`;
  const publicEntries = { ...entry };
  if (PRESERVE_MODULES.has(name)) Object.assign(entry, sourceModules(dir));
  return [
    {
      name: `@giftcash/${name}`,
      entry,
      outDir: `${dir}/dist`,
      format: ['esm', 'cjs'],
      dts: { entry: publicEntries, compilerOptions: { composite: false, paths: {} } },
      sourcemap: true,
      clean: true,
      splitting: true,
      target: 'es2020',
      platform: 'browser',
      tsconfig: 'tsconfig.build.json',
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@giftcash\//, ...dependencies],
      banner: { js: "'use client';" },
      outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
    },
    {
      name: `@giftcash/${name} css`,
      entry: { styles: `${dir}/src/styles.css` },
      outDir: `${dir}/dist`,
      clean: false,
      minify: false,
      sourcemap: false,
    },
  ];
}

export default defineConfig(() =>
  (PACKAGES as string[]).filter((name) => !only || name === only).flatMap((name) => configFor(name)),
);
