// The built site on a real web server. The same checks run against scripts/serve.mjs (project
// `sample`, started here with the production options) and against Debian's nginx configured by
// scripts/nginx.mjs (project `nginx`, started by Playwright): every page the site links to loads
// from its address (dots included), missing hashed files are 404s, every answer carries the
// production headers of scripts/siteRules.mjs, the build's `_headers` and `_redirects` say the
// same, a `?api=` origin the production policy blocks is refused with a notice, one list of
// hostile addresses gets the same answer from both hosts, and no source map is served.
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { SITE_DIR } from '../env';
import { acceptCookies, expect, test, type Page } from '../fixtures';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from '../../scripts/serve.mjs';
import {
  buildOrigins,
  cacheControl,
  contentType,
  FALLBACK_PAGE,
  missingFileAnswer,
  securityHeaders,
  siteScriptHashes,
  // @ts-expect-error plain ESM script without types
} from '../../scripts/siteRules.mjs';

const connectOrigins = buildOrigins(process.env) as string[];
// The policy allows the build's inline start script by its hash (checked against its bytes in e2e/reliability/prerender.spec.ts).
const expectedHeaders = securityHeaders({
  csp: true,
  connectOrigins,
  scriptHashes: siteScriptHashes(SITE_DIR),
}) as Record<string, string>;
const siteFile = (name: string) => readFileSync(path.join(SITE_DIR, name), 'utf8');

let base = '';
let server: Server | undefined;
test.beforeAll(async ({}, info) => {
  if (info.project.name === 'nginx') {
    base = String(info.project.use.baseURL);
    return;
  }
  server = (await startStaticServer({
    dir: SITE_DIR,
    port: 0,
    csp: true,
    connectOrigins,
  })) as Server;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** The build's own addresses: every page in the sitemap, the files the pages load, one hashed asset. */
function builtAddresses(): string[] {
  const pages = [...siteFile('sitemap.xml').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  );
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(siteFile('shell.html'))?.[1];
  expect(pages.length, 'pages in the sitemap').toBeGreaterThan(100);
  expect(asset, 'an asset of the build').toBeTruthy();
  return [
    ...pages,
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.svg',
    '/page-init.js',
    '/complaints-policy.pdf',
    asset as string,
  ];
}

/** Addresses with no file: signed-in pages, client redirects, unknown paths and brand ids with dots. */
const PAGES_WITHOUT_FILES = [
  '/account',
  '/account/gift-card-orders',
  '/profile',
  '/gift-cards',
  '/wheel-of-fortune',
  '/no-such-page',
  '/brand/x/y/z',
  '/brand/boots.com',
  '/brand/m.and.s',
  '/brand/next.js',
  '/brand/caf%C3%A9.co.uk',
];
const MISSING_FILES = [
  '/assets/index-0000000000.js',
  '/assets/data/brands-000000000000.json',
  '/_headers',
  '/_redirects',
];

function expectProductionHeaders(response: APIResponse, address: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(expectedHeaders))
    expect(headers[name.toLowerCase()], `${name} of ${address}`).toBe(value);
  const connect = /connect-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  expect(connect, `connect-src of ${address}`).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
}

/** Netlify / Cloudflare Pages reading of `_headers`: the headers of every block whose pattern matches. */
function headersFromFile(address: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of siteFile('_headers').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      matches = pattern.test(address);
    } else if (matches) {
      const [name, ...value] = line.trim().split(':');
      headers[String(name).toLowerCase()] = value.join(':').trim();
    }
  }
  return headers;
}

/** The first `_redirects` rule for an address with no file: `{ to, status }`. */
function redirectFromFile(address: string): { to: string; status: number } | undefined {
  for (const line of siteFile('_redirects').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || line.startsWith('#')) continue;
    const pattern = new RegExp(
      `^${from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
    );
    if (pattern.test(address)) return { to: String(to), status: Number(status) };
  }
  return undefined;
}

test('every page of the build and every address the app handles loads from its address, with the production headers', async ({
  request,
}) => {
  const shell = siteFile(FALLBACK_PAGE.slice(1));
  for (const address of builtAddresses()) {
    const response = await request.get(`${base}${address}`);
    expect(response.status(), address).toBe(200);
    expect(response.headers()['content-type'], address).toBe(
      contentType(address.endsWith('/') || !/\.[a-z0-9]+$/i.test(address) ? 'index.html' : address),
    );
    expect(response.headers()['cache-control'], address).toBe(cacheControl(address));
    expectProductionHeaders(response, address);
    if (!/\.[a-z0-9]+$/i.test(address))
      expect(await response.text(), address).toContain('id="giftcash-page"');
  }
  for (const address of PAGES_WITHOUT_FILES) {
    const response = await request.get(`${base}${address}`);
    expect(response.status(), address).toBe(200);
    expect(response.headers()['content-type'], address).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control'], address).toBe('no-cache');
    expect(await response.text(), address).toBe(shell);
    expectProductionHeaders(response, address);
    expect(missingFileAnswer(decodeURIComponent(address))).toBe('fallback');
  }
  for (const address of MISSING_FILES) {
    const response = await request.get(`${base}${address}`);
    expect(response.status(), address).toBe(404);
    expectProductionHeaders(response, address);
    expect(missingFileAnswer(address)).toBe('not-found');
  }
  // Text is compressed.
  const compressed = await request.get(`${base}/gift-card-deals`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(compressed.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(compressed.headers().vary).toContain('Accept-Encoding');
});

test('the build’s _headers and _redirects say what the server does', async ({ request }) => {
  for (const address of [
    '/',
    '/brand/boots.com',
    '/account',
    '/page-init.js',
    builtAddresses().at(-1) as string,
  ]) {
    const response = await request.get(`${base}${address}`);
    const fromFile = headersFromFile(address);
    for (const name of Object.keys(expectedHeaders))
      expect(fromFile[name.toLowerCase()], `${name} in _headers for ${address}`).toBe(
        response.headers()[name.toLowerCase()],
      );
    // Hashed files: a year in both; elsewhere the host's revalidating default (the servers say no-cache).
    if (address.startsWith('/assets/'))
      expect(fromFile['cache-control']).toBe(response.headers()['cache-control']);
    else expect(fromFile['cache-control']).toBeUndefined();
  }
  for (const address of [...PAGES_WITHOUT_FILES, ...MISSING_FILES]) {
    const response = await request.get(`${base}${address}`);
    const rule = redirectFromFile(decodeURIComponent(address));
    expect(rule?.status, `_redirects for ${address}`).toBe(response.status());
    expect(rule?.to).toBe(FALLBACK_PAGE);
  }
});

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('a brand id with dots opens from a shared link and on reload, under the production policy with no violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await acceptCookies(page);
  for (const address of ['/brand/boots.com', '/brand/m.and.s']) {
    const response = await page.goto(`${base}${address}`);
    expect(response?.status(), address).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await page.reload();
    await expect(page.locator('h1:visible')).toHaveCount(1);
  }
  const brand = /<loc>https?:\/\/[^/<]+(\/brand\/[^<]+)<\/loc>/.exec(
    siteFile('sitemap.xml'),
  )?.[1] as string;
  await page.goto(`${base}${brand}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a loopback ?api= that the production policy blocks is refused with a notice, not a silent Network Error', async ({
  page,
  api,
}) => {
  await acceptCookies(page);
  await page.goto(`${base}/gift-card-deals?api=${encodeURIComponent(api.base)}`);
  // The page reloads on the site's own data, without the override, and says why.
  await expect(page).toHaveURL(`${base}/gift-card-deals`);
  const notice = page.getByRole('status').filter({ hasText: 'security policy does not allow' });
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('127.0.0.1');
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback Gift Cards' })).toBeVisible();
  await expect(page.locator('main a[href^="/brand/"]').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Network Error');
  await expect(page.getByRole('contentinfo')).not.toContainText('Data: HTTP API');
  expect(await page.evaluate(() => sessionStorage.getItem('giftcash:api'))).toBeNull();
  // Once: the tab's next page is its ordinary self.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback Gift Cards' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'another address' })).toHaveCount(0);
});

/** One request exactly as written (a URL parser would merge `//` and drop `/./` first). */
function rawGet(target: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
      ),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      const [status = '', ...lines] = text.split('\r\n\r\n')[0]!.split('\r\n');
      resolve({
        status: Number(status.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        ),
      });
    });
    socket.on('error', reject);
  });
}

test('hostile addresses get one answer on both hosts: merged slashes and dot segments, then the rules', async () => {
  const asset = builtAddresses().at(-1) as string;
  const file = asset.slice('/assets/'.length);
  const page = { status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache' };
  const script = {
    status: 200,
    type: 'text/javascript; charset=utf-8',
    cache: cacheControl(asset),
  };
  const missing = { status: 404, type: 'text/plain; charset=utf-8', cache: 'no-cache' };
  const refused = { status: 400, type: 'text/plain; charset=utf-8', cache: 'no-cache' };
  const HOSTILE: Array<[string, typeof page]> = [
    ['//_headers', missing],
    ['/./_headers', missing],
    ['///_redirects', missing],
    ['/%2e/_headers', missing],
    ['/%2F_headers', missing],
    ['//assets/missing.js', missing],
    ['/./assets/missing.js', missing],
    ['/assets//missing.js', missing],
    [`/${asset}`, script],
    [`/.${asset}`, script],
    [`/assets/./${file}`, script],
    [`/assets//${file}`, script],
    [`${asset}.map`, missing],
    ['//', page],
    ['/.', page],
    ['//gift-card-deals', page],
    ['/./gift-card-deals', page],
    ['/gift-card-deals//', page],
    ['/.vite/manifest.json', page],
    ['/brand/../gift-card-deals', refused],
    ['/..', refused],
    ['/%2e%2e/etc/passwd', refused],
    ['/assets/..%2f_headers', refused],
    ['/..%5c..%5cetc', refused],
    ['/%00', refused],
    ['/%0d%0aSet-Cookie:x', refused],
    ['/%zz', refused],
    [`/${'a'.repeat(2_100)}`, refused],
  ];
  for (const [target, expected] of HOSTILE) {
    const answer = await rawGet(target);
    const shown = target.slice(0, 60);
    expect(
      {
        status: answer.status,
        type: answer.headers['content-type'],
        cache: answer.headers['cache-control'],
      },
      shown,
    ).toEqual(expected);
    expect(answer.headers['content-security-policy'], shown).toBe(
      expectedHeaders['Content-Security-Policy'],
    );
  }
});

test('no source map is deployed: none in the build, none referenced, none served', async ({
  request,
}) => {
  const files = readdirSync(SITE_DIR, { recursive: true, encoding: 'utf8' });
  expect(files.filter((name) => name.endsWith('.map'))).toEqual([]);
  const code = files.filter((name) => /\.(js|css)$/.test(name));
  expect(code.length).toBeGreaterThan(20);
  for (const name of code)
    expect(readFileSync(path.join(SITE_DIR, name), 'utf8'), name).not.toMatch(
      /[#@] sourceMappingURL=/,
    );
  const asset = builtAddresses().at(-1) as string;
  expect((await request.get(`${base}${asset}.map`)).status()).toBe(404);
});
