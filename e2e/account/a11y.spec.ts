import {
  acceptCookies,
  expect,
  expectAccessible,
  signInLocally,
  test,
  useTheme,
} from '../fixtures';

const screens: Array<[string, string]> = [
  ['/profile', 'My Profile'],
  ['/account/personal', 'Personal Information'],
  ['/account/gift-card-orders', 'Gift Cards Wallet'],
  ['/account/balances', 'My Rewards'],
  ['/account/referrals', 'My Referrals'],
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    // axe over a full account screen takes a few seconds on a busy machine.
    test.slow();
    test.beforeEach(async ({ page }) => {
      await acceptCookies(page);
      await signInLocally(page);
      await useTheme(page, theme);
    });

    for (const [path, title] of screens) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectAccessible(page, { colourOnly: theme === 'dark' });
      });
    }

    test('wallet tabs and dialogs have no violations', async ({ page }) => {
      await page.goto('/account/gift-card-orders');
      const main = page.getByRole('main');
      const first = main.locator('article[data-card="usable"]').first();
      await first.getByRole('button', { name: 'Details' }).click();
      await first.getByText(/^Transactions Recorded/).click();
      await first.getByRole('button', { name: 'Record transaction' }).click();
      const expense = page.getByRole('dialog', {
        name: 'Log your expenses and keep your gift card balance up-to-date',
      });
      await expense.getByLabel('Expense Amount (£)').fill('999999');
      await expect(
        expense.getByText('The amount cannot be more than the available balance.'),
      ).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
      await expense.getByRole('button', { name: 'Cancel' }).click();
      await first.getByRole('button', { name: 'Buy Again' }).click();
      await expect(page.getByRole('dialog', { name: /again in the app$/ })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
      await page.keyboard.press('Escape');
      for (const tab of ['Archived', 'Failed']) {
        await main.getByRole('tab', { name: tab }).click();
        await expect(main.getByRole('article').first()).toBeVisible();
        await expectAccessible(page, { colourOnly: theme === 'dark' });
      }
    });

    test('the unverified profile’s Send Proof of ID dialog has no violations', async ({ page }) => {
      await page.goto('/account/personal');
      await page.getByRole('button', { name: 'Send Proof of ID' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Send your Proof of ID in the app' }),
      ).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });

    test('the referral share disclosure, open, has no violations', async ({ page }) => {
      await page.goto('/account/referrals');
      await page.getByText('Share on social media or by email').click();
      await expect(page.getByRole('link', { name: 'Share on Pinterest' })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });

    test('cash out dialog and open history have no violations', async ({ page }) => {
      await page.goto('/account/balances');
      const main = page.getByRole('main');
      await main.locator('summary', { hasText: 'Wheel of Fortune' }).click();
      await main.locator('summary', { hasText: 'Scratch Card' }).click();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
      await main
        .getByRole('region', { name: 'Cashback & Coins' })
        .getByRole('button', { name: 'Cash Out', exact: true })
        .click();
      await expect(page.getByRole('dialog', { name: 'Cash Out Options' })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });
  });
}
