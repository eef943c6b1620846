import type { EndpointKey } from '../../packages/core/src/data/provider';
import { buildHostileResponses } from '../../packages/sample/src/testing/hostileContent';
import {
  XSS_TEXT_VECTORS,
  XSS_URL_VECTORS,
  XSS_VECTORS,
} from '../../packages/core/src/testing/xssVectors';
import type { Page } from '../fixtures';
import {
  acceptCookies,
  expect,
  GAME_PATHS,
  SAMPLE_BRAND_ID,
  SAMPLE_BRAND_PLACEHOLDER,
  signInLocally,
  SITE_ROUTES,
  test,
  waitForPage,
} from './support';

/**
 * Hostile content: every text and URL field of every endpoint's payload (sample data with the
 * fields replaced, see buildHostileResponses) carries one of ≥ 50 XSS vectors, served through
 * our own sample API server to the real built site. Each vector that could run calls
 * `window.__xss()`; a dialog (alert/confirm/prompt) also counts. On every route (and with the
 * description, terms and game dialogs opened) nothing runs, and every rendered link, image,
 * iframe, form and media source uses an allowed scheme.
 */
const hostile = buildHostileResponses();

test.beforeAll(() => {
  expect(XSS_VECTORS.length, 'distinct vectors').toBeGreaterThanOrEqual(50);
  expect(hostile.vectors.size, 'vectors placed in the payloads').toBe(
    new Set([...XSS_TEXT_VECTORS, ...XSS_URL_VECTORS]).size,
  );
  for (const [endpoint, count] of Object.entries(hostile.fields)) {
    if (endpoint !== 'scratchConfig')
      expect(count, `${endpoint} fields replaced`).toBeGreaterThan(0);
  }
});

async function armPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: () => void; __xssFired: number };
    w.__xssFired = 0;
    w.__xss = () => {
      w.__xssFired += 1;
    };
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Every URL-bearing attribute on the page, with the ones whose scheme is not allowed. */
async function unsafeUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const scheme = (value: string) => {
      try {
        return new URL(value, document.baseURI).protocol;
      } catch {
        return 'invalid:';
      }
    };
    const check = (
      selector: string,
      attribute: string,
      allowed: (value: string, protocol: string) => boolean,
    ) => {
      for (const element of document.querySelectorAll(selector)) {
        const value = element.getAttribute(attribute);
        if (value === null) continue;
        if (!allowed(value, scheme(value)))
          bad.push(`<${element.tagName.toLowerCase()} ${attribute}="${value.slice(0, 80)}">`);
      }
    };
    const http = (_: string, p: string) => p === 'http:' || p === 'https:';
    // Site-authored contact links may use mailto:/tel: (they cannot run script).
    check('a[href], area[href]', 'href', (v, p) => http(v, p) || p === 'mailto:' || p === 'tel:');
    check(
      'img[src], source[src], video[src], audio[src], input[src]',
      'src',
      (v, p) => http(v, p) || p === 'blob:' || /^data:image\//i.test(v.trim()),
    );
    check(
      'image, use',
      'href',
      (v, p) => http(v, p) || /^data:image\//i.test(v.trim()) || v.startsWith('#'),
    );
    check('iframe[src], frame[src], embed[src]', 'src', http);
    check('object[data]', 'data', http);
    check('form[action]', 'action', http);
    check('[formaction]', 'formaction', http);
    for (const element of document.querySelectorAll('[srcset]')) {
      for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0] ?? '';
        if (url && !['http:', 'https:'].includes(scheme(url)) && !/^data:image\//i.test(url))
          bad.push(`srcset ${url.slice(0, 80)}`);
      }
    }
    for (const element of document.querySelectorAll('[style]')) {
      const style = element.getAttribute('style') ?? '';
      if (/javascript:|expression\(|vbscript:/i.test(style))
        bad.push(`style="${style.slice(0, 80)}"`);
    }
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        if (/^on/i.test(attribute)) bad.push(`<${element.tagName.toLowerCase()} ${attribute}>`);
      }
    }
    return bad;
  });
}

const fired = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xssFired: number }).__xssFired);

/** Opens what a route hides behind a click (descriptions, terms, how-to-play, prizes), then closes it. */
async function openDisclosures(page: Page) {
  const names = [/show more/i, /terms/i, /how to play/i, /prizes/i, /share/i];
  for (const name of names) {
    const button = page.locator('main').getByRole('button', { name }).first();
    if (!(await button.isVisible().catch(() => false))) continue;
    await button.click();
    expect(await fired(page)).toBe(0);
    expect(await unsafeUrls(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }
}

// Pages whose data is numbers, games or static copy only (the partner configurator reads the data
// source a partner types, not the site's API).
const STATIC_PAGES = [
  '/account/balances',
  '/terms-of-service',
  '/competition-rules',
  '/gift-card-terms',
  '/privacy-cookie-policy',
  '/how-it-works',
  '/contact',
  GAME_PATHS.wheel,
  GAME_PATHS.scratch,
  '/partners',
];

test('the detector works: a vector injected as HTML is counted', async ({ page }) => {
  await armPage(page);
  await acceptCookies(page);
  await page.goto('/contact');
  await waitForPage(page);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="x:nothing" onerror="__xss()" alt="">'),
  );
  await expect.poll(() => fired(page)).toBe(1);
});

for (const route of SITE_ROUTES) {
  test(`${route.path}: no XSS vector runs and only safe URLs are rendered`, async ({
    page,
    privateApi,
  }) => {
    for (const endpoint of Object.keys(hostile.responses) as EndpointKey[]) {
      privateApi.fault({ endpoint, kind: 'payload', payload: hostile.responses[endpoint] });
    }
    const dialogs = await armPage(page);
    await acceptCookies(page);
    if (route.signedIn) await signInLocally(page);
    await privateApi.use(page);
    await page.goto(
      route.path.replace(SAMPLE_BRAND_PLACEHOLDER, encodeURIComponent(SAMPLE_BRAND_ID)),
    );
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof (window as unknown as { __xss?: unknown }).__xss)).toBe(
      'function',
    );
    if (!STATIC_PAGES.includes(route.path)) {
      // The hostile text really is on screen, as text. Pages prerendered on sample data read the
      // API once the browser is idle, which can come after the network first goes quiet, so the
      // check waits for the API's text to replace the prerendered one before judging the page.
      await expect
        .poll(
          async () => {
            const shown = await page.locator('main').innerText();
            return XSS_TEXT_VECTORS.filter((vector) => shown.includes(vector)).length;
          },
          { message: 'vectors shown as text' },
        )
        .toBeGreaterThan(0);
    }
    expect(await fired(page), '__xss() calls').toBe(0);
    expect(await unsafeUrls(page)).toEqual([]);
    await openDisclosures(page);
    expect(await fired(page), '__xss() calls after opening dialogs').toBe(0);
    expect(dialogs).toEqual([]);
  });
}
