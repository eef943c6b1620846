import type { Page } from '@playwright/test';
import { test, expect, acceptCookies } from '../fixtures';
import { CASHBACK_WHEEL, gamePage, tabTo, waitForHydration } from './helpers';

// The wheel game page's prize reveal: the amount counting up, the winning slice lit, a
// celebration across the screen, focus in and back, the announcement, and the layout at
// a phone's and a laptop's width.

/** Every draw in the page returns 0.1: a winning slot. */
async function winningDraws(page: Page) {
  await page.addInitScript(() => {
    Math.random = () => 0.1;
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = ((array: Uint32Array) =>
      array instanceof Uint32Array
        ? array.fill(0x1999999a)
        : real(array)) as typeof crypto.getRandomValues;
  });
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await winningDraws(page);
});

test('1280 px: Spin sits beside the wheel above the fold; a win is revealed beside it, counted up, announced, and Escape hands focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(gamePage(CASHBACK_WHEEL));
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await waitForHydration(spin);
  const stage = await page.locator('.gc-wheel-stage').boundingBox();
  const button = await spin.boundingBox();
  expect(button!.y + button!.height).toBeLessThan(800);
  expect(button!.x).toBeGreaterThan(stage!.x + stage!.width);
  // The price and the free plays left, side by side, in the hub's words.
  await expect(page.locator('.gc-game-facts')).toHaveText(
    'Entry 500K coins · 2 free plays left today',
  );

  await spin.focus();
  // The celebration lasts about a second: watch for it from the press on, not after the checks below.
  const celebrated = page
    .locator('.gc-celebration[data-cover="screen"]')
    .waitFor({ state: 'attached', timeout: 10_000 });
  await page.keyboard.press('Enter');
  const reveal = page.getByRole('region', { name: /^You won!/ });
  await expect(reveal).toBeFocused({ timeout: 9_000 });
  await celebrated;
  // The amount counts up to the prize; the live region says the result once.
  const prize = (await reveal.locator('.gc-reveal-reserve').textContent()) ?? '';
  expect(prize).toMatch(/^£\d|coins$/);
  await expect(reveal.locator('.gc-reveal-value')).toHaveText(prize);
  await expect(page.locator('.gc-game-page [aria-live="polite"].gc-visually-hidden')).toHaveText(
    `You won ${prize}!`,
  );
  // The winning slice is lit: the slice under the pointer, and only it.
  const index = await page.locator('.gc-wheel-disc').getAttribute('data-result-index');
  expect(
    await page
      .locator('.gc-wheel-slice')
      .evaluateAll((slices) =>
        slices.map((s, i) => (s.hasAttribute('data-won') ? i : -1)).filter((i) => i >= 0),
      ),
  ).toEqual([Number(index)]);
  // Beside the wheel, inside the window.
  const box = await reveal.boundingBox();
  expect(box!.x).toBeGreaterThan(stage!.x + stage!.width);
  expect(box!.y + box!.height).toBeLessThan(800);
  await expect(page.getByRole('region', { name: 'Your spins' }).getByRole('listitem')).toHaveText([
    prize,
  ]);

  await page.keyboard.press('Escape');
  await expect(reveal).toHaveCount(0);
  await expect(spin).toBeFocused();
});

test('390 px, reduced motion: the reveal comes into view with the final amount and a still celebration; Start Saving Today, Spin again by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(gamePage(CASHBACK_WHEEL));
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await waitForHydration(spin);
  await page.getByRole('button', { name: 'How to Play' }).focus();
  await tabTo(page, spin);
  await page.keyboard.press('Enter');
  const reveal = page.getByRole('region', { name: /^You won!/ });
  await expect(reveal).toBeFocused({ timeout: 3_000 });
  await expect(reveal).toBeInViewport();
  // No count under reduced motion: the final amount at once.
  expect(await reveal.locator('.gc-reveal-value').textContent()).toBe(
    await reveal.locator('.gc-reveal-reserve').textContent(),
  );
  const celebration = page.locator('.gc-celebration[data-cover="screen"]');
  // Reduced motion: the stylesheet keeps the glow still and hides the confetti.
  await expect(celebration.locator('.gc-celebration-glow')).toHaveCSS('animation-name', 'none');
  await expect(celebration.locator('.gc-celebration-piece').first()).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.keyboard.press('Tab');
  const claim = reveal.getByRole('link', { name: 'Start Saving Today' });
  await expect(claim).toBeFocused();
  await expect(claim).toHaveAttribute('href', /^https:\/\//);
  await page.keyboard.press('Tab');
  await expect(reveal.getByRole('button', { name: 'Spin again' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The next play lands and its reveal takes focus again.
  await expect(page.getByRole('region', { name: /^You won!/ })).toBeFocused({ timeout: 3_000 });
  await expect(page.getByRole('region', { name: 'Your spins' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(spin).toBeFocused();
});
