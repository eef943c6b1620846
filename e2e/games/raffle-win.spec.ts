import { test, expect, acceptCookies, expectAccessible, signInLocally } from '../fixtures';

// The raffle's win moment on the results page: the sample person (Sarah) is third in Draw 30941.
// Signed in, that win is revealed once with the games' prize reveal; a reload, a visitor signed
// out, or a person who won nothing sees the page as the spec has it.

const REVEAL = { name: 'You won 3.5M coins in Draw 30941' };

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`signed in, ${colorScheme}: Sarah sees her third place in Draw 30941 revealed once, lit and marked You; a reload does not celebrate again`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInLocally(page);
    await page.goto('/raffle-results');
    const celebrated = page
      .locator('.gc-celebration[data-cover="screen"]')
      .waitFor({ state: 'attached', timeout: 10_000 });
    const reveal = page.getByRole('region', REVEAL);
    // Focus moves into the reveal, so its name is what a screen reader says.
    await expect(reveal).toBeFocused({ timeout: 10_000 });
    await celebrated;
    await expect(reveal.locator('.gc-reveal-value')).toHaveText('3.5M coins');
    await expect(reveal).toContainText('You came 3rd. Your place is marked below.');
    const draw = page
      .getByRole('group', { name: 'Draws' })
      .getByRole('button', { name: /Draw 30941/ });
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
    const third = page.getByRole('list', { name: 'Top three' }).locator('[data-place="3"]');
    await expect(third).toHaveText('3rd3.50M coinsSarah M.You');
    await expect(third).toHaveAttribute('data-mine', '');
    // Nothing the game pages' reveal offers for a play: no Spin again, no Start Saving Today.
    await expect(reveal.getByRole('button', { name: /again/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(reveal).toHaveCount(0);
    await expect(draw).toBeFocused();

    await page.reload();
    const draws = page.getByRole('group', { name: 'Draws' }).getByRole('button');
    await expect(draws.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Draw 30943' })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('region', { name: /You won/ })).toHaveCount(0);
    await draw.click();
    await expect(third).toContainText('You');
  });
}

test('signed in, reduced motion: the reveal shows the final amount at once, with a still celebration', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInLocally(page);
  await page.goto('/raffle-results');
  const reveal = page.getByRole('region', REVEAL);
  await expect(reveal).toBeFocused({ timeout: 10_000 });
  await expect(reveal.locator('.gc-reveal-amount')).not.toHaveAttribute('data-counting');
  await expect(reveal.locator('.gc-reveal-value')).toHaveText('3.5M coins');
});

test('signed out: no reveal, the newest draw selected, no place marked You', async ({ page }) => {
  await page.goto('/raffle-results');
  const draws = page.getByRole('group', { name: 'Draws' }).getByRole('button');
  await expect(draws.first()).toHaveAttribute('aria-pressed', 'true');
  await draws.nth(2).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Draw 30941' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Top three' }).locator('[data-place="3"]'),
  ).toHaveText('3rd3.50M coinsSarah M.');
  await expect(page.getByRole('region', { name: /You won/ })).toHaveCount(0);
  await expect(page.getByText('You', { exact: true })).toHaveCount(0);
});
