import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  composePage,
  fileFor,
  headersFile,
  INLINE_CSS_LIMIT,
  INLINE_DATA_LIMIT,
  inlinableCss,
  redirectsFile,
  robotsTxt,
  sitemapXml,
  splitPageData,
  // @ts-expect-error plain ESM script without types
} from './prerender.mjs';
// @ts-expect-error plain ESM script without types
import { securityHeaders, STRICT_CSP, PERMISSIONS_POLICY } from './serve.mjs';
// @ts-expect-error: plain ESM script without types
import { nginxServer } from './siteRules.mjs';

const template = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta name="description" content="default" />
    <title>Default</title>
    <script>start()</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
  </head>
  <body>
    <noscript><p>needs JavaScript</p></noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('composePage', () => {
  it('puts the page’s own head, preloads, markup and data into the client build’s index.html', () => {
    const page = composePage(template, {
      head: '<title>Tesco Gift Card</title>',
      html: '<main><h1>Tesco</h1></main>',
      dataScript: '<script type="application/json" id="giftcash-page">{}</script>',
      assets: { js: ['assets/BrandPage.js'], css: ['assets/BrandPage.css'] },
    });
    expect(page).not.toContain('<title>Default</title>');
    expect(page).not.toContain('content="default"');
    expect(page).not.toContain('needs JavaScript');
    expect(page).toContain('<title>Tesco Gift Card</title>');
    // Readable before its script runs: the inline start script requests the code once the page is
    // painted, so the HTML neither loads nor preloads a script itself. The code is named on its
    // tag, outside the bytes the policy's hash covers.
    expect(page).toContain(
      '<script data-entry="/assets/index.js" data-modules="/assets/vendor.js /assets/BrandPage.js" data-fetch="">start()</script>',
    );
    expect(page).not.toMatch(/<script type="module"|modulepreload/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/BrandPage.css">');
    expect(page).toContain('<div id="root"><main><h1>Tesco</h1></main></div>');
    expect(page.indexOf('giftcash-page')).toBeGreaterThan(page.indexOf('<div id="root">'));
  });

  it('writes a page’s own small stylesheet into the page, beside a disabled link that tells the loader it is there', () => {
    const css = '.brand{color:red}';
    const page = composePage(template, {
      head: '',
      html: '',
      dataScript: '',
      assets: {
        js: [],
        css: ['assets/BrandPage.css', 'assets/Big.css'],
        inlineCss: { 'assets/BrandPage.css': css },
      },
    });
    expect(page).toContain(
      `<style data-href="/assets/BrandPage.css">${css}</style><link rel="stylesheet" crossorigin href="/assets/BrandPage.css" disabled>`,
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/Big.css">');
  });

  it('inlines only stylesheets that read the same from any address and cannot end their element', () => {
    expect(inlinableCss('.a{color:red}')).toBe('.a{color:red}');
    expect(inlinableCss('.a{background:url(/assets/x.svg)}')).not.toBeNull();
    expect(inlinableCss('.a{background:url("data:image/svg+xml,x")}')).not.toBeNull();
    expect(inlinableCss('.a{background:url(x.svg)}')).toBeNull();
    expect(inlinableCss(".a{background:url( '../x.svg')}")).toBeNull();
    expect(inlinableCss('.a{content:"</style><script>"}')).toBeNull();
    expect(inlinableCss(`.a{}${' '.repeat(INLINE_CSS_LIMIT)}`)).toBeNull();
  });

  it('the shell keeps the default head, is not indexed, and says JavaScript is needed', () => {
    const shell = composePage(template, {
      head: '',
      html: '<div class="site-boot"></div>',
      dataScript: '',
      assets: { js: [], css: [] },
      shell: true,
    });
    expect(shell).toContain('<title>Default</title>');
    expect(shell).toContain('<meta name="robots" content="noindex">');
    expect(shell).toContain('needs JavaScript');
    expect(shell).toContain('<script>start()</script>');
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(shell).not.toContain('data-entry');
  });
});

describe('fileFor (a brand id from an API never writes outside the site)', () => {
  it('maps addresses to <path>/index.html', () => {
    expect(fileFor('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(fileFor('/out', '/brand/tesco')).toBe(path.join('/out', 'brand', 'tesco', 'index.html'));
    expect(fileFor('/out', '/brand/caf%C3%A9')).toBe(
      path.join('/out', 'brand', 'café', 'index.html'),
    );
  });
  it('refuses ids that would leave the folder', () => {
    for (const id of ['..', '.', '..%2F..%2Fetc', 'a%2Fb', 'a%5Cb', 'a%00b'])
      expect(() => fileFor('/out', `/brand/${id}`), id).toThrow(/outside the site/);
  });
});

describe('sitemap.xml, robots.txt, _headers and _redirects', () => {
  it('lists every address it is given, escaped, with the date', () => {
    const xml = sitemapXml(
      ['https://giftcash.co.uk/', 'https://giftcash.co.uk/brand/m%26s'],
      '2026-11-23',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://giftcash.co.uk/</loc><lastmod>2026-11-23</lastmod></url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
  it('robots.txt points at the sitemap and keeps crawlers out of the account area', () => {
    expect(robotsTxt('https://giftcash.co.uk')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /profile\n\nSitemap: https://giftcash.co.uk/sitemap.xml\n',
    );
  });
  it('_headers carries exactly the headers npm start sends, and the shell is the fallback', () => {
    const file = headersFile() as string;
    for (const [name, value] of Object.entries(
      securityHeaders({ csp: true }) as Record<string, string>,
    ))
      expect(file).toContain(`  ${name}: ${value}\n`);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headersFile(['https://api.example.co.uk'])).toContain(
      "connect-src 'self' https://api.example.co.uk;",
    );
    expect(redirectsFile()).toBe(
      '/assets/*  /shell.html  404\n/_headers  /shell.html  404\n/_redirects  /shell.html  404\n/*  /shell.html  200\n',
    );
  });
  it('the site README’s nginx block is the one generated from the same rules', () => {
    const readme = readFileSync(
      path.join(import.meta.dirname, '..', 'playground', 'README.md'),
      'utf8',
    );
    const block = /```nginx\n([\s\S]*?)\n```/.exec(readme)?.[1];
    // `'sha256-…'` stands for the hash of the deployed build's inline start script.
    expect(block).toBe(
      `server {\n    listen 80;\n${nginxServer({ root: '/srv/giftcash/playground/dist', scriptHashes: ["'sha256-…'"], indent: '    ' })}\n}`,
    );
    expect(block).toContain(
      `add_header Content-Security-Policy "${(STRICT_CSP as string).replace("script-src 'self'", "script-src 'self' 'sha256-…'")}" always;`,
    );
    expect(block).toContain(`add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`);
    expect(block).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});

describe('splitPageData', () => {
  it('keeps small answers inline and writes large ones once, as content-hashed files shared by pages', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'giftcash-data-'));
    try {
      const big = {
        brands: Array.from({ length: 400 }, (_, index) => ({
          id: `brand-${index}`,
          name: `Brand ${index}`,
        })),
        categories: [],
      };
      const first = splitPageData(dir, { brands: big, winners: { items: [] } });
      const second = splitPageData(dir, { brands: JSON.parse(JSON.stringify(big)) });
      expect(JSON.stringify(big).length).toBeGreaterThan(INLINE_DATA_LIMIT);
      expect(first.data).toEqual({ winners: { items: [] } });
      expect(first.files.brands).toMatch(/^\/assets\/data\/brands-[0-9a-f]{12}\.json$/);
      expect(second.files.brands).toBe(first.files.brands);
      expect(readdirSync(path.join(dir, 'assets/data'))).toHaveLength(1);
      expect(JSON.parse(readFileSync(path.join(dir, first.files.brands), 'utf8'))).toEqual(big);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has the data files requested with the page’s code', () => {
    const page = composePage(template, {
      head: '',
      html: '',
      dataScript: '',
      assets: { js: [], css: [], data: ['/assets/data/brands-1.json'] },
    });
    expect(page).toContain('data-fetch="/assets/data/brands-1.json"');
  });
});
