// Prerenders the reference website after Vite's client build (called by the `giftcash-prerender`
// plugin of playground/vite.config.ts, so every `vite build` of the site does it):
// 1. builds playground/src/entry-server.tsx as a Vite SSR bundle (same aliases and React plugin),
// 2. reads every public endpoint once from the build's data source (GIFTCASH_API, else sample),
// 3. renders every public route and every brand page with react-dom/static into
//    <path>/index.html, from the client build's index.html, with the page's own metadata,
//    its data as a JSON <script> (never executed, so the strict CSP holds), and preloads of
//    its code and CSS; `shell.html` is the client-rendered page for every other address,
// 4. writes the sample brands' art as files in the house typeface (scripts/sample-art.mjs, sample data
//    only), draws the link previews (scripts/og-images.mjs) and writes sitemap.xml and robots.txt.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, sourceAliases } from './aliases.mjs';
import { brandImageSvg, loadArt, logoSvg, siteImageSvg, writeImages } from './og-images.mjs';
import { writeSampleArt } from './sample-art.mjs';
import { buildOrigins, headersFile, inlineScriptHashes, redirectsFile } from './siteRules.mjs';

const log = (message) => console.log(`[prerender] ${message}`);

/** Builds the SSR bundle into a private folder and imports it. */
async function loadServerEntry() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { embedRelease } = await import('./embedRelease.mjs');
  const outDir = path.join(ROOT, 'node_modules/.cache/giftcash', `ssr-${process.pid}`);
  await build({
    configFile: false,
    root: path.join(ROOT, 'playground'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), embedRelease()],
    resolve: { alias: sourceAliases() },
    envPrefix: 'GIFTCASH_',
    build: {
      ssr: path.join(ROOT, 'playground/src/entry-server.tsx'),
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      rollupOptions: {
        output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  const entry = await import(pathToFileURL(path.join(outDir, 'entry-server.mjs')).href);
  return { entry, cleanup: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The client files (JS to preload, CSS to link) that a lazily loaded page component needs. */
function pageAssets(manifest, componentNames) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const name of componentNames) {
    const key = Object.keys(manifest).find(
      (candidate) => candidate.endsWith(`/${name}.tsx`) && manifest[candidate].isDynamicEntry,
    );
    if (key) visit(key);
    else log(`warning: no chunk found for page component ${name}; its code loads after the entry`);
  }
  // What the entry already loads needs no second mention.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const already = new Set();
  const walk = (chunk) => {
    if (!chunk || already.has(chunk.file)) return;
    already.add(chunk.file);
    for (const file of chunk.css ?? []) already.add(file);
    for (const imported of chunk.imports ?? []) walk(manifest[imported]);
  };
  walk(entry);
  return {
    js: [...js].filter((file) => !already.has(file)),
    css: [...css].filter((file) => !already.has(file)),
  };
}

/** Answers larger than this go to a shared, content-hashed JSON file instead of the page. */
export const INLINE_DATA_LIMIT = 8 * 1024;

/**
 * Splits what a page read into inline data (small answers) and data files (large ones, written
 * once under assets/data/ with a content hash, so pages showing the same answer share the file
 * and it can be cached for a year).
 */
export function splitPageData(outDir, used) {
  const data = {};
  const files = {};
  for (const [key, value] of Object.entries(used)) {
    const json = JSON.stringify(value);
    if (json.length <= INLINE_DATA_LIMIT) {
      data[key] = value;
      continue;
    }
    const name = `${key}-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
    const file = path.join(outDir, 'assets', 'data', name);
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, json);
    }
    files[key] = `/assets/data/${name}`;
  }
  return { data, files };
}

/** A page's own stylesheet up to this size is written into its HTML instead of linked. */
export const INLINE_CSS_LIMIT = 16 * 1024;

/**
 * The text of a page's own stylesheet when it can go into the page as a `<style>`: small, and
 * nothing in it that would read differently from the page's address (a relative `url()`) or end
 * the element early. `null` keeps the link.
 */
export function inlinableCss(text) {
  if (
    text.length > INLINE_CSS_LIMIT ||
    /<\/style/i.test(text) ||
    /url\(\s*(?!['"]?(?:[a-z][a-z0-9+.-]*:|\/))/i.test(text)
  )
    return null;
  return text;
}

const escapeAttr = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The client build's index.html turned into a page: head tags, markup, data. */
export function composePage(template, { head, html, dataScript, assets, shell = false }) {
  // A prerendered page brings its own title and description, and works without JavaScript.
  let page = shell
    ? template
    : template
        .replace(/\s*<title>[\s\S]*?<\/title>/, '')
        .replace(/\s*<meta name="description"[^>]*>/, '')
        .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  // A page's own small stylesheet is in the page: on a phone's connection a second render-blocking
  // request costs a round trip before the first paint. The disabled link beside it is never
  // fetched; it tells Vite's loader the sheet is there, so the page's code does not request it again.
  const links = assets.css.map((file) => {
    const href = `/${escapeAttr(file)}`;
    const text = assets.inlineCss?.[file];
    return text === undefined
      ? `<link rel="stylesheet" crossorigin href="${href}">`
      : `<style data-href="${href}">${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
  if (shell) {
    // The shell renders nothing without its script: it keeps the browser's default loading.
    links.push(
      ...assets.js.map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`,
      ),
      ...(assets.data ?? []).map(
        (file) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(file)}">`,
      ),
    );
  } else {
    // A prerendered page is readable before any script runs, so its code and data wait until it
    // has been painted: the inline start script (playground/page-start.js, already in the head for
    // the theme) requests them once the first frame is on screen. Before, ~100 KB of
    // script and the data files came in ahead of that frame; on a slow phone they shared the
    // connection with the first screen's stylesheets and images, and their evaluation held the paint.
    const entry = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(page);
    if (!entry) throw new Error('playground/index.html must load its entry as a module script');
    page = page.replace(entry[0], '');
    // Vite's own modulepreloads (the entry's static imports) go the same way as the page's chunks.
    const modules = [];
    page = page.replace(/\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g, (_, href) => {
      modules.push(href);
      return '';
    });
    modules.push(...assets.js.map((file) => `/${file}`));
    const list = (values) => escapeAttr(values.join(' '));
    // The page's data files come with its code (fetch() reads them the same way: CORS mode, same origin).
    // They are named on the start script's tag (attributes are not part of the bytes its CSP hash covers).
    const init = '<script>';
    if (!page.includes(init))
      throw new Error(
        'playground/index.html must contain the inline start script (<script> with no attributes)',
      );
    page = page.replace(
      init,
      () =>
        `<script data-entry="${escapeAttr(entry[1])}" data-modules="${list(modules)}" data-fetch="${list(assets.data ?? [])}">`,
    );
  }
  const extra = [shell ? '<meta name="robots" content="noindex">' : '', head, ...links]
    .filter(Boolean)
    .join('\n    ');
  page = page.replace('</head>', `    ${extra}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!page.includes(root))
    throw new Error('playground/index.html must contain <div id="root"></div>');
  return page.replace(
    root,
    `<div id="root">${html}</div>${dataScript ? `\n    ${dataScript}` : ''}`,
  );
}

const xmlEscape = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * Where a build's source maps go: beside the site, never in it (`playground/dist-sourcemaps` for
 * `playground/dist`). The build makes hidden maps (no `sourceMappingURL` in the files), so
 * production serves none, and an error report from the field is read against these, kept with
 * the build (upload them to an error tracker; they are not deployed).
 */
export const sourceMapsDir = (outDir) => `${path.resolve(outDir)}-sourcemaps`;

/** Moves every `.map` file under `outDir` to {@link sourceMapsDir}, keeping paths; returns how many. */
export function moveSourceMaps(outDir) {
  const target = sourceMapsDir(outDir);
  rmSync(target, { recursive: true, force: true });
  let moved = 0;
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const from = path.join(entry.parentPath ?? entry.path, entry.name);
    const to = path.join(target, path.relative(outDir, from));
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
    moved += 1;
  }
  return moved;
}

export function sitemapXml(urls, lastModified) {
  const body = urls
    .map((url) => `  <url><loc>${xmlEscape(url)}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

// `_headers` and `_redirects` come from scripts/siteRules.mjs, the rules every host is generated from.
export { headersFile, redirectsFile };

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /profile',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Where a prerendered address is written: `/` → index.html, `/brand/x` → brand/x/index.html. */
export function fileFor(outDir, pagePath) {
  const segments = pagePath
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (
    segments.some(
      (segment) =>
        segment === '.' ||
        segment === '..' ||
        segment.includes('/') ||
        segment.includes('\\') ||
        segment.includes('\0'),
    )
  ) {
    throw new Error(`Refusing to write a page outside the site for ${pagePath}`);
  }
  return path.join(outDir, ...segments, 'index.html');
}

/**
 * Prerenders the site in `outDir` (the client build). Options: `siteUrl` (GIFTCASH_SITE_URL),
 * `api` (GIFTCASH_API), `allow` (GIFTCASH_API_ALLOW, for the policy's `connect-src`), `now` (the
 * render instant, for tests).
 */
export async function prerenderSite({
  outDir,
  siteUrl = process.env.GIFTCASH_SITE_URL,
  api = process.env.GIFTCASH_API,
  allow = process.env.GIFTCASH_API_ALLOW,
  now = Date.now(),
} = {}) {
  const started = Date.now();
  const { entry, cleanup } = await loadServerEntry();
  try {
    const origin = entry.siteOrigin(siteUrl);
    const siteHost = new URL(origin).host;
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const manifestFile = path.join(outDir, '.vite/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const dataSource = entry.buildDataSource(api);
    const { data, failures } = await entry.readPublicData(dataSource.provider);
    for (const failure of failures)
      log(`warning: could not read ${failure}; pages that show it render their loading state`);
    if (!data.brands)
      throw new Error(
        `Prerender: the brands could not be read from ${api ? `${api}/brands` : 'the sample data'} (${failures.join('; ')})`,
      );

    // Every page advertises the same brand count: the build's brand list.
    const brandCount = data.brands.brands.length;
    const pages = [];
    for (const page of entry.PUBLIC_PAGES)
      pages.push({
        path: page.path,
        meta: entry.pageMeta(page, origin, brandCount),
        available: data,
        sitemap: !page.canonicalPath,
      });
    const seen = new Set();
    for (const brand of data.brands.brands) {
      const pagePath = entry.brandPath(brand.id);
      if (seen.has(pagePath)) continue;
      seen.add(pagePath);
      // A brand page carries its own brand only (the brand page finds it by id among the brands).
      pages.push({
        path: pagePath,
        meta: entry.brandMeta(brand, origin),
        available: { ...data, brands: { ...data.brands, brands: [brand] } },
        sitemap: true,
        brand,
      });
    }

    let bytes = 0;
    const cssTexts = new Map();
    for (const page of pages) {
      const rendered = await entry.renderPage(
        page.path,
        dataSource,
        page.available,
        now,
        brandCount,
      );
      const { data: inline, files } = splitPageData(outDir, rendered.used);
      const dataScript = `<script type="application/json" id="${entry.PAGE_DATA_ID}">${entry.serializePageData({ path: page.path, renderedAt: now, data: inline, ...(Object.keys(files).length ? { files } : {}), brandCount })}</script>`;
      const assets = pageAssets(manifest, rendered.pages);
      const inlineCss = {};
      for (const file of assets.css) {
        if (!cssTexts.has(file))
          cssTexts.set(file, inlinableCss(readFileSync(path.join(outDir, file), 'utf8')));
        const text = cssTexts.get(file);
        if (text !== null) inlineCss[file] = text;
      }
      const html = composePage(template, {
        head: entry.renderHead(page.meta),
        html: rendered.html,
        dataScript,
        assets: { ...assets, inlineCss, data: Object.values(files) },
      });
      const file = fileFor(outDir, page.path);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      bytes += html.length;
    }
    // Every other address (account pages, game pages, redirects, unknown paths): rendered in the browser.
    writeFileSync(
      path.join(outDir, 'shell.html'),
      composePage(template, {
        head: '',
        html: '<div class="site-boot" aria-busy="true"></div>',
        dataScript: '',
        assets: { js: [], css: [] },
        shell: true,
      }),
    );
    log(
      `${pages.length} pages (${(bytes / 1024 / 1024).toFixed(1)} MB of HTML) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // The sample brands' art as files in the house typeface (on the sample data only: an API names its own art).
    let sampleArt;
    if (dataSource.kind === 'sample') {
      sampleArt = await writeSampleArt(outDir, entry.sampleArtFiles());
      log(
        `${sampleArt.written} sample art files (${sampleArt.outlined} outlined, ${sampleArt.cached} from cache; ${(sampleArt.bytes / 1024).toFixed(0)} KB) in ${(sampleArt.ms / 1000).toFixed(1)} s`,
      );
    }

    // Link previews.
    const jobs = [
      {
        file: entry.SITE_IMAGE_NAME,
        svg: siteImageSvg({
          claim: entry.HERO_CLAIM,
          siteHost,
          brands: `${entry.formatBrandCount(brandCount)} UK brands`,
        }),
      },
      { file: 'giftcash-logo.png', svg: logoSvg() },
    ];
    for (const page of pages) {
      if (!page.brand) continue;
      const url = page.brand.detail?.assets?.gift_card_url;
      const file = typeof url === 'string' ? sampleArt?.svgOf(url) : undefined;
      const art = await loadArt(file ? `data:image/svg+xml,${encodeURIComponent(file)}` : url);
      jobs.push({
        file: entry.brandImageName(page.brand.id),
        svg: brandImageSvg({
          name: page.brand.name,
          offer: entry.brandOffer(page.brand),
          art,
          siteHost,
        }),
      });
    }
    const images = await writeImages(outDir, jobs);
    log(
      `${images.written} preview images (${images.rendered} drawn, ${images.cached} from cache) in ${(images.ms / 1000).toFixed(1)} s`,
    );

    const lastModified = new Date(now).toISOString().slice(0, 10);
    writeFileSync(
      path.join(outDir, 'sitemap.xml'),
      sitemapXml(
        pages
          .filter((page) => page.sitemap)
          .map((page) => `${origin}${page.path === '/' ? '/' : page.path}`),
        lastModified,
      ),
    );
    writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(origin));
    // The policy allows the origins this build was made for: its API and the allowed `?api=` origins.
    const connectOrigins = buildOrigins({
      GIFTCASH_API: dataSource.kind === 'http' ? dataSource.baseUrl : undefined,
      GIFTCASH_API_ALLOW: allow,
    });
    // and the inline start script every page carries, by the hash of its bytes in this build.
    writeFileSync(
      path.join(outDir, '_headers'),
      headersFile(connectOrigins, inlineScriptHashes(template)),
    );
    writeFileSync(path.join(outDir, '_redirects'), redirectsFile());
    // The manifest only served the prerender; it is not part of the site.
    rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
    const maps = moveSourceMaps(outDir);
    if (maps) log(`${maps} source maps moved out of the site to ${sourceMapsDir(outDir)}`);
    log(
      `done in ${((Date.now() - started) / 1000).toFixed(1)} s (site ${origin}, data: ${dataSource.kind === 'http' ? dataSource.baseUrl : 'sample'})`,
    );
  } finally {
    cleanup();
  }
}
