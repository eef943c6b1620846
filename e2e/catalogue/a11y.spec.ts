import { test, expect, acceptCookies, expectAccessible, useTheme } from '../fixtures';

const PAGES = [
  { path: '/', ready: 'Popular brands' },
  { path: '/gift-card-deals', ready: 'Popular brands' },
  { path: '/check-gift-card-balance', ready: null },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const { path, ready } of PAGES) {
    test(`axe: ${path} in ${theme} has no violations`, async ({ page }) => {
      // axe walks every card; on a busy 2-core machine that can take a while.
      test.setTimeout(90_000);
      await acceptCookies(page);
      await useTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      if (ready) await expect(page.getByRole('region', { name: ready })).toBeVisible();
      else await expect(page.locator('.gc-balance-row').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });
  }
}
