import { CSP_SITE_PORT } from '../env';
import { takeShots, VISUAL_NOW } from '../visual/screenshots';
import {
  acceptCookies,
  expect,
  expectAccessible,
  recordViolations,
  SAMPLE_BRAND_ID,
  SAMPLE_BRAND_PLACEHOLDER,
  signInLocally,
  SITE_ROUTES,
  test,
  useTheme,
  violations,
  waitForPage,
} from './support';

/**
 * Every route of the site, once each, as `npm start` serves it (the strict Content-Security-Policy
 * of scripts/serve.mjs): zero `securitypolicyviolation` events, and axe (WCAG 2.0–2.2 A/AA + best
 * practice, any impact) in light, then its colour rules in dark, switched with the header's theme
 * button on the same page (the dark theme swaps colours and nothing else, so the other rules
 * would only see the light page again). e2e/site/routes.spec.ts checks every route renders but runs no axe; the area specs
 * cover their own screens: this is the one place every route meets the policy and axe in both themes.
 * It also takes each route's full-page screenshots (390 and 1280 px, light and dark) and compares
 * them with their baselines (e2e/visual/screenshots.ts): rendered at a fixed instant with reduced
 * motion, so a difference is a change of layout, not of timing.
 */
test.use({ baseURL: `http://127.0.0.1:${CSP_SITE_PORT}` });
// The catalogue renders every brand; axe on it takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

for (const route of SITE_ROUTES) {
  test(`${route.path}: no CSP violation, no axe violations (light, then dark)`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(VISUAL_NOW);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordViolations(page);
    await useTheme(page, 'light');
    await acceptCookies(page);
    if (route.signedIn) await signInLocally(page);
    const path = route.path.replace(SAMPLE_BRAND_PLACEHOLDER, encodeURIComponent(SAMPLE_BRAND_ID));
    await page.goto(path);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectAccessible(page);
    await takeShots(page, 'routes', path, 'light', { fullPage: true });
    await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectAccessible(page, { colourOnly: true });
    await takeShots(page, 'routes', path, 'dark', { fullPage: true });
    expect(await violations(page)).toEqual([]);
  });
}
