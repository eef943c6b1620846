import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, signInLocally, test } from '../fixtures';

/** sRGB relative luminance of a computed `rgb(…)` colour. */
const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** A theme token as a computed colour (`rgb(…)`), read through a probe element. */
const token = (page: Page, name: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);

/** In light and then dark: the selected element is filled with the orange selected token, never the yellow accent, with text at AA contrast. */
async function expectOrange(page: Page, selected: Locator) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const [orange, yellow] = [await token(page, '--gc-selected'), await token(page, '--gc-accent')];
    expect(orange).not.toBe(yellow);
    const style = await selected.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      color: getComputedStyle(el).color,
    }));
    expect(style.background, `${theme}: the selected item is orange`).toBe(orange);
    expect(
      contrast(style.color, style.background),
      `${theme}: text contrast`,
    ).toBeGreaterThanOrEqual(4.5);
  }
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('selected items are orange: the active account menu item, in light and dark', async ({
  page,
}) => {
  await signInLocally(page);
  await page.goto('/account/balances');
  const active = page
    .getByRole('navigation', { name: 'My Account' })
    .getByRole('link', { name: 'Rewards' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await expectOrange(page, active);
});

test('selected items are orange: the selected raffle draw, in light and dark', async ({ page }) => {
  await page.goto('/raffle-results');
  const selected = page
    .getByRole('group', { name: 'Draws' })
    .getByRole('button', { pressed: true });
  await expect(selected).toHaveCount(1);
  await expectOrange(page, selected);
});
