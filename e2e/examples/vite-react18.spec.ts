import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, expect, test, type Page } from '@playwright/test';
// @ts-expect-error plain ESM module without types
import { startStaticServer } from '../../scripts/serve.mjs';

/**
 * The Vite + React 18 example app, built by `node scripts/examples.mjs` with the packages
 * installed from a local npm registry, used as a visitor would: a partner's app with no router of its own, the packages'
 * links going through `navigate`, the account menu on the app's own route.
 */
const DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../examples/vite-react18/dist',
);
let server: Server;
let base = '';

test.beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(
      'examples/vite-react18 is not built: run `node scripts/examples.mjs vite-react18` (npm test does) first',
    );
  }
  server = (await startStaticServer({ dir: DIST, port: 0 })) as Server;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  return errors;
}

test.describe('phone, touch', () => {
  const { defaultBrowserType: _browser, ...iPhone } = devices['iPhone 13'];
  test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

  test('the catalogue loads from the published packages and a brand opens through navigate, without a page load', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto(`${base}/`);
    await expect(page.getByRole('searchbox', { name: 'Search offers by brand' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // A card of the first category section (the Popular carousel above it moves by itself, and
    // the search results wait in the page, hidden, until a search).
    const brand = page
      .locator('a[href^="/brand/"]:not(.gc-brand-carousel-link)')
      .filter({ visible: true })
      .first();
    const href = await brand.getAttribute('href');
    await brand.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('catalogue-phone.png') });
    await brand.tap();
    await expect(page).toHaveURL(`${base}${href}`);
    await expect(page.getByRole('heading', { level: 1, name: /Gift Card$/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    await expect(page.getByRole('heading', { name: 'What are Coins?' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('brand-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});

test.describe('laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the account menu highlights the app’s own wallet route (routes)', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto(`${base}/account/wallet`);
    const menu = page.getByRole('navigation', { name: 'My Account' });
    const wallet = menu.getByRole('link', { name: 'Gift Cards Wallet' });
    await expect(wallet).toHaveAttribute('href', '/account/wallet');
    await expect(wallet).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards Wallet' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('wallet-laptop.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
