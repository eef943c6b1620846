import { devices, type Page } from '@playwright/test';
import { test, expect, acceptCookies, expectAccessible, useTheme } from '../fixtures';
import {
  CASHBACK_WHEEL,
  gamePage,
  playAndRevealByKeyboard,
  scratchReveal,
  tabTo,
  waitForHydration,
} from './helpers';

// How a play is worded (the games model's rule: a win only when the prize is worth at least what
// the play cost), what a game costs in one wording, and the one prize reveal on the home wheel and
// the scratch page. Every draw in the page returns 0.6: on the sample wheels, the 2,500-coin slot
// times the game's scale (500 coins on Lucky Spin, whose entry is 5K coins and which has no free
// plays; 2.5K coins on the Cashback+ Wheel, whose first two plays are free).

const LUCKY_SPIN = { id: 'wheel-lucky-spin', type: 1, name: 'Lucky Spin' } as const;
const QUICK_SCRATCH = { id: 'scratch-quick', type: 2, name: 'Quick Scratch' } as const;

async function draws(page: Page, value: number) {
  await page.addInitScript((r) => {
    Math.random = () => r;
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = ((array: Uint32Array) =>
      array instanceof Uint32Array
        ? array.fill(Math.floor(r * 4_294_967_296))
        : real(array)) as typeof crypto.getRandomValues;
  }, value);
}

const liveRegion = (page: Page) =>
  page.locator('.gc-game-page [aria-live="polite"].gc-visually-hidden');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await draws(page, 0.6);
});

for (const width of [390, 1280]) {
  test(`${width} px: 500 coins from a 5K-coin spin reads "500 coins back", uncelebrated; the same prize from a free spin is "You won!"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(gamePage(LUCKY_SPIN));
    const main = page.getByRole('main');
    const spin = main.getByRole('button', { name: 'Spin', exact: true });
    await waitForHydration(spin);
    await expect(main.locator('.gc-game-facts')).toHaveText(
      'Entry 5K coins · No free plays left today',
    );
    await spin.click();
    const back = main.getByRole('region', { name: '500 coins back' });
    await expect(back).toBeFocused({ timeout: 5_000 });
    await expect(back).toBeInViewport();
    await expect(back).toContainText('Less than the 5K coins this play cost.');
    await expect(liveRegion(page)).toHaveText('500 coins back.');
    await expect(main.getByRole('region', { name: 'Your spins' }).getByRole('listitem')).toHaveText(
      ['500 coins back'],
    );
    await expect(page.locator('.gc-celebration')).toHaveCount(0);
    await expect(main.getByText(/You won/)).toHaveCount(0);

    // The Cashback+ Wheel's first plays are free: a prize of any size is a win.
    await page.goto(gamePage(CASHBACK_WHEEL));
    await main.getByRole('button', { name: 'Spin', exact: true }).click();
    const won = main.getByRole('region', { name: /^You won!\s*2\.5K coins$/ });
    await expect(won).toBeFocused({ timeout: 5_000 });
    await expect(liveRegion(page)).toHaveText('You won 2.5K coins!');
    await expect(page.locator('.gc-celebration[data-cover="screen"]')).toHaveCount(1);
  });
}

test('one wording for what a game costs: the hub tile and its page say Entry and the free plays left, on one line on a laptop and two on a phone', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/games');
    const tiles = page.getByRole('region', { name: 'Prize games' }).getByRole('listitem');
    const scratch = tiles.filter({ hasText: 'Cashback Scratch Card' });
    await expect(scratch).toContainText('Entry 100K coins');
    await expect(scratch).toContainText('2 free plays left this week');
    await expect(tiles.filter({ hasText: QUICK_SCRATCH.name })).toContainText('Entry 20K coins');
    await expect(tiles.filter({ hasText: QUICK_SCRATCH.name })).not.toContainText('free');

    await page.goto(gamePage(CASHBACK_WHEEL));
    const facts = page.locator('.gc-game-facts');
    await expect(facts).toHaveText('Entry 500K coins · 2 free plays left today');
    const [entry, free] = await facts
      .locator('span:not([aria-hidden])')
      .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().top));
    const separator = facts.locator('[aria-hidden]');
    if (width === 390) {
      // A phone: two lines, and no separator dangling at the end of the first.
      expect(free).toBeGreaterThan(entry! + 10);
      await expect(separator).toBeHidden();
    } else {
      expect(free).toBe(entry);
      await expect(separator).toBeVisible();
    }
  }
});

test.describe('the home wheel on a phone (iOS, touch)', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent: devices['iPhone 13'].userAgent,
  });

  test('a tap spins the demo into the shared reveal: focused, named by the prize, counted up; Close hands focus back to Spin', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Spin the Cashback+ Wheel of Fortune' });
    const spin = section.getByRole('button', { name: 'Spin', exact: true });
    await spin.scrollIntoViewIfNeeded();
    await waitForHydration(spin);
    await spin.tap();
    // A demo spin is free: the spec's You won!, with the prize in the reveal's name.
    const reveal = section.getByRole('region', { name: /^You won!\s*2\.5K coins$/ });
    await expect(reveal).toBeFocused({ timeout: 9_000 });
    await expect(reveal).toBeInViewport();
    await expect(reveal.locator('.gc-reveal-value')).toHaveText('2.5K coins');
    await expect(section.locator('.gc-wheel-slice[data-won]')).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await reveal.getByRole('button', { name: 'Close' }).tap();
    await expect(spin).toBeFocused();
  });
});

test('the home wheel under reduced motion: the final amount at once and a still glow; Escape hands focus back to Spin (laptop, keyboard)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Spin the Cashback+ Wheel of Fortune' });
  const spin = section.getByRole('button', { name: 'Spin', exact: true });
  await spin.scrollIntoViewIfNeeded();
  await waitForHydration(spin);
  await spin.focus();
  await page.keyboard.press('Enter');
  const reveal = section.getByRole('region', { name: /^You won!/ });
  await expect(reveal).toBeFocused({ timeout: 3_000 });
  expect(await reveal.locator('.gc-reveal-value').textContent()).toBe(
    await reveal.locator('.gc-reveal-reserve').textContent(),
  );
  const celebration = page.locator('.gc-celebration[data-cover="screen"]');
  await expect(celebration.locator('.gc-celebration-glow')).toHaveCSS('animation-name', 'none');
  await expect(celebration.locator('.gc-celebration-piece').first()).toBeHidden();
  // Beside the wheel on a laptop, not under it.
  const stage = (await section.locator('.gc-wheel-stage').boundingBox())!;
  expect((await reveal.boundingBox())!.x).toBeGreaterThan(stage.x + stage.width);
  await page.keyboard.press('Escape');
  await expect(reveal).toHaveCount(0);
  await expect(spin).toBeFocused();
});

test('the scratch page: a card scratched by keyboard ends in the shared reveal beside it on a laptop, cells lit, listed under Your cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(gamePage(QUICK_SCRATCH));
  await expect(page.locator('.gc-game-facts')).toHaveText(
    'Entry 20K coins · No free plays left this week',
  );
  await page.getByRole('button', { name: 'How to Play' }).focus();
  await tabTo(page, page.getByRole('button', { name: 'Card 2' }));
  await page.keyboard.press('Enter');
  await playAndRevealByKeyboard(page);
  const reveal = scratchReveal(page);
  await expect(reveal).toBeFocused();
  const name = (await reveal.getAttribute('aria-labelledby'))!;
  const won = /^You won/.test((await page.locator(`[id="${name}"]`).textContent()) ?? '');
  await expect(page.locator('.gc-scratch-area[data-match]')).toHaveCount(won ? 3 : 0);
  // The card as wide as the wheel would be, the reveal beside it.
  const ticket = (await page.locator('.gc-scratch-ticket').boundingBox())!;
  expect(Math.round(ticket.width)).toBe(540);
  expect((await reveal.boundingBox())!.x).toBeGreaterThan(ticket.x + ticket.width);
  await expect(page.getByRole('region', { name: 'Your cards' }).getByRole('listitem')).toHaveCount(
    1,
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe, ${theme}: the coins-back reveal and the home wheel's reveal`, async ({ page }) => {
    await useTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(gamePage(LUCKY_SPIN));
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(page.getByRole('region', { name: '500 coins back' })).toBeFocused();
    await expectAccessible(page, { colourOnly: theme === 'dark' });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Spin the Cashback+ Wheel of Fortune' });
    const spin = section.getByRole('button', { name: 'Spin', exact: true });
    await spin.scrollIntoViewIfNeeded();
    await waitForHydration(spin);
    await spin.click();
    await expect(section.getByRole('region', { name: /^You won!/ })).toBeFocused();
    await expectAccessible(page, { include: '.home-games', colourOnly: theme === 'dark' });
  });
}
