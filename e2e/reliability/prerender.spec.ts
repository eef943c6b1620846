import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CSP_SITE_PORT } from '../env';
import type { Page } from '../fixtures';
import { createSampleSource } from '../../packages/sample/src';
import { formatCoinAmount } from '../../packages/core/src/format/format';
import { expect, test } from './support';

/**
 * The website as real HTML. The built site (what `npm start` serves) is read without
 * JavaScript, as a crawler or a link preview does, then every prerendered page is opened in
 * Chromium under the strict CSP and must hydrate with no console error or warning.
 */
const brands = createSampleSource().brands();

/** A value's shape: its type, with empty, zero and missing told apart, objects and arrays to depth 3. */
function shapeOf(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return 'nil';
  if (Array.isArray(value))
    return value.length === 0 ? '[]' : depth > 2 ? '[…]' : [shapeOf(value[0], depth + 1)];
  if (typeof value === 'object') {
    if (depth > 2) return '{…}';
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item, depth + 1)]),
    );
  }
  if (typeof value === 'string') return value === '' ? "''" : 'string';
  if (typeof value === 'number') return value === 0 ? '0' : 'number';
  return typeof value;
}
const SITE_ORIGIN = 'https://giftcash.co.uk';
/** The public routes of the spec that are prerendered (brand pages come from the sitemap). */
const PUBLIC_PATHS = [
  '/',
  '/gift-card-deals',
  '/brand',
  '/check-gift-card-balance',
  '/games',
  '/raffle',
  '/raffle-results',
  '/how-it-works',
  '/help-and-support',
  '/contact',
  '/partners',
  '/terms-of-service',
  '/terms-and-conditions',
  '/competition-rules',
  '/gift-card-terms',
  '/gift-cards-terms',
  '/privacy-cookie-policy',
  '/private-and-cookie-policy',
];

const meta = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const local = (absolute: string) => absolute.replace(SITE_ORIGIN, '');

async function rawGet(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
  expect(response.status(), path).toBe(200);
  return { response, html: await response.text() };
}

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('the built HTML, without JavaScript', () => {
  test('a brand page has its <h1>, offer, Open Graph tags, a real 1200 × 630 PNG preview, a canonical link and a breadcrumb', async ({
    request,
  }) => {
    const brand = brands.find(
      (candidate) => candidate.cashback_perc > 0 && candidate.coins_per_pound > 0,
    )!;
    const { html } = await rawGet(request, `/brand/${encodeURIComponent(brand.id)}`);
    // The brand name is isolated in a <bdi> (a right-to-left name cannot reorder " Gift Card").
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
    expect(h1).toMatch(/^<bdi>[^<]+<\/bdi> Gift Card$/);
    expect(decode((h1 ?? '').replace(/<\/?bdi>/g, ''))).toBe(`${brand.name} Gift Card`);
    expect(html).toContain(`<strong>${brand.cashback_perc_label}</strong> Instant Cashback`);
    expect(html).toContain(
      `<strong>${formatCoinAmount(brand.coins_per_pound)}</strong> coins per £1 spent`,
    );
    expect(decode(meta(html, 'property', 'og:title') ?? '')).toBe(
      `${brand.name} Gift Card: ${brand.cashback_perc_label} instant cashback – GiftCash`,
    );
    expect(decode(meta(html, 'property', 'og:description') ?? '')).toContain(
      `${brand.cashback_perc_label} instant cashback`,
    );
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toBe(`${SITE_ORIGIN}/brand/${encodeURIComponent(brand.id)}`);
    const image = meta(html, 'property', 'og:image')!;
    expect(image).toMatch(/^https:\/\/giftcash\.co\.uk\/og\/[^"]+\.png$/);
    expect(meta(html, 'property', 'og:image:width')).toBe('1200');
    expect(meta(html, 'property', 'og:image:height')).toBe('630');
    const png = await request.get(local(image));
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
    const jsonLd = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, item: `${SITE_ORIGIN}/` }),
          expect.objectContaining({ position: 2, item: `${SITE_ORIGIN}/gift-card-deals` }),
          expect.objectContaining({
            position: 3,
            name: `${brand.name} Gift Card`,
            item: canonical,
          }),
        ],
      }),
    ]);
  });

  test('the home page has the hero claim, its own metadata and the Organization JSON-LD', async ({
    request,
  }) => {
    const { html } = await rawGet(request, '/');
    expect(html.replace(/<!-- -->/g, '')).toMatch(
      /<h1[^>]*>Up to <span[^>]*>20% instant cashback<\/span> on gift cards<\/h1>/,
    );
    expect(html).toContain('<title>GiftCash – Instant cashback on UK gift cards</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/"/>`);
    expect(meta(html, 'property', 'og:image')).toBe(`${SITE_ORIGIN}/og/giftcash.png`);
    const organization = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as Record<string, unknown>;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: `${SITE_ORIGIN}/`,
    });
    expect((await request.get(local(String(organization.logo)))).status()).toBe(200);
  });

  test('every public route is real HTML with its own title and canonical URL; the one inline script is allowed by its hash', async ({
    request,
  }) => {
    const titles = new Set<string>();
    // The start script, the same bytes on every page; the policy the site is served with names their SHA-256.
    const policy =
      (await request.get(`http://127.0.0.1:${CSP_SITE_PORT}/`)).headers()[
        'content-security-policy'
      ] ?? '';
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
    const inlineBodies = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const { html } = await rawGet(request, path);
      expect(html, path).toMatch(/<main[^>]*>[\s\S]*<h1/);
      expect(html, path).not.toContain('needs JavaScript');
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(`${path} ${title}`);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toMatch(
        /^https:\/\/giftcash\.co\.uk\//,
      );
      // External scripts, page data, JSON-LD and the one inline start script, in <head> before any stylesheet.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = '']) => !/src="\/|type="application\/(json|ld\+json)"/.test(attributes),
      );
      expect(inline, path).toHaveLength(1);
      expect(html.indexOf(inline[0]![0]), path).toBeLessThan(
        html.indexOf('<link rel="stylesheet"'),
      );
      inlineBodies.add(inline[0]![2]!);
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length);
    expect(inlineBodies.size).toBe(1);
    const [body] = [...inlineBodies];
    expect(scriptSrc).toBe(
      `script-src 'self' 'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
    );
  });

  test('sitemap.xml lists every brand page and every primary route; robots.txt points at it', async ({
    request,
  }) => {
    const { html: xml, response } = await rawGet(request, '/sitemap.xml');
    expect(response.headers()['content-type']).toMatch(/xml/);
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const brand of brands)
      expect(urls).toContain(`${SITE_ORIGIN}/brand/${encodeURIComponent(brand.id)}`);
    for (const path of ['/', '/gift-card-deals', '/games', '/terms-of-service'])
      expect(urls).toContain(`${SITE_ORIGIN}${path}`);
    // Aliases point their canonical link at the primary address and stay out of the sitemap.
    expect(urls).not.toContain(`${SITE_ORIGIN}/terms-and-conditions`);
    expect(urls).toHaveLength(new Set(urls).size);
    const robots = (await rawGet(request, '/robots.txt')).html;
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /account');
  });

  test('signed-in pages and unknown addresses get the client-rendered shell: no account data, not indexed', async ({
    request,
  }) => {
    for (const path of ['/account', '/account/gift-card-orders', '/profile', '/no-such-page']) {
      const { html } = await rawGet(request, path);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).not.toContain('giftcash-page');
      expect(html, path).toMatch(
        /<div id="root"><div class="site-boot" aria-busy="true"><\/div><\/div>/,
      );
    }
  });
});

/** Opens `path` and waits until React has hydrated the page (its <main> belongs to React). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return Boolean(main && Object.keys(main).some((key) => key.startsWith('__reactFiber')));
  });
}

function recordConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test.describe('hydration in Chromium, under the strict CSP', () => {
  test.use({ baseURL: `http://127.0.0.1:${CSP_SITE_PORT}` });
  test.describe.configure({ timeout: 240_000 });

  test('every public route hydrates without a console error or warning, and keeps its prerendered content', async ({
    page,
  }) => {
    const messages = recordConsole(page);
    for (const path of PUBLIC_PATHS) {
      const served = await page.request.get(path);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(await served.text())?.[1]
        ?.replace(/<[^>]+>/g, '')
        .replace(/<!-- -->/g, '');
      await openHydrated(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1').first(), path).toHaveText(decode(h1 ?? '').trim());
      expect(messages, path).toEqual([]);
    }
  });

  test('the sitemap lists exactly the sample brands', async ({ page }) => {
    const xml = await (await page.request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => local(match[1]!))
      .filter((path) => path.startsWith('/brand/'));
    expect(paths.sort()).toEqual(
      brands.map((brand) => `/brand/${encodeURIComponent(brand.id)}`).sort(),
    );
  });

  // One brand page per data shape (which fields are present, empty, zero or filled, down to the
  // denominations and assets): a hydration mismatch comes from what a page renders for a shape, so
  // this covers every sample brand's kind of page in 73 loads instead of 168. In groups, so the
  // groups run on parallel workers.
  const GROUPS = 4;
  const byShape = new Map<string, (typeof brands)[number]>();
  for (const brand of brands) {
    const key = JSON.stringify(shapeOf(brand));
    if (!byShape.has(key)) byShape.set(key, brand);
  }
  const representatives = [...byShape.values()];
  for (let group = 0; group < GROUPS; group += 1) {
    const paths = representatives
      .filter((_, index) => index % GROUPS === group)
      .map((brand) => `/brand/${encodeURIComponent(brand.id)}`);
    test(`brand pages of every data shape, group ${group + 1} of ${GROUPS} (${paths.length}), hydrate without a console error or warning`, async ({
      page,
    }) => {
      const messages = recordConsole(page);
      for (const path of paths) {
        await openHydrated(page, path);
        await expect(page.locator('main h1').first(), path).toHaveText(/ Gift Card$/);
        expect(messages, path).toEqual([]);
      }
    });
  }
});

test.describe('the checks above catch a mismatch', () => {
  test.use({ allowPageErrors: true });
  test('HTML that differs from what the browser renders is reported', async ({ page }) => {
    const brand = brands[0]!;
    const path = `/brand/${encodeURIComponent(brand.id)}`;
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<h1[^>]*>)[^<]*/, '$1Tampered');
      await route.fulfill({
        response,
        body: html,
        headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) },
      });
    });
    const messages = recordConsole(page);
    await page.goto(path);
    await expect.poll(() => messages.join('\n')).toMatch(/418|425|hydrat/i);
  });
});

test('after hydration the page reads fresh data: a cashback changed on the API shows without a rebuild', async ({
  page,
  privateApi,
}) => {
  const brand = brands.find(
    (candidate) => candidate.cashback_perc > 0 && candidate.cashback_perc_label !== '17.5%',
  )!;
  const payload = createSampleSource().response('brands', Date.now());
  const changed = payload.brands.map((item) =>
    item.id === brand.id ? { ...item, cashback_perc: 0.175, cashback_perc_label: '17.5%' } : item,
  );
  privateApi.fault({
    endpoint: 'brands',
    kind: 'payload',
    payload: { ...payload, brands: changed },
  });
  await privateApi.use(page);
  const path = `/brand/${encodeURIComponent(brand.id)}`;
  const served = await (await page.request.get(path)).text();
  expect(served).toContain(`<strong>${brand.cashback_perc_label}</strong> Instant Cashback`);
  await openHydrated(page, path);
  await expect(page.locator('main').getByText('17.5%', { exact: true }).first()).toBeVisible();
  await expect(
    page.locator('main').getByText(brand.cashback_perc_label, { exact: true }),
  ).toHaveCount(0);
});

test('large answers come as shared data files, requested with the page’s code; when one cannot be read the page renders in the browser', async ({
  page,
  request,
}) => {
  const home = (await rawGet(request, '/')).html;
  const catalogue = (await rawGet(request, '/gift-card-deals')).html;
  const brandsFile =
    /<script data-entry="[^>]* data-fetch="(\/assets\/data\/brands-[0-9a-f]+\.json)"/.exec(
      home,
    )?.[1];
  expect(brandsFile).toBeTruthy();
  expect(catalogue).toContain(brandsFile);
  const file = await request.get(brandsFile!);
  expect(file.headers()['cache-control']).toContain('immutable');
  expect(((await file.json()) as { brands: unknown[] }).brands).toHaveLength(brands.length);
  const messages = recordConsole(page);
  await page.route(`**${brandsFile}`, (route) => route.abort());
  await page.goto('/gift-card-deals');
  await expect(page.locator('main h1')).toHaveText('Cashback Gift Cards');
  await expect(
    page
      .locator('main')
      .getByRole('link', {
        name: new RegExp(brands[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      })
      .first(),
  ).toBeVisible();
  expect(messages.filter((message) => !message.includes('net::ERR_FAILED'))).toEqual([]);
});

test('a prerendered page is painted before its code is requested, and then hydrates', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/gift-card-deals',
    `/brand/${encodeURIComponent(brands[0]!.id)}`,
    '/games',
  ]) {
    await openHydrated(page, path);
    const { paint, code } = await page.evaluate(() => {
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
      return { paint: fcp, code: scripts.map((entry) => entry.startTime) };
    });
    expect(code.length, path).toBeGreaterThan(0);
    expect(Math.min(...code), path).toBeGreaterThanOrEqual(paint);
  }
});

test('lazy art is requested only after the first paint, shifts nothing when it comes, and loads without script too', async ({
  page,
  browser,
}) => {
  // The web font is kept out: its swap can land just after the first paint and move text by a
  // few pixels, a shift the font test bounds on its own (≤ 0.02). Here any shift is the art's.
  await page.route(/\.woff2$/, (route) => route.abort());
  for (const path of ['/', '/gift-card-deals', '/games']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // Every lazy image on the first screen has loaded by now.
    const lazy = page.locator('main img[loading="lazy"]');
    // On screen: inside the window and inside every scroller around it (a carousel's tile past
    // the carousel's edge is not on screen, and the browser rightly does not load it yet).
    const onScreen = (images: Element[]) =>
      images
        .filter((image) => {
          const box = image.getBoundingClientRect();
          let shown =
            box.width > 0 &&
            box.bottom > 0 &&
            box.top < innerHeight &&
            box.right > 0 &&
            box.left < innerWidth;
          for (let around = image.parentElement; shown && around; around = around.parentElement) {
            const style = getComputedStyle(around);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const clip = around.getBoundingClientRect();
            shown =
              box.right > clip.left &&
              box.left < clip.right &&
              box.bottom > clip.top &&
              box.top < clip.bottom;
          }
          return shown;
        })
        .map((image) => (image as HTMLImageElement).naturalWidth > 0);
    await expect.poll(() => lazy.evaluateAll(onScreen), { message: path }).not.toContain(false);
    const { paint, art, shift } = await page.evaluate(async () => {
      const sources = new Set(
        [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')]
          .map((image) => image.currentSrc)
          .filter(Boolean),
      );
      // The buffered entries arrive in the observer's first callback, if there are any.
      let shifts = 0;
      const observer = new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach((entry) => (shifts += (entry as unknown as { value: number }).value)),
      );
      observer.observe({ type: 'layout-shift', buffered: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      observer.disconnect();
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        art: performance
          .getEntriesByType('resource')
          .filter((entry) => sources.has(entry.name))
          .map((entry) => entry.startTime),
        shift: shifts,
      };
    });
    expect(art.length, path).toBeGreaterThan(0);
    expect(Math.min(...art), path).toBeGreaterThanOrEqual(paint);
    expect(shift, path).toBe(0);
  }
  // Without script nothing waits: the catalogue's first logos load as plain lazy images.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    const requested: string[] = [];
    plain.on(
      'requestfinished',
      (request) => void (request.resourceType() === 'image' && requested.push(request.url())),
    );
    await plain.goto(`${new URL(page.url()).origin}/gift-card-deals`);
    await expect
      .poll(() => requested.filter((url) => url.includes('/sample-art/')).length)
      .toBeGreaterThan(3);
    expect(await plain.locator('html').getAttribute('data-art-wait')).toBeNull();
  } finally {
    await context.close();
  }
});

test('a page’s own stylesheet comes inside its HTML: not requested by the page or its code, styled the same', async ({
  page,
}) => {
  const brandPath = `/brand/${encodeURIComponent(brands[0]!.id)}`;
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await openHydrated(page, brandPath);
  // The shared sheet only (parts that load after the page, such as the toast, bring their own later);
  // the brand page's own rules are in a <style> of the page.
  expect(stylesheets[0]).toMatch(/^\/assets\/index-[^/]+\.css$/);
  expect(stylesheets.filter((sheet) => sheet.includes('/BrandPage-'))).toEqual([]);
  const own = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((style) =>
      style.getAttribute('data-href'),
    ),
  );
  expect(own).toEqual([expect.stringMatching(/^\/assets\/BrandPage-[^/]+\.css$/)]);
  const styled = () =>
    page.evaluate(
      () => getComputedStyle(document.querySelector('.gc-brand-detail-card')!).borderRadius,
    );
  const radius = await styled();
  expect(radius).not.toBe('0px');

  // A visit to the brand page from another page loads the sheet with the code, as before.
  stylesheets.length = 0;
  await openHydrated(page, '/gift-card-deals');
  await page.locator('main a[href^="/brand/"]').first().click();
  await expect(page.locator('.gc-brand-detail-card')).toBeVisible();
  expect(stylesheets.filter((sheet) => sheet.includes('/BrandPage-'))).toHaveLength(1);
  expect(await styled()).toBe(radius);
});

// Held back: the page's code (the start script holds taps, public/page-init.js replays them), or
// page-init.js too (only the start script has run): either way the tap and the typing are answered
// once it has hydrated.
for (const [when, held] of [
  ['before the page has hydrated', /\/assets\/index-[^/]+\.js$/],
  [
    'even before the script that replays them has arrived',
    /\/(page-init\.js|assets\/index-[^/]+\.js)$/,
  ],
] as const) {
  test(`taps and typing that come ${when} are kept and answered once it has hydrated`, async ({
    page,
  }) => {
    const brand = brands.find(
      (candidate) =>
        candidate.digital_denominations.length === 0 &&
        candidate.digital_face_value_limits.lower <= 25 &&
        candidate.digital_face_value_limits.upper >= 25,
    )!;
    let release!: () => void;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await waiting;
      await route.continue();
    });
    await page.goto(`/brand/${encodeURIComponent(brand.id)}`, { waitUntil: 'domcontentloaded' });
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText(/ Gift Card$/);
    await main.getByRole('textbox', { name: 'Gift card value' }).fill('25');
    await main.getByRole('button', { name: 'Share', exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

    release();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Gift card value' })).toHaveValue('25');
    await expect(main.getByText('You will receive')).toBeVisible();
  });
}

test('on the home page a Sign Up tap before hydration opens the popup once it has; the hero drawing stays, and is drawn again on a visit from another page', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const drawing = page.locator('.home-hero-art svg.home-hero-art-svg');
  await expect(drawing).toBeVisible();
  const signUp = page.getByRole('banner').getByRole('button', { name: 'Sign Up' });
  await signUp.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  );
  const popup = page.getByRole('dialog', { name: 'Sign up in the GiftCash app' });
  await expect(popup).toHaveCount(0);

  release();
  await expect(popup).toBeVisible();
  // The hydrated page kept the prerendered drawing (its code is not part of the home page's chunk).
  await expect(drawing).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(signUp).toBeFocused();

  await page.getByRole('banner').getByRole('link', { name: 'Games', exact: true }).click();
  await expect(page).toHaveURL(/\/games$/);
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(drawing).toBeVisible();
  await expect(page.locator('.home-hero-bubble-text')).toHaveText('+£5.00 cashback Paid instantly');
});

test.describe('first paint, before any of the app’s code runs', () => {
  test.beforeEach(async ({ page }) => {
    // Only the inline start script runs: what a visitor sees before hydration.
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('in an app webview (?app=1) the prerendered header, footer and cookie banner never show', async ({
    page,
  }) => {
    await page.goto('/brand?app=1');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.locator('.site-cookie')).toBeHidden();
  });

  test('a visitor who accepted cookies never sees the banner; a new visitor does', async ({
    page,
  }) => {
    await page.goto('/games');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await expect(page.locator('.site-header')).toBeVisible();
  });
});
