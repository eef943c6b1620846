import { test, expect, acceptCookies, expectAccessible, useTheme } from '../fixtures';
import { CASHBACK_SCRATCH, CASHBACK_WHEEL, gamePage } from './helpers';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await acceptCookies(page);
      await useTheme(page, theme);
    });

    test('games hub', async ({ page }) => {
      await page.goto('/games');
      await expect(
        page.getByRole('region', { name: 'Prize games' }).getByRole('listitem'),
      ).toHaveCount(7);
      await expect(
        page.getByRole('region', { name: 'Real Recent Winners' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });

    test('daily raffle and its Prizes & Odds dialog', async ({ page }) => {
      await page.goto('/raffle');
      await expect(page.getByText(/^Draw number: \d+$/)).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
      await page.getByRole('button', { name: 'Prizes & Odds' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });

    test('raffle results', async ({ page }) => {
      await page.goto('/raffle-results');
      await expect(
        page.getByRole('group', { name: 'Draws' }).getByRole('button').first(),
      ).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });

    test('wheel page, idle and won', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(gamePage(CASHBACK_WHEEL));
      await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
      await page.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Spin again' })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });

    test('scratch page, picking and revealed', async ({ page }) => {
      await page.goto(gamePage(CASHBACK_SCRATCH));
      await expect(page.getByText('Pick one to Play')).toBeVisible();
      await page.getByRole('button', { name: 'Card 3' }).click();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
      await page.getByRole('button', { name: 'Play Now' }).click();
      await page.getByRole('button', { name: 'Reveal' }).click();
      await expect(page.getByRole('link', { name: 'Start Saving Today' })).toBeVisible();
      await expectAccessible(page, { colourOnly: theme === 'dark' });
    });
  });
}
