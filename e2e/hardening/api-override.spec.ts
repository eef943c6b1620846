// In Chromium: a crafted `?api=` link cannot point the real site at someone else's API.
import { acceptCookies, expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const value of [
  'https://attacker.example/api',
  'http://127.0.0.1:9/api?brands=evil',
  'http://user:pass@127.0.0.1:9/api',
]) {
  test(`refuses ?api=${value} with a notice and never requests it`, async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { hostname, port } = new URL(request.url());
      if (hostname === 'attacker.example' || port === '9') foreign.push(request.url());
    });
    await page.goto(`/gift-card-deals?api=${encodeURIComponent(value)}`);
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'This link asked the site to load its data from another address' });
    await expect(notice).toBeVisible();
    await expect(notice).not.toContainText('attacker');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cashback Gift Cards' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).not.toContainText('Data: HTTP API');
    expect(await page.evaluate(() => sessionStorage.getItem('giftcash:api'))).toBeNull();
    // Later pages of the tab do not use it either.
    await page.getByRole('banner').getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(foreign).toEqual([]);
  });
}

test('a loopback ?api= is still taken for the tab (how developers and tests point the site at an API)', async ({
  page,
  api,
}) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(api.base)) seen.push(request.url());
  });
  await page.goto(`/gift-card-deals?api=${encodeURIComponent(api.base)}`);
  await expect(page.getByRole('contentinfo')).toContainText(`Data: HTTP API at ${api.base}`);
  await expect(page.getByRole('status').filter({ hasText: 'another address' })).toHaveCount(0);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});
