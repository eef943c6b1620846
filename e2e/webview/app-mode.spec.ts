import { buildBrandsResponse } from '../../packages/sample/src';
import { test, expect, acceptCookies, type Page } from '../fixtures';
import { postedMessages, sendFromApp } from './protocol';
import { ANDROID_WEBVIEW_UA, IOS_WEBVIEW_UA, SAMPLE_WHEEL, WEBVIEW, fakeBridge } from './webview';
import { drawWholePage } from '../visual/screenshots';

/**
 * "App webviews: everything that leaves the web goes to the app", at 390 × 844 with touch,
 * in the iOS and Android webviews, with a fake bridge. Every posted message is checked against
 * the published JSON Schema (`postedMessages`). Each test is one app session over a few pages.
 */

const brand =
  buildBrandsResponse().brands.find((b) => b.detail?.website_url?.startsWith('https://')) ??
  buildBrandsResponse().brands[0]!;

/** No web-only path on the page: no password field, no store badge or QR code in sight. */
async function noWebOnlyPath(page: Page) {
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
}

test.describe('iOS webview (WKWebView bridge)', () => {
  test.use({ ...WEBVIEW, userAgent: IOS_WEBVIEW_UA });

  test('sign-in goes to the app and the app signs the page in; the app theme wins for the session only', async ({
    page,
  }) => {
    await acceptCookies(page);
    await fakeBridge(page, 'webkit');
    // The web's own choice, which app mode must not touch.
    await page.addInitScript(() => window.localStorage.setItem('giftcash:theme', 'light'));
    await page.goto('/account/gift-card-orders?app=1&theme=dark');

    // The account page asks the app to sign in, with the route to come back to; no form.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    await expect.poll(async () => (await postedMessages(page, 'webkit')).length).toBe(1);
    expect(await postedMessages(page, 'webkit')).toEqual([
      { v: 1, type: 'sign-in', returnTo: '/account/gift-card-orders' },
    ]);
    await noWebOnlyPath(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.screenshot({ path: test.info().outputPath('ios-account-signed-out-dark.png') });

    // Pressing Sign in again asks again, still without a form.
    await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await expect.poll(async () => (await postedMessages(page, 'webkit')).length).toBe(2);
    await noWebOnlyPath(page);

    // The app signed the person in and says so: the wallet opens.
    await sendFromApp(page, { v: 1, type: 'session', signedIn: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards Wallet' })).toBeVisible();
    await noWebOnlyPath(page);
    await page.screenshot({ path: test.info().outputPath('ios-wallet-signed-in-dark.png') });

    // The theme stays the app's on the next page (no parameter), and the web's choice is untouched.
    await page.goto('/games');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('giftcash:theme'))).toBe('light');

    // Signed out in the app: the page follows.
    await page.goto('/account');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeVisible();
    await sendFromApp(page, { v: 1, type: 'session', signedIn: false });
    await expect(page).toHaveURL(/\/$|\/\?/);
    expect((await postedMessages(page, 'webkit')).every((message) => message.v === 1)).toBe(true);
  });
});

test.describe('Android webview (React Native bridge)', () => {
  test.use({ ...WEBVIEW, userAgent: ANDROID_WEBVIEW_UA });

  test('opened signed in; share, external links and Start Saving Today post typed messages; no store badges', async ({
    page,
  }) => {
    await acceptCookies(page);
    await fakeBridge(page, 'react-native');
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // The app opens the account signed in: no sign-in message, no form.
    await page.goto('/account?app=1&signed-in=1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeVisible();
    await noWebOnlyPath(page);
    expect(await postedMessages(page, 'react-native')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('android-profile-light.png') });

    // Home: no store badges in the hero.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noWebOnlyPath(page);
    const undo = await drawWholePage(page);
    await page.screenshot({
      path: test.info().outputPath('android-home-light.png'),
      fullPage: true,
    });
    await undo();

    // Brand page: Share posts the public address; the brand's website goes to the app as open-url.
    await page.goto(`/brand/${encodeURIComponent(brand.id)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${brand.name} Gift Card` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Share', exact: true }).tap();
    await expect.poll(async () => (await postedMessages(page, 'react-native')).length).toBe(1);
    const [share] = await postedMessages(page, 'react-native');
    expect(share).toMatchObject({ v: 1, type: 'share' });
    const shared = new URL(String(share!.url));
    expect(shared.pathname).toBe(`/brand/${encodeURIComponent(brand.id)}`);
    expect(shared.search).toBe('');
    const website = page.getByRole('link', { name: `Visit the ${brand.name} website` });
    await website.scrollIntoViewIfNeeded();
    await website.tap();
    await expect.poll(async () => (await postedMessages(page, 'react-native')).length).toBe(2);
    expect((await postedMessages(page, 'react-native'))[1]).toEqual({
      v: 1,
      type: 'open-url',
      url: new URL(brand.detail!.website_url!).href,
    });
    await expect(page).toHaveURL(new RegExp(`/brand/${encodeURIComponent(brand.id)}`));
    expect(page.context().pages()).toHaveLength(1);

    // Wheel: Start Saving Today asks the app, no new tab.
    await page.goto(`/wheel-of-fortune?game=${SAMPLE_WHEEL.id}`);
    await page.getByRole('button', { name: 'Spin', exact: true }).tap();
    const start = page.getByRole('link', { name: 'Start Saving Today' });
    await start.tap();
    await expect.poll(async () => (await postedMessages(page, 'react-native')).length).toBe(3);
    expect((await postedMessages(page, 'react-native'))[2]).toEqual({
      v: 1,
      type: 'open-app',
      reason: 'start-saving',
      params: { game: 'wheel' },
    });
    expect(page.context().pages()).toHaveLength(1);
    await noWebOnlyPath(page);
  });
});
