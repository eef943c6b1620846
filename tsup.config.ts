import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
// @ts-expect-error plain ESM helper without types
import { PACKAGES, EXTRA_ENTRIES } from './scripts/aliases.mjs';

/**
 * One config builds every package: ESM + CJS + .d.ts, sourcemaps, react external,
 * a 'use client' banner, and the package's CSS bundled to dist/styles.css.
 * `GIFTCASH_PACKAGE=core tsup` builds one package; scripts/build.mjs builds all in order.
 */
const only = process.env.GIFTCASH_PACKAGE;

function configFor(name: string): Options[] {
  const dir = `packages/${name}`;
  const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { dependencies?: Record<string, string> };
  // Every runtime dependency stays an import, so apps dedupe it; only our own source is bundled.
  const dependencies = Object.keys(manifest.dependencies ?? {}).map((dep) => new RegExp(`^${dep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`));
  const entry: Record<string, string> = { index: `${dir}/src/index.ts` };
  for (const extra of (EXTRA_ENTRIES as Record<string, string[]>)[name] ?? []) entry[extra] = `${dir}/src/${extra}/index.ts`;
  return [
    {
      name: `@giftcash/${name}`,
      entry,
      outDir: `${dir}/dist`,
      format: ['esm', 'cjs'],
      dts: { compilerOptions: { composite: false, paths: {} } },
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
