import { acceptCookies, expect, signInLocally, test } from '../fixtures';

// Faults are set on the shared sample API server: run these one at a time, each for one request.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, useHttpApi }) => {
  await acceptCookies(page);
  await signInLocally(page);
  await useHttpApi();
});

const cases: Array<{ path: string; endpoint: string; title: string; loaded: RegExp }> = [
  { path: '/profile', endpoint: 'profile', title: 'My Profile', loaded: /^Balances$/ },
  {
    path: '/account/personal',
    endpoint: 'profile',
    title: 'Personal Information',
    loaded: /^Referral code used at sign-up$/,
  },
  {
    path: '/account/gift-card-orders',
    endpoint: 'orders',
    title: 'Gift Cards Wallet',
    loaded: /^Available balance$/,
  },
  {
    path: '/account/balances',
    endpoint: 'profile',
    title: 'My Rewards',
    loaded: /^Cashback & Coins$/,
  },
  {
    path: '/account/referrals',
    endpoint: 'profile',
    title: 'My Referrals',
    loaded: /^Referral tiers$/,
  },
];

for (const { path, endpoint, title, loaded } of cases) {
  test(`${path}: a 500 from /${endpoint} shows its exact message, and Retry loads`, async ({
    page,
    api,
  }) => {
    await api.fault({ endpoint, kind: 'status', status: 500, times: 1 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/^Error: Request failed with status code 500/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(loaded).first()).toBeVisible();
  });
}

test('a dropped connection shows Network Error', async ({ page, api }) => {
  await api.fault({ endpoint: 'orders', kind: 'drop', times: 1 });
  await page.goto('/account/gift-card-orders');
  await expect(page.getByRole('alert')).toHaveText(/^Error: Network Error/);
});

test('a missing wallet shows Wallet data is missing or malformed.', async ({ page, api }) => {
  const response = await fetch(`${api.base}/brands/profile`);
  const body = (await response.json()) as Record<string, unknown>;
  await api.fault({
    endpoint: 'profile',
    kind: 'payload',
    payload: { ...body, wallet: null },
    times: 1,
  });
  await page.goto('/account/balances');
  await expect(page.getByRole('alert')).toHaveText(/^Wallet data is missing or malformed\./);
});

test('a missing referral block shows Referral data is missing or malformed.', async ({
  page,
  api,
}) => {
  const response = await fetch(`${api.base}/brands/profile`);
  const body = (await response.json()) as Record<string, unknown>;
  await api.fault({
    endpoint: 'profile',
    kind: 'payload',
    payload: { ...body, referral: null },
    times: 1,
  });
  await page.goto('/account/referrals');
  await expect(page.getByRole('alert')).toHaveText(/^Referral data is missing or malformed\./);
});

test('a null profile shows the spec’s words on every account page, never the validator’s report', async ({
  page,
  api,
}) => {
  const body = (await (await fetch(`${api.base}/brands/profile`)).json()) as Record<
    string,
    unknown
  >;
  const pages: Array<[string, string, RegExp]> = [
    ['/profile', 'My Profile', /^No profile data found\./],
    ['/account/personal', 'Personal Information', /^Profile data is missing or malformed\./],
    ['/account/balances', 'My Rewards', /^Profile data is missing(?! or)/],
    ['/account/referrals', 'My Referrals', /^No referral data found\./],
  ];
  for (const [path, title, text] of pages) {
    await api.fault({
      endpoint: 'profile',
      kind: 'payload',
      payload: { ...body, profile: null },
      times: 1,
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(text);
    await expect(page.getByRole('main')).not.toContainText(
      /Invalid|expected an object|received null/,
    );
  }
});

test('verification is polled: once the cached profile expires, the page shows verified without a reload', async ({
  page,
  api,
}) => {
  await page.clock.install();
  await page.goto('/account/personal');
  await expect(page.getByText('Your profile is not verified yet')).toBeVisible();
  const response = await fetch(`${api.base}/brands/profile`);
  const body = (await response.json()) as { profile: Record<string, unknown> };
  const checkedAt = Date.UTC(2026, 10, 20, 9, 30);
  await api.fault({
    endpoint: 'profile',
    kind: 'payload',
    payload: {
      ...body,
      profile: { ...body.profile, profile_checked: true, profile_checked_at: checkedAt },
    },
  });
  // Polls every 5 s; the HTTP provider answers from its 5-minute cache until the entry expires.
  await page.clock.runFor(306_000);
  await expect(page.getByText('Your profile has been verified')).toBeVisible();
  await expect(page.getByText('Verified on 20 November 2026', { exact: true })).toBeVisible();
});
