import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
// @ts-expect-error plain ESM helper without types
import { PACKAGES, EXTRA_ENTRIES } from './scripts/aliases.mjs';
import { inlineWireCodesPlugin } from './packages/core/scripts/wireCodes.mjs';

/**
 * One config builds every package: ESM + CJS + .d.ts, sourcemaps, react external, and the
 * package's CSS bundled to dist/styles.css.
 * Run through scripts/build.mjs (all packages in order, or `node scripts/build.mjs core`): it
 * empties dist first and writes the .d.cts twins of the .d.ts files.
 */
const only = process.env.GIFTCASH_PACKAGE;

/**
 * React packages are built module by module: every source file becomes exactly one file in
 * dist (dist/format/money.js from src/format/money.ts), its relative imports kept as imports of
 * the sibling output file. So:
 * - an app's bundler drops whole unused modules (`"sideEffects"` is limited to CSS): importing
 *   `Wheel` alone ships 3.6 KB, not the 27.6 KB of the whole games package (bench/size.mjs);
 * - a module's `'use client'` directive (written at the top of the source file, only where the
 *   module needs React state, effects, context or event handlers) stays on that module alone, so
 *   Server Components can call the data layer, validation and formatting (#17.7). Shared chunks
 *   would mix client and server code under one directive;
 * - nothing in dist is unreachable (the old `modules/` copies were, #17.9), and every source map
 *   describes one file, with relative `sources` and the source text in `sourcesContent`.
 */
const PRESERVE_MODULES = new Set([
  'core',
  'sample',
  'catalogue',
  'brand-detail',
  'games-demo',
  'account',
]);

function sourceModules(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const file = `${folder}/${item.name}`;
      if (item.isDirectory()) {
        if (!['testing', 'test-utils'].includes(item.name) && !item.name.startsWith('__'))
          walk(file);
      } else if (
        /\.tsx?$/.test(item.name) &&
        !/\.(test|stories|types)\.tsx?$/.test(item.name) &&
        !item.name.endsWith('.d.ts')
      ) {
        // (`*.types.ts` holds only types: as a module of its own it would ship an empty file.)
        entries[file.slice(`${dir}/src/`.length).replace(/\.tsx?$/, '')] = file;
      }
    }
  };
  walk(`${dir}/src`);
  return entries;
}

/**
 * esbuild plugin for module-by-module output: a relative import of another source module stays
 * an import, rewritten to that module's output file (`./money` → `./money.js` / `./money.cjs`,
 * `./sample` → `./sample/index.js`).
 */
function keepModules(extension: '.js' | '.cjs'): Plugin {
  return {
    name: 'giftcash-keep-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const target = path.resolve(args.resolveDir, args.path);
        for (const [suffix, file] of [
          ['.ts', ''],
          ['.tsx', ''],
          ['/index.ts', '/index'],
          ['/index.tsx', '/index'],
        ] as const) {
          try {
            readFileSync(target + suffix);
            return { path: `${args.path}${file}${extension}`, external: true };
          } catch {
            // try the next candidate
          }
        }
        return undefined;
      });
    },
  };
}

function configFor(name: string): Options[] {
  const dir = `packages/${name}`;
  const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  // Every runtime dependency stays an import, so apps dedupe it; only our own source is bundled.
  const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).map(
    (dep) => new RegExp(`^${dep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`),
  );
  const publicEntries: Record<string, string> = { index: `${dir}/src/index.ts` };
  for (const extra of (EXTRA_ENTRIES as Record<string, string[]>)[name] ?? [])
    publicEntries[`${extra}/index`] = `${dir}/src/${extra}/index.ts`;
  const preserve = PRESERVE_MODULES.has(name);
  const common: Options = {
    name: `@giftcash/${name}`,
    entry: preserve ? sourceModules(dir) : publicEntries,
    outDir: `${dir}/dist`,
    sourcemap: true,
    target: 'es2020',
    // 'neutral', not 'browser': esbuild would otherwise bake `process.env.NODE_ENV` into the
    // output as "development", so partners' production builds would run development checks.
    // Left alone, the app's bundler decides it (every dependency is external anyway).
    platform: 'neutral',
    tsconfig: 'tsconfig.build.json',
    external: [/^react($|\/)/, /^react-dom($|\/)/, /^@giftcash\//, ...dependencies],
    splitting: !preserve,
    // scripts/build.mjs empties dist first: the configs below run in parallel.
    clean: false,
  };
  const formats: Options[] = preserve
    ? [
        {
          ...common,
          format: 'esm',
          dts: {
            entry: publicEntries,
            compilerOptions: {
              composite: false,
              paths: {},
              ignoreDeprecations: '6.0',
              types: ['node'],
            },
          },
          esbuildPlugins: [keepModules('.js'), inlineWireCodesPlugin()],
        },
        {
          ...common,
          format: 'cjs',
          esbuildPlugins: [keepModules('.cjs'), inlineWireCodesPlugin()],
          outExtension: () => ({ js: '.cjs' }),
        },
      ]
    : [
        {
          ...common,
          format: ['esm', 'cjs'],
          esbuildPlugins: [inlineWireCodesPlugin()],
          dts: {
            entry: publicEntries,
            compilerOptions: {
              composite: false,
              paths: {},
              ignoreDeprecations: '6.0',
              types: ['node'],
            },
          },
          outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
        },
      ];
  return [
    ...formats,
    // Packages without a stylesheet (the sample data) have no CSS build.
    ...(existsSync(`${dir}/src/styles.css`)
      ? [
          {
            name: `@giftcash/${name} css`,
            entry: { styles: `${dir}/src/styles.css` },
            outDir: `${dir}/dist`,
            clean: false,
            minify: false,
            sourcemap: false,
          } satisfies Options,
        ]
      : []),
  ];
}

export default defineConfig(() =>
  (PACKAGES as string[])
    .filter((name) => !only || name === only)
    .flatMap((name) => configFor(name)),
);
