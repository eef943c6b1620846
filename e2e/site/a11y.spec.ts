import {
  acceptCookies,
  expect,
  expectAccessible,
  signInLocally,
  test,
  useTheme,
} from '../fixtures';

/**
 * axe (WCAG A/AA + best practice) on the site shell's overlays, light and dark: the cookie banner,
 * the Help and user menus, the mobile menu and the dialogs. Every route itself meets axe in both
 * themes in e2e/reliability/a11y-routes.spec.ts.
 */
// Each test runs axe twice (two overlays): more than the default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test(`cookie banner, Help menu and Sign Up dialog have no axe violations (${theme})`, async ({
      page,
    }) => {
      await page.goto('/contact');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await page.getByRole('button', { name: 'Help' }).click();
      await expect(page.getByRole('menu', { name: 'Help' })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });

    test(`sign-in dialog with errors has no axe violations (${theme})`, async ({ page }) => {
      await acceptCookies(page);
      await page.goto('/contact');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });

    test(`user menu and mobile menu have no axe violations (${theme})`, async ({ page }) => {
      await acceptCookies(page);
      await signInLocally(page);
      await page.goto('/how-it-works');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menu', { name: 'User menu' })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });
  });
}
