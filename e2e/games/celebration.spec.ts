import type { Page } from '@playwright/test';
import { test, expect, acceptCookies } from '../fixtures';
import { CASHBACK_SCRATCH, CASHBACK_WHEEL, gamePage, waitForHydration } from './helpers';

// A win is celebrated briefly (a glow and confetti over the game), without moving anything.

/** Every draw in the page (crypto and Math.random) returns 0.1: a winning slot / a winning card. */
async function fixDraws(page: Page) {
  await page.addInitScript(() => {
    Math.random = () => 0.1;
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = ((array: Uint32Array) =>
      array instanceof Uint32Array
        ? array.fill(0x1999999a)
        : real(array)) as typeof crypto.getRandomValues;
  });
}

/** Starts summing layout shifts from now (the celebration's time: the result's own arrival is measured elsewhere). */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
      })[])
        w.__shift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await fixDraws(page);
});

test('a wheel win celebrates across the screen, gone after about a second, with no layout shift', async ({
  page,
}) => {
  await page.goto(gamePage(CASHBACK_WHEEL));
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await waitForHydration(spin);
  await spin.click();
  // Read at the moment it appears: over the whole window, never in the way, not tinting the wheel.
  const seen = await page.waitForFunction(
    () => {
      const el = document.querySelector('.gc-celebration[data-cover="screen"]');
      if (!el) return null;
      const style = getComputedStyle(el);
      return {
        position: style.position,
        pointerEvents: style.pointerEvents,
        hidden: el.getAttribute('aria-hidden'),
        pieces: el.querySelectorAll('.gc-celebration-piece').length,
        onStage: document.querySelectorAll('.gc-wheel-stage .gc-celebration').length,
      };
    },
    null,
    { timeout: 12_000, polling: 'raf' },
  );
  expect(await seen.jsonValue()).toEqual({
    position: 'fixed',
    pointerEvents: 'none',
    hidden: 'true',
    pieces: 14,
    onStage: 0,
  });
  await watchShifts(page);
  const celebration = page.locator('.gc-celebration[data-cover="screen"]');
  await expect(celebration).toHaveCount(0, { timeout: 1500 });
  expect(await shifts(page)).toBe(0);
});

test('a scratch card win ends in the shared reveal, celebrated across the screen; with reduced motion it is a static glow', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(gamePage(CASHBACK_SCRATCH));
  const card = page.getByRole('button', {
    name: 'Cashback Scratch Card Card 2',
  });
  await waitForHydration(card);
  await card.click();
  await page.getByRole('button', { name: 'Play Now' }).click();
  await page.getByRole('button', { name: 'Reveal' }).click();
  // A free play (the game's free entries): any prize is a win.
  await expect(page.getByRole('region', { name: /^You won!\s*£\d+\.\d\d$/ })).toBeFocused();
  await watchShifts(page);
  const celebration = page.locator('.gc-celebration[data-cover="screen"]');
  await expect(celebration).toHaveAttribute('aria-hidden', 'true');
  // The stylesheet's reduced motion: no confetti shows and the glow stands still.
  await expect(celebration.locator('.gc-celebration-piece:visible')).toHaveCount(0);
  expect(
    await celebration
      .locator('.gc-celebration-glow')
      .evaluate((el) => getComputedStyle(el).animationName),
  ).toBe('none');
  await expect(celebration).toHaveCount(0, { timeout: 1500 });
  expect(await shifts(page)).toBe(0);
});
