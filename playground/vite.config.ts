import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, transformWithEsbuild, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
// @ts-expect-error plain ESM helper without types
import { sourceAliases, ROOT } from '../scripts/aliases.mjs';
import { embedRelease } from '../scripts/embedRelease.mjs';
import { forgetSiteBuild, recordSiteBuild, siteInputs, SITE_DIR } from '../scripts/siteBuild.mjs';
import { loadSource } from '../scripts/sample-api/load.mjs';
import { inlineWireCodesVite } from '../packages/core/scripts/wireCodes.mjs';
import type * as SampleBrands from '../packages/sample/src/brands';
import { formatBrandCount } from '../packages/core/src/format/format';
import { withPageRules } from './src/shell/pageRules';

/**
 * How many brands the sample data holds: what pages without data of their own advertise. The
 * sample is loaded from source through esbuild: a plain import here would reach `@giftcash/core`
 * through its package.json, whose `dist/` a fresh clone does not have yet.
 */
const { buildBrands } = (await loadSource('packages/sample/src/brands.ts')) as typeof SampleBrands;
const SAMPLE_BRAND_COUNT = buildBrands().length;

/** The HTML shell (before any data) says the same brand count: `{{brandCount}}` in index.html. */
function brandCountInHtml(): Plugin {
  return {
    name: 'giftcash-brand-count',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('{{brandCount}}', formatBrandCount(SAMPLE_BRAND_COUNT)),
    },
  };
}

/**
 * After the client build, prerenders every public route into static HTML (scripts/prerender.mjs):
 * any `vite build` of the site, `npm start`, `npm test` and the bench included.
 * GIFTCASH_PRERENDER=0 skips it (a client-rendered build, e.g. to compare).
 *
 * A finished build into playground/dist then records what it was built from
 * (scripts/siteBuild.mjs), so `npm start` serves it again without rebuilding while nothing it reads
 * has changed; a build that stops half-way leaves no record.
 */
function prerender(): Plugin {
  let config: ResolvedConfig;
  let inputs = '';
  return {
    name: 'giftcash-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      const intoSiteDir = !resolved.build.ssr && path.resolve(resolved.build.outDir) === SITE_DIR;
      inputs = intoSiteDir ? siteInputs() : '';
    },
    buildStart() {
      if (inputs) forgetSiteBuild();
    },
    async closeBundle() {
      if (config.build.ssr) return;
      if (process.env.GIFTCASH_PRERENDER !== '0') {
        // @ts-expect-error plain ESM helper without types
        const { prerenderSite } = (await import('../scripts/prerender.mjs')) as {
          prerenderSite: (options: object) => Promise<void>;
        };
        await prerenderSite({
          outDir: config.build.outDir,
          siteUrl: config.env.GIFTCASH_SITE_URL ?? process.env.GIFTCASH_SITE_URL,
          api: config.env.GIFTCASH_API ?? process.env.GIFTCASH_API,
        });
      }
      if (inputs) recordSiteBuild(inputs);
    },
  };
}

/**
 * playground/page-start.js is the one script every page runs before its first paint, inline in
 * <head> (a file there would be a request the first paint waits for). Its keys and values come from
 * src/shell/pageRules.ts, written in here, so the app and the script share one copy of each rule;
 * it is minified, and the `<script src="/page-start.js"></script>` of index.html becomes the
 * script itself. The Content-Security-Policy allows it by the SHA-256 of those bytes, which
 * scripts/siteRules.mjs reads from the built page. public/page-init.js (held taps and typing,
 * loaded once the page is painted) ships minified too (Vite copies public files as they are).
 */
function pageInit(): Plugin {
  let outDir = '';
  return {
    name: 'giftcash-page-init',
    configResolved(resolved) {
      outDir = resolved.command === 'build' && !resolved.build.ssr ? resolved.build.outDir : '';
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const tag = '<script src="/page-start.js"></script>';
        if (!html.includes(tag)) throw new Error(`playground/index.html must contain ${tag}`);
        const file = path.join(ROOT, 'playground/page-start.js');
        const { code } = await transformWithEsbuild(
          withPageRules(await readFile(file, 'utf8')),
          file,
          { minify: true, target: 'es2015', loader: 'js' },
        );
        if (/<\/script|<!--/i.test(code))
          throw new Error('page-start.js must not contain </script or <!-- (it is inlined)');
        return html.replace(tag, () => `<script>${code.trim()}</script>`);
      },
    },
    async writeBundle() {
      if (!outDir) return;
      const file = path.join(outDir, 'page-init.js');
      const { code } = await transformWithEsbuild(await readFile(file, 'utf8'), file, {
        minify: true,
        target: 'es2015',
        loader: 'js',
      });
      await writeFile(file, code);
    },
  };
}

/**
 * The entry chunks of the build, by file name, read when the bundle is written (before Vite
 * writes each dynamic import's preload list, which `resolveDependencies` below filters).
 */
const entryChunks = new Set<string>();
function recordEntryChunks(): Plugin {
  return {
    name: 'giftcash-entry-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      entryChunks.clear();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) entryChunks.add(chunk.fileName);
    },
  };
}

/**
 * Every page preloads the one font file its first screen needs: the basic Figtree woff2 of
 * @giftcash/core/font.css (ASCII, £ and punctuation, all weights in one file), by its hashed
 * name, so the text swaps to it early; the metric-matched fallback keeps that swap from moving
 * anything. The extra Latin file (accented letters) loads only where a page's text needs it.
 */
function preloadFont(): Plugin {
  let base = '/';
  return {
    name: 'giftcash-preload-font',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (file) =>
            file.type === 'asset' && /figtree-basic-wght-normal[^/]*\.woff2$/.test(file.fileName),
        );
        if (!font)
          throw new Error(
            'giftcash-preload-font: the Figtree woff2 is not in the build (is @giftcash/core/font.css imported?)',
          );
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: path.join(ROOT, 'playground'),
  plugins: [
    inlineWireCodesVite(),
    react(),
    recordEntryChunks(),
    embedRelease(),
    brandCountInHtml(),
    preloadFont(),
    pageInit(),
    prerender(),
  ],
  define: { __GIFTCASH_SAMPLE_BRAND_COUNT__: JSON.stringify(SAMPLE_BRAND_COUNT) },
  resolve: {
    alias: [
      ...sourceAliases(),
      // React 19 has useSyncExternalStore: wouter's shim for React before 18 would ship on every page.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.join(ROOT, 'playground/src/shims/useSyncExternalStore.ts'),
      },
    ],
  },
  envPrefix: 'GIFTCASH_',
  server: { host: '127.0.0.1', port: Number(process.env.PORT) || 5173 },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: SITE_DIR,
    emptyOutDir: true,
    // Hidden maps (no sourceMappingURL in the files), moved out of the site by the prerender
    // (scripts/prerender.mjs moveSourceMaps): production serves no source maps, and a field
    // error report is read against the maps kept with the build.
    sourcemap: 'hidden',
    // Every browser with module scripts and <link rel=modulepreload> runs ES2022: class fields and
    // `??=` ship as written instead of as helpers in the entry chunk.
    target: 'es2022',
    // The polyfill serves browsers without modulepreload (Safari before 17, Firefox before 115),
    // and every visitor paid for it in the entry chunk; those browsers still load every chunk,
    // just without the head start.
    // A chunk that imports back from the entry listed the entry among its dynamic imports'
    // preloads. The entry has always run by then, so the link fetched nothing; and where a
    // parser-inserted <script type=module> loaded it (the shell page: /account and every other
    // client-rendered address), Firefox fires `error` at a modulepreload of a module already
    // loaded that way, which error monitors count.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !entryChunks.has(dep)),
    },
    assetsInlineLimit: 0,
    // Read by the prerender (which page needs which chunks), then removed from the output.
    manifest: true,
    rolldownOptions: {
      // wouter's `Link = forwardRef(…)` is a call the bundler cannot prove pure: it shipped on every
      // page though the site never renders it (its links are @giftcash/core's).
      treeshake: { manualPureFunctions: ['forwardRef'] },
      output: {
        // Everything the entry imports statically loads on every page anyway: one chunk instead of
        // a dozen sub-kilobyte ones (each a request, and a round trip on a phone network).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // Pieces of @giftcash/core that pages share, a few hundred bytes each: one chunk per
            // kind instead of one per module (each a request, and its own imports and exports).
            {
              name: 'resource',
              test: /packages\/core\/src\/(react\/useResource|react\/useMediaQuery|data\/sameJson|data\/errors)\.ts$/,
            },
            // With the few small pieces of @giftcash/core every page with brands or games renders
            // (images, status line, hydration flag, controlled state): one file instead of seven,
            // each a request, and each compressed on its own (together they gzip ~40 % smaller).
            {
              name: 'format',
              test: /packages\/core\/src\/(format\/(format|money|parseAmount|ukClock)|react\/(FallbackImage|StatusMessage|useControllableState|useHydrated)|browser\/safeImageUrl|interaction\/useComposedRefs)\.tsx?$/,
            },
            // The home hero's animated count. Not the store badges: only sections that hydrate
            // later show them (the popular grid, the footer), and in this chunk the home page
            // loaded them before it could hydrate.
            {
              name: 'hero',
              test: /packages\/core\/src\/(react\/useCountUp|format\/countUp)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
