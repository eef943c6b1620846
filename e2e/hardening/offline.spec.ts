// In Chromium: a page whose code cannot be fetched keeps the site's header and footer, says
// the page could not load, offers Retry, and loads by itself when the browser is back online.
import { acceptCookies, expect, signInLocally, test, watchHydration, type Page } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const catalogueHeading = { level: 1, name: 'Cashback Gift Cards' } as const;

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
]) {
  test(`offline navigation keeps the header and footer and recovers when back online (${size.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: size.viewport,
      hasTouch: size.hasTouch,
      isMobile: size.isMobile,
      locale: 'en-GB',
    });
    await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    await watchHydration(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await context.setOffline(true);
    if (size.isMobile) {
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('link', { name: 'Cashback Gift Cards' }).last().click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Cashback Gift Cards' }).click();
    }
    const failed = page.getByRole('main').getByRole('alert');
    await expect(failed).toContainText('This page could not load');
    await expect(failed).toContainText('You seem to be offline');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`offline-${size.name}.png`),
      fullPage: false,
    });

    // Retry while still offline: the message stays, the site stays usable.
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(failed).toContainText('This page could not load');

    // Back online: the page loads by itself, at the address that was asked for.
    await context.setOffline(false);
    await expect(page.getByRole('heading', catalogueHeading)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/gift-card-deals$/);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('Retry loads the page once its code can be fetched again (no online event, e.g. a flaky connection)', async ({
  page,
}) => {
  let block = true;
  await page.route(/\/assets\/CataloguePage-[^/]+\.js$/, (route) =>
    block ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cashback Gift Cards' }).click();
  const failed = page.getByRole('main').getByRole('alert');
  await expect(failed).toContainText('This page could not load');
  await expect(failed).toContainText('Check your connection and try again.');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  block = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', catalogueHeading)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  // Other pages still load in the same document.
  await page.getByRole('banner').getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('a navigation whose main content’s code fails says so with Retry, and Retry brings it', async ({
  page,
}) => {
  // The page's own chunk loads; only the catalogue it shows (its main section) fails.
  let block = true;
  await page.route(/\/assets\/CatalogueBrowser-[^/]+\.js$/, (route) =>
    block ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cashback Gift Cards' }).click();
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  const failed = page.getByRole('main').getByRole('alert');
  await expect(failed).toContainText('This page could not load');
  await expect(page.getByRole('heading', catalogueHeading)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  block = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  // Loaded in this document, or (when it keeps the failed import) in a reload of the same page.
  await expect(page.getByRole('searchbox').first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('the Sign Up popup’s code failing to load (offline) leaves the page working', async ({
  page,
}) => {
  await page.route(/\/assets\/SignUpDialog-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  // The popup's code is fetched once the browser is idle after hydrating, and here that fails.
  const failedFetch = page.waitForEvent('requestfailed', {
    predicate: (request) => /SignUpDialog-/.test(request.url()),
    timeout: 15_000,
  });
  await page.goto('/');
  await failedFetch;
  // A press tries again, fails again, and opens nothing; nothing else breaks.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Cashback Gift Cards' }).click();
  await expect(page.getByRole('heading', catalogueHeading)).toBeVisible();
});

/**
 * Every part whose code is fetched after the page (dialogs, notices, the signed-in home, the brand
 * page's demos, the hero drawing on a visit from another page): when its chunk cannot be fetched,
 * the page keeps working, and the part appears once the browser is back online.
 */
const lateParts: Array<{
  chunk: string;
  open: (page: Page) => Promise<void>;
  appears: (page: Page) => Promise<void>;
}> = [
  {
    chunk: 'Toast',
    // Mounted right after hydration on every page; it confirms signing in.
    open: (page) => page.goto('/').then(() => undefined),
    // Its live region is in the page from then on, so screen readers hear the next notice.
    appears: (page) => expect(page.locator('.site-toast-region[role="status"]')).toHaveCount(1),
  },
  {
    chunk: 'SignInDialog',
    open: async (page) => {
      await page.goto('/gift-card-deals');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    },
    // The request is still open: once the code is in, the form shows.
    appears: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  {
    chunk: 'SignedInHome',
    open: async (page) => {
      await signInLocally(page);
      await page.goto('/');
    },
    appears: (page) => expect(page.locator('.home-me-placeholder')).toHaveCount(0),
  },
  {
    chunk: 'brandDemos',
    open: async (page) => {
      await page.goto('/brand/greenway-grocers');
      await page.getByRole('heading', { name: 'What are Coins?' }).scrollIntoViewIfNeeded();
    },
    appears: (page) => expect(page.locator('main .brand-demo-loading')).toHaveCount(0),
  },
  {
    chunk: 'HeroArt',
    // Drawn by the prerender on a first visit; a visit from another page fetches its code.
    open: async (page) => {
      await page.goto('/gift-card-deals');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await page.getByRole('link', { name: 'GiftCash home' }).first().click();
      await expect(page).toHaveURL(/\/$/);
    },
    appears: (page) => expect(page.locator('.home-hero-art svg').first()).toBeVisible(),
  },
];

for (const part of lateParts) {
  test(`${part.chunk}: its code failing to load leaves the page working, and it appears once back online`, async ({
    page,
  }) => {
    const pattern = new RegExp(`/assets/${part.chunk}-[^/]+\\.js$`);
    await page.route(pattern, (route) => route.abort('internetdisconnected'));
    const failedFetch = page.waitForEvent('requestfailed', {
      predicate: (request) => pattern.test(request.url()),
      timeout: 15_000,
    });
    await part.open(page);
    await failedFetch;
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // Not replaced by the "could not load this page" state either (the page's own empty live regions are fine).
    await expect(page.locator('.site-crashed')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toBeEmpty();

    // Listening before the route is lifted: a retry the page starts by itself in between (a
    // second attempt of the same import) would otherwise be missed.
    const fetched = page.waitForResponse(
      (response) => pattern.test(response.url()) && response.ok(),
    );
    await page.unroute(pattern);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await fetched;
    await part.appears(page);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // Still a working site: the header's links navigate.
    await page.getByRole('banner').getByRole('link', { name: 'Cashback Gift Cards' }).click();
    await expect(page.getByRole('heading', catalogueHeading)).toBeVisible();
  });
}
