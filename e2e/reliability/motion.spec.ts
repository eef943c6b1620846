import { acceptCookies, expect, GAME_PATHS, test, waitForPage } from './support';

/** prefers-reduced-motion: no carousel auto-scroll, a short wheel spin, no count-up on home. */
test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('carousels do not auto-scroll and offer no play button', async ({ page }) => {
  await page.goto('/gift-card-deals');
  await waitForPage(page);
  const carousel = page.locator('main [aria-roledescription="carousel"]').first();
  await expect(carousel).toHaveAttribute('data-state', 'paused');
  await expect(carousel.getByRole('button', { name: /pause carousel|play carousel/i })).toHaveCount(
    0,
  );
  const scroller = carousel
    .locator('[id]')
    .filter({ has: page.locator('a') })
    .first();
  const before = await scroller.evaluate((el) => el.scrollLeft);
  await page.waitForTimeout(1_500); // a real interval: auto-scroll would have moved by now
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(before);
});

test('without the preference the carousel plays (the check above can fail)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/gift-card-deals');
  await waitForPage(page);
  await expect(page.locator('main [aria-roledescription="carousel"]').first()).toHaveAttribute(
    'data-state',
    'playing',
  );
});

test('the wheel spin is short (≤ 1.5 s from press to result)', async ({ page }) => {
  await page.goto(GAME_PATHS.wheel);
  await waitForPage(page);
  // Timed inside the page, from the press to the wheel's result state, so the test runner's own
  // latency (actionability checks, polling) on a loaded machine is not counted as spin time.
  const wheel = page.locator('main .gc-wheel');
  const elapsed = wheel.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        let pressed = 0;
        document.addEventListener('click', () => (pressed ||= performance.now()), {
          capture: true,
          once: true,
        });
        new MutationObserver((_records, observer) => {
          if (element.getAttribute('data-state') !== 'won') return;
          observer.disconnect();
          resolve(performance.now() - pressed);
        }).observe(element, { attributes: true, attributeFilter: ['data-state'] });
      }),
  );
  await page.locator('main').getByRole('button', { name: 'Spin' }).click();
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 5_000 });
  expect(await elapsed).toBeLessThan(1_500);
});

test('home shows the final brand count at once (no count-up)', async ({ page }) => {
  await page.goto('/');
  const count = page.locator('main .home-count-value').first();
  await expect(count).toHaveAttribute('data-state', 'done');
  const first = await count.textContent();
  await page.waitForTimeout(300);
  expect(await count.textContent()).toBe(first);
  await expect(count).toHaveAttribute('data-state', 'done');
});
