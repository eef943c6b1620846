import { createSampleSource } from '../../packages/sample/src';
import type { Page } from '../fixtures';
import { expect, test } from './support';

/**
 * The main content of the catalogue, a brand page and the games hub is prerendered in full but
 * hydrates when its own chunk arrives, after the page's code (playground/src/shell/mainSection.tsx),
 * like the home page's sections: its chunk is not among what the HTML loads before the page
 * hydrates. The page answers (data-hydrated, and the taps and typing held until then are replayed)
 * only once that section has hydrated too.
 */
const brand = createSampleSource()
  .brands()
  .find(
    (candidate) =>
      candidate.digital_denominations.length === 0 &&
      candidate.digital_face_value_limits.lower <= 25 &&
      candidate.digital_face_value_limits.upper >= 25,
  )!;

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

const ROUTES = [
  {
    path: '/gift-card-deals',
    chunk: 'CatalogueBrowser',
    prerendered: 'Search offers by brand',
    // Typed before the catalogue answers, searched once it has.
    early: async (page: Page) => {
      await page.getByRole('searchbox', { name: 'Search offers by brand' }).fill('greenway');
    },
    answered: async (page: Page) => {
      await expect(page.getByRole('heading', { name: 'Search Results (1)' })).toBeVisible();
    },
  },
  {
    path: `/brand/${encodeURIComponent(brand.id)}`,
    chunk: 'brandDetail',
    prerendered: 'Gift card value',
    early: async (page: Page) => {
      const main = page.locator('main');
      await main.getByRole('textbox', { name: 'Gift card value' }).fill('25');
      await main.getByRole('button', { name: 'Share', exact: true }).click();
    },
    answered: async (page: Page) => {
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await expect(page.locator('main').getByText('You will receive')).toBeVisible();
    },
  },
  {
    path: '/games',
    chunk: 'gamesHub',
    prerendered: 'Daily Raffle',
    early: async () => undefined,
    answered: async (page: Page) => {
      const link = page.locator('main .gc-hub-screen a[href]').first();
      await expect
        .poll(() =>
          link.evaluate((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps')),
          ),
        )
        .toBe(true);
    },
  },
] as const;

for (const route of ROUTES) {
  test(`${route.path}: the main content is prerendered, its chunk loads after the page's, and the page answers once it has hydrated`, async ({
    page,
  }) => {
    const html = await (await page.request.get(route.path)).text();
    expect(html).toContain(route.prerendered);
    const upFront = [
      /data-modules="([^"]*)"/.exec(html)?.[1] ?? '',
      ...[...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
    ].join(' ');
    expect(upFront).not.toContain(`/${route.chunk}-`);

    let release!: () => void;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const held = new RegExp(`/assets/${route.chunk}-[^/]+\\.js$`);
    await page.route(held, async (request) => {
      await waiting;
      await request.continue();
    });
    const requested = page.waitForRequest(held);
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    // Requested by React while it hydrates the page around the section.
    await requested;
    await route.early(page);
    expect(await hydrated(page)).toBe(false);
    // The prerendered content stays on screen meanwhile.
    await expect(page.locator('main')).toContainText(route.prerendered);

    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await route.answered(page);
  });
}

test('a navigation shows the page whole: its main content’s code loads with the page’s, before the address changes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/games');
  await expect.poll(() => hydrated(page)).toBe(true);
  // The catalogue's content arrives late; the page must not show without it meanwhile.
  await page.route(/\/assets\/CatalogueBrowser-[^/]+\.js$/, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await request.continue();
  });
  // How long after the address changes the catalogue's content shows: at once when its code came
  // with the page's, else 800 ms later, with the header alone on screen meanwhile.
  await page.evaluate(() => {
    const win = window as unknown as { lateBy?: number };
    const push = history.pushState;
    history.pushState = function (...args: Parameters<History['pushState']>) {
      const at = performance.now();
      push.apply(this, args);
      const shown = () => document.querySelector('main .gc-catalogue-bar');
      if (shown()) return void (win.lateBy = 0);
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        win.lateBy = performance.now() - at;
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    };
  });
  await page.locator('header').getByRole('link', { name: 'Cashback Gift Cards' }).click();
  await page.waitForURL('**/gift-card-deals');
  const lateBy = await page.evaluate(async () => {
    const win = window as unknown as { lateBy?: number };
    while (win.lateBy === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    return win.lateBy;
  });
  expect(lateBy).toBeLessThan(400);
  await expect(page.getByRole('searchbox', { name: 'Search offers by brand' })).toBeVisible();
});
