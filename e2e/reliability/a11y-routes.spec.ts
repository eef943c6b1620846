import { acceptCookies, chooseGame, expect, expectAccessible, SAMPLE_BRAND_ID, SAMPLE_BRAND_PLACEHOLDER, signInLocally, SITE_ROUTES, test, useTheme, waitForPage } from './support';

/**
 * axe (WCAG 2.0–2.2 A/AA + best practice, any impact) on every route of the site, in light and
 * dark. e2e/site/routes.spec.ts checks every route renders but runs no axe; the area specs
 * cover their own screens — this is the one place every route meets axe in both themes.
 */
// The catalogue renders every brand; axe on it takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const theme of ['light', 'dark'] as const) {
  for (const route of SITE_ROUTES) {
    test(`${route.path} has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await acceptCookies(page);
      if (route.signedIn) await signInLocally(page);
      await chooseGame(page, route.path.includes('scratch') ? 'scratch' : 'wheel');
      await page.goto(route.path.replace(SAMPLE_BRAND_PLACEHOLDER, encodeURIComponent(SAMPLE_BRAND_ID)));
      await waitForPage(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page);
    });
  }
}
