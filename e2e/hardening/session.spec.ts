// In Chromium, on the sample API over HTTP (the provider with the 5-minute cache): after a
// sign-out, here or in another tab, the next person to sign in sees only their own referral code,
// orders and name, even within 5 minutes and even when a request of the last person was in flight.
import type { Page } from '@playwright/test';
import { createSampleSource } from '../../packages/sample/src/responses';
import { acceptCookies, expect, test, type SampleApi } from '../fixtures';
import { ORDER_STATUS } from '../../packages/core/src/model/wireCodes';

const source = createSampleSource();
const ann = source.response('profile', Date.now());
const annOrders = source.response('orders', Date.now());
const annFirstOrder = annOrders.items.find(
  (order) => order.status === ORDER_STATUS.completed && !order.archived,
);

/** The sample API now answers for Bob: his profile, referral code and one order of his own. */
async function serveBob(api: SampleApi) {
  const bobOrder = {
    ...annFirstOrder!,
    order_id: 'bob-order-1',
    title: 'Bob’s Bakery Gift Card',
    brand: 'Bob’s Bakery',
    brand_id: undefined,
  };
  await api.fault({
    endpoint: 'profile',
    kind: 'payload',
    payload: {
      ...ann,
      profile: {
        ...ann.profile,
        id: 'user-bob',
        first_name: 'Bob',
        surname: 'Stone',
        referral_code: 'BOBSTONE7',
      },
    },
  });
  await api.fault({
    endpoint: 'orders',
    kind: 'payload',
    payload: { items: [bobOrder], next_token: null },
  });
}

async function signIn(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password').fill('correct horse');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

async function expectBobOnly(page: Page) {
  await page.goto('/account/referrals');
  await expect(page.getByRole('main').getByText('BOBSTONE7').first()).toBeVisible();
  await expect(page.getByRole('main').getByText(ann.profile.referral_code!)).toHaveCount(0);
  await page.goto('/account/gift-card-orders');
  await expect(page.getByRole('main').getByRole('heading', { name: /Bob’s Bakery/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await page.goto('/account/personal');
  const firstName = page
    .getByRole('main')
    .getByText('First name', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(firstName).toHaveText('Bob');
}

test.beforeEach(async ({ page, useHttpApi }) => {
  await acceptCookies(page);
  await useHttpApi(page);
});

test('after a sign-out, the next person within 5 minutes sees only their own code, orders and name', async ({
  page,
  api,
}) => {
  await page.goto('/');
  await signIn(page, 'ann@example.co.uk');
  await page.goto('/account/referrals');
  await expect(page.getByRole('main').getByText(ann.profile.referral_code!).first()).toBeVisible();
  await page.goto('/account/gift-card-orders');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goto('/account/personal');
  await expect(
    page.getByRole('main').getByText(ann.profile.first_name!, { exact: true }),
  ).toBeVisible();

  // In-app navigation keeps the document (and the provider's cache) alive.
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await serveBob(api);
  await signIn(page, 'bob@example.co.uk');
  // Client-side navigation through the account menu, so nothing is reloaded.
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).first().click();
  const main = page.getByRole('main');
  await expect(
    main.getByText('First name', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('Bob');
  await main.getByRole('link', { name: 'Referrals' }).click();
  await expect(main.getByText('BOBSTONE7').first()).toBeVisible();
  await expect(main.getByText(ann.profile.referral_code!)).toHaveCount(0);
  await main.getByRole('link', { name: 'Gift Cards Wallet' }).click();
  await expect(main.getByRole('heading', { name: /Bob’s Bakery/ })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(1);
});

test('a sign-out in another tab drops the cached data and a request in flight', async ({
  page,
  context,
  api,
}) => {
  await page.goto('/');
  await signIn(page, 'ann@example.co.uk');
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).first().click();
  await expect(page.getByRole('main').getByText('First name', { exact: true })).toBeVisible();

  // Ann's next profile answer is slow: it is still in flight when she signs out elsewhere.
  await api.fault({ endpoint: 'profile', kind: 'slow', delayMs: 2500, times: 1 });
  await page.getByRole('main').getByRole('link', { name: 'Referrals' }).click();
  const other = await context.newPage();
  await other.goto('/account');
  await other.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await serveBob(api);
  await other.close();

  await signIn(page, 'bob@example.co.uk');
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).first().click();
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Referrals' }).click();
  await expect(main.getByText('BOBSTONE7').first()).toBeVisible();
  await page.waitForTimeout(3000); // past the slow answer for Ann
  await expect(main.getByText(ann.profile.referral_code!)).toHaveCount(0);
  await expect(main.getByText('BOBSTONE7').first()).toBeVisible();
  await expectBobOnly(page);
});
