import type { Page } from '@playwright/test';
import { buildBrandsResponse } from '../../packages/sample/src';
import { parseNativeAppMessage } from '../../packages/core/src/native/messages';
import { test, expect, acceptCookies } from '../fixtures';
import { WEBVIEW } from './webview';

test.use(WEBVIEW);

const brand = buildBrandsResponse().brands.find((b) => b.digital_denominations.length > 0)!;
const denomination = brand.digital_denominations[0]!;

type Bridge = 'react-native' | 'webkit';

/** Fakes the app's bridge before the page loads; everything posted lands in `window.__posted`. */
async function fakeBridge(page: Page, kind: Bridge) {
  await page.addInitScript((bridge) => {
    const posted: unknown[] = [];
    (window as unknown as { __posted: unknown[] }).__posted = posted;
    if (bridge === 'react-native') {
      (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
        postMessage: (data: string) => posted.push(data),
      };
    } else {
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { giftcash: { postMessage: (data: unknown) => posted.push(data) } },
      };
    }
  }, kind);
}

const posted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted);

async function buy(page: Page) {
  await page.goto(`/brand/${encodeURIComponent(brand.id)}?app=1`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${brand.name} Gift Card` }),
  ).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Buy Securely', exact: true }).tap();
}

test.describe('native app bridge', () => {
  for (const kind of ['react-native', 'webkit'] as const) {
    test(`${kind}: Buy Securely posts a typed message instead of opening the download popup`, async ({
      page,
    }) => {
      await acceptCookies(page);
      await fakeBridge(page, kind);
      await buy(page);
      await expect.poll(() => posted(page).then((list) => list.length)).toBe(1);
      const [raw] = await posted(page);
      // React Native gets a JSON string, WKWebView an object; both parse to the same typed message.
      expect(typeof raw).toBe(kind === 'react-native' ? 'string' : 'object');
      expect(parseNativeAppMessage(raw)).toEqual({
        v: 1,
        type: 'buy',
        brandId: brand.id,
        amount: denomination.toFixed(2),
      });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // A second press posts again (nothing is stuck open).
      await page.getByRole('button', { name: 'Buy Securely', exact: true }).tap();
      await expect.poll(() => posted(page).then((list) => list.length)).toBe(2);
    });
  }

  test('without a bridge nothing changes: Buy Securely opens the download popup', async ({
    page,
  }) => {
    await acceptCookies(page);
    await buy(page);
    const dialog = page.getByRole('dialog', { name: 'Get the GiftCash app' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      new RegExp(`brand=${encodeURIComponent(brand.id)}`),
    );
  });
});

test.describe('native app bridge: share and open a brand', () => {
  test('the brand page Share button posts a typed share message instead of opening the menu', async ({
    page,
  }) => {
    await acceptCookies(page);
    await fakeBridge(page, 'react-native');
    await page.goto(`/brand/${encodeURIComponent(brand.id)}?app=1`);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.tap();
    await expect.poll(async () => (await posted(page)).length).toBe(1);
    const message = parseNativeAppMessage((await posted(page))[0]);
    expect(message).toMatchObject({ type: 'share' });
    expect(message && 'url' in message ? message.url : '').toContain(
      `/brand/${encodeURIComponent(brand.id)}`,
    );
    await expect(share).toHaveAttribute('aria-expanded', 'false');
  });

  test('a brand link in the catalogue posts open-brand instead of navigating', async ({ page }) => {
    await acceptCookies(page);
    await fakeBridge(page, 'react-native');
    await page.goto('/gift-card-deals?app=1');
    // The first card on screen: the search results wait in the page, hidden, until a search.
    const card = page
      .locator('main a.gc-brand-card[href^="/brand/"]')
      .filter({ visible: true })
      .first();
    await expect(card).toBeVisible();
    const href = (await card.getAttribute('href')) ?? '';
    await card.tap();
    await expect.poll(async () => (await posted(page)).length).toBe(1);
    expect(parseNativeAppMessage((await posted(page))[0])).toEqual({
      v: 1,
      type: 'open-brand',
      brandId: decodeURIComponent(href.replace('/brand/', '')),
    });
    await expect(page).toHaveURL(/\/gift-card-deals/);
  });
});
