import { API_BASE, CSP_SITE_PORT } from '../env';
import { acceptCookies, expect, signInLocally, test } from '../fixtures';
import type { Page } from '../fixtures';

/**
 * The site's typeface: Figtree (@giftcash/core/font.css), preloaded by every prerendered page,
 * shown with `font-display: swap` over a metric-matched fallback, so the page paints before the
 * font arrives and the swap moves nothing.
 */

let brandId = '';
test.beforeAll(async () => {
  const response = await fetch(`${API_BASE}/brands`);
  const body = (await response.json()) as { brands: Array<{ id: string }> };
  brandId = body.brands[0]?.id ?? '';
  expect(brandId, 'a sample brand id').not.toBe('');
});

/** Figtree is loaded and the page's h1 is set in it. */
async function expectFigtree(page: Page) {
  await expect(page.locator('h1:visible')).toHaveCount(1);
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (
            await document.fonts.ready,
            [...document.fonts].some(
              (face) => face.family.replace(/['"]/g, '') === 'Figtree' && face.status === 'loaded',
            )
          ),
        ),
      { message: 'Figtree loaded' },
    )
    .toBe(true);
  expect(await page.evaluate(() => document.fonts.check('600 16px Figtree'))).toBe(true);
  // Retried: hydration may replace the h1 between two reads, and a detached element's style is empty.
  await expect(page.locator('h1:visible')).toHaveCSS('font-family', /^"?Figtree"?,/);
}

test.describe('the web font', () => {
  test('every page kind loads Figtree and sets its h1 in it (and preloads the one woff2)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await acceptCookies(page);
    await signInLocally(page);
    for (const path of [
      '/',
      '/gift-card-deals',
      `/brand/${encodeURIComponent(brandId)}`,
      '/games',
      '/how-it-works',
      '/account',
    ]) {
      await page.goto(path);
      await expectFigtree(page);
      if (path !== '/account') {
        // Prerendered pages name the font in their <head>, once.
        const preloads = await page
          .locator('head link[rel="preload"][as="font"]')
          .evaluateAll((links) =>
            links.map((link) => [
              (link as HTMLLinkElement).href,
              link.getAttribute('type'),
              link.hasAttribute('crossorigin'),
            ]),
          );
        expect(preloads, path).toHaveLength(1);
        expect(preloads[0]?.[0], path).toMatch(
          /\/assets\/figtree-basic-wght-normal-[\w-]+\.woff2$/,
        );
        expect(preloads[0]?.slice(1), path).toEqual(['font/woff2', true]);
      }
    }
  });

  test('a page in plain English fetches only the basic file; accented text brings in the extra one', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expectFigtree(page);
    const fontFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\.woff2(\?|$)/.test(name)),
      );
    const first = await fontFiles();
    expect(
      first.some((name) => /figtree-basic-wght-normal-[\w-]+\.woff2$/.test(name)),
      first.join(' '),
    ).toBe(true);
    expect(
      first.some((name) => /figtree-latin-extra/.test(name)),
      first.join(' '),
    ).toBe(false);
    await page.locator('main').evaluate((main) => {
      const note = document.createElement('p');
      note.id = 'accented';
      note.textContent = 'Crème brûlée à la Façade';
      main.append(note);
    });
    await expect
      .poll(async () =>
        (await fontFiles()).some((name) =>
          /figtree-latin-extra-wght-normal-[\w-]+\.woff2$/.test(name),
        ),
      )
      .toBe(true);
    expect(
      await page.evaluate(
        async () => (
          await document.fonts.ready,
          document.fonts.check('400 16px Figtree', 'Crème brûlée')
        ),
      ),
    ).toBe(true);
  });

  test('under the strict Content-Security-Policy the font loads with no violation', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        w.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(`http://127.0.0.1:${CSP_SITE_PORT}/how-it-works`);
    await expectFigtree(page);
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    ).toEqual([]);
  });

  test('at 390 × 844 with the font held back 1.5 s, the page paints first and the swap shifts nothing (CLS ≤ 0.02)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await acceptCookies(page);
    let fontRequested = false;
    await page.route(/\.woff2(\?.*)?$/, async (route) => {
      fontRequested = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __paint: number };
      w.__cls = 0;
      w.__paint = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-contentful-paint') w.__paint = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto('/');
    await expectFigtree(page);
    // Both instants on the page's own timeline (Node's clock is not the browser's).
    const { cls, paint, fontArrived } = await page.evaluate(() => {
      const font = performance
        .getEntriesByType('resource')
        .find((entry) => /\.woff2(\?|$)/.test(entry.name)) as PerformanceResourceTiming | undefined;
      return {
        cls: (window as unknown as { __cls: number }).__cls,
        paint: (window as unknown as { __paint: number }).__paint,
        fontArrived: font?.responseEnd ?? 0,
      };
    });
    expect(paint, 'first contentful paint happened').toBeGreaterThan(0);
    expect(fontRequested, 'the font was requested').toBe(true);
    expect(fontArrived, 'the font arrived after the 1.5 s hold').toBeGreaterThan(1500);
    expect(paint, 'first paint before the font arrived').toBeLessThan(fontArrived);
    // Let the swapped text settle, then read the shifts once more.
    await page.waitForTimeout(300);
    const settled = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(Math.max(cls, settled)).toBeLessThanOrEqual(0.02);
  });

  test('the sample brands’ art is set in Figtree too: served as files with its letters drawn as outlines, prerendered and hydrated alike', async ({
    page,
    request,
  }) => {
    await acceptCookies(page);
    await page.goto(`/brand/${encodeURIComponent(brandId)}`);
    const card = page.locator('img.gc-brand-detail-card');
    await expect(card).toHaveAttribute(
      'src',
      `/sample-art/brands/${encodeURIComponent(brandId)}.card.svg`,
    );
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(317);
    await page.goto('/gift-card-deals');
    const logos = await page
      .locator('img.gc-brand-card-logo')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    // Five brands a category, fourteen categories.
    expect(logos.length).toBeGreaterThan(50);
    expect(
      [...new Set(logos.filter((src) => !src.startsWith('/sample-art/brands/')))],
      'every logo but the deliberately broken one is a file',
    ).toEqual(['data:image/png;base64,AAAA']);
    // The files hold no <text> (it would be drawn in the device's sans, not the web font) and name no font.
    for (const src of [
      logos[0] as string,
      `/sample-art/brands/${encodeURIComponent(brandId)}.card.svg`,
    ]) {
      const response = await request.get(src);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg[^>]* viewBox="0 0 (96 96|317 200)"/);
      expect(svg).not.toMatch(/<text|font-family/);
      expect(svg).toMatch(/<path[^>]* d="M/);
    }
    // The prize cards too: the raffle's extra prize.
    await page.goto('/raffle');
    const extra = page.locator('img[src="/sample-art/prizes/raffle-extra.card.svg"]');
    await expect(extra).toHaveCount(1);
    await expect
      .poll(() => extra.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(317);
  });
});
