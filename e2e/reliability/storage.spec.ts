import { buildSampleResponses } from '../../packages/sample/src';
import type { Page } from '../fixtures';
import { acceptCookies, expect, signInLocally, test, waitForPage } from './support';

/**
 * Odd environments: localStorage and sessionStorage that throw on access (private mode,
 * sandboxed iframes) — the site still works and simply does not keep preferences; and the
 * signed-in flag — a signed-out visitor never sees account data, including after signing out
 * in another tab.
 */
const sample = buildSampleResponses();
const PROFILE_EMAIL = sample.profile.profile.email;
const FIRST_BRAND = sample.brands.brands[0]!;

async function blockStorage(page: Page, mode: 'throw' | 'missing') {
  await page.addInitScript((how) => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          if (how === 'missing') return undefined;
          throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError');
        },
      });
    }
  }, mode);
}

for (const mode of ['throw', 'missing'] as const) {
  test(`storage ${mode === 'throw' ? 'that throws' : 'that is missing'}: browse, theme, cookie banner, sign in all work; nothing is kept`, async ({
    page,
  }) => {
    await blockStorage(page, mode);
    await page.goto('/');
    await waitForPage(page);
    // Cookie banner: accept hides it for this page view.
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    // Theme toggle switches the theme.
    const html = page.locator('html');
    const before = (await html.getAttribute('data-theme')) ?? 'light';
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
    // Browse: catalogue, then a brand.
    await page.getByRole('banner').getByRole('link', { name: 'Cashback Gift Cards' }).click();
    await waitForPage(page);
    await expect(
      page.locator(`main a[href="/brand/${encodeURIComponent(FIRST_BRAND.id)}"]`).first(),
    ).toBeAttached();
    await page.goto(`/brand/${encodeURIComponent(FIRST_BRAND.id)}`);
    await expect(page).toHaveURL(/\/brand\/[^/]+$/);
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gift Card');
    // Sign in through the dialog; the account opens.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email address').fill('jo.smith@example.co.uk');
    await dialog.getByLabel('Password').fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'My account' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in to your account');
    // Preferences are not kept: a reload starts over (banner back, default theme, signed out).
    await page.goto('/');
    await waitForPage(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
}

test('a signed-out visitor never sees account data on any account path', async ({ page }) => {
  await acceptCookies(page);
  for (const path of [
    '/profile',
    '/account',
    '/account/personal',
    '/account/gift-card-orders',
    '/account/balances',
    '/account/referrals',
  ]) {
    await page.goto(path);
    // The sign-in dialog opens over the guard (so the page behind it is inert): check the DOM.
    await expect(page.locator('main h1')).toHaveText('Sign in to your account');
    await expect(page.getByText(PROFILE_EMAIL)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(
      /Referral code|Transactions Recorded|Balances/,
    );
  }
});

test('signing out in another tab removes account data from this one', async ({ page, context }) => {
  await acceptCookies(page);
  await signInLocally(page);
  await page.goto('/account/personal');
  await expect(page.getByText(PROFILE_EMAIL).first()).toBeVisible();
  const other = await context.newPage();
  // The init script re-sets the flag on every load of the first page only; the other tab starts signed in from storage.
  await other.goto('/contact');
  await other.getByRole('button', { name: 'User menu' }).click();
  await other.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Without reload or focus, the first tab drops the account page.
  await expect(page.getByText(PROFILE_EMAIL)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main')).not.toContainText(/Personal Information|Referral code/);
  await other.close();
});

test('signing out in another tab does not pop the sign-in dialog up over the home page here', async ({
  page,
  context,
}) => {
  await acceptCookies(page);
  await signInLocally(page);
  await page.goto('/account/personal');
  await expect(page.getByText(PROFILE_EMAIL).first()).toBeVisible();
  const other = await context.newPage();
  await other.goto('/contact');
  await other.getByRole('button', { name: 'User menu' }).click();
  await other.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The visitor did not ask to sign in: the guard of the page they were on must not open the modal.
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await other.close();
});
