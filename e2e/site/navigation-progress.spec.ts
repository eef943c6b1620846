/**
 * A navigation that waits on a slow network says so: the next page's code is held back, and a
 * progress bar runs along the top of the screen (after 300 ms, so a fast navigation never flashes
 * it; standing still with reduced motion) while `<main>` is `aria-busy`.
 */
import { test, expect, acceptCookies, type Page } from '../fixtures';
import { waitForHydration } from '../games/helpers';

/** The bar: the `::before` of <body> while <html> has `data-navigating`. */
const bar = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body, '::before');
    return {
      shown: style.content !== 'none' && style.content !== 'normal',
      opacity: Number(style.opacity),
      animation: style.animationName,
      height: style.height,
    };
  });

/** Holds every script request until `release` is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a navigation that waits shows a progress bar after a moment and marks the page busy; it goes when the page shows', async ({
  page,
}) => {
  await page.goto('/');
  const games = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' });
  await waitForHydration(games);
  expect((await bar(page)).shown).toBe(false);
  const release = await holdScripts(page);
  await games.click();
  // At once: busy, but nothing drawn yet (a fast navigation would end here).
  await expect(page.locator('html')).toHaveAttribute('data-navigating', '');
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
  expect((await bar(page)).opacity).toBeLessThan(0.5);
  // After a moment, the bar runs along the top.
  await expect.poll(async () => (await bar(page)).opacity, { timeout: 3000 }).toBe(1);
  const shown = await bar(page);
  expect(shown).toMatchObject({ shown: true, height: '4px' });
  expect(shown.animation).toContain('site-navigating-run');
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-navigating');
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy');
  expect((await bar(page)).shown).toBe(false);
});

test('with reduced motion the bar stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cashback Gift Cards' });
  await waitForHydration(link);
  const release = await holdScripts(page);
  await link.click();
  await expect.poll(async () => (await bar(page)).opacity, { timeout: 3000 }).toBe(1);
  expect((await bar(page)).animation).not.toContain('site-navigating-run');
  release();
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  expect((await bar(page)).shown).toBe(false);
});

test('a navigation whose page is ready never shows the bar', async ({ page }) => {
  await page.goto('/gift-card-deals');
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  await waitForHydration(home);
  // Record the bar's opacity on every frame from the click until the next page is there.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    const frame = () => {
      const style = getComputedStyle(document.body, '::before');
      seen.push(style.content === 'none' ? 0 : Number(style.opacity));
      if (seen.length < 60) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(600);
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect(Math.max(...seen)).toBe(0);
});
