import type { Page } from '@playwright/test';
import { test, expect, acceptCookies } from '../fixtures';
import {
  CASHBACK_SCRATCH,
  gamePage,
  playAndRevealByKeyboard,
  scratchReveal,
  tabTo,
} from './helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

async function startCard(page: Page) {
  await page.goto(gamePage(CASHBACK_SCRATCH));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cashback Scratch Card' }),
  ).toBeVisible();
  await expect(page.getByText('Pick one to Play')).toBeVisible();
  await page.getByRole('button', { name: 'Card 2' }).click();
  await page.getByRole('button', { name: 'Play Now' }).click();
  const canvas = page.locator('canvas.gc-scratch-canvas');
  await expect(canvas).toBeVisible();
  return canvas;
}

interface Checkpoint {
  cleared: number;
  link: boolean;
  result: boolean;
  complete: boolean;
}

/** Scratches rows 6 card units apart with `stroke(y)` (y in the card's 340 × 140 units) and records, after each, the cleared % and what shows. */
async function scratchRows(
  page: Page,
  stroke: (y: number) => Promise<void>,
): Promise<Checkpoint[]> {
  const seen: Checkpoint[] = [];
  for (let y = 4; y < 140; y += 6) {
    await stroke(y);
    const checkpoint = await page.evaluate((): Checkpoint => {
      const card = document.querySelector('.gc-scratch');
      const link = [...(card?.querySelectorAll('a') ?? [])].some(
        (a) => a.textContent === 'Start Saving Today',
      );
      return {
        cleared: Number(card?.querySelector('canvas')?.getAttribute('data-cleared')),
        link,
        // The result line from 50%, then (on the game page) the prize reveal once complete.
        result:
          (card?.querySelector('.gc-scratch-result')?.textContent ?? '') !== '' ||
          Boolean(card?.querySelector('.gc-reveal')),
        complete: card?.getAttribute('data-state') === 'complete',
      };
    });
    seen.push(checkpoint);
    if (checkpoint.complete) break;
  }
  return seen;
}

/** Each milestone shows exactly when the cleared share passes its threshold (floor % values). */
function expectThresholds(seen: Checkpoint[], completeAt: number) {
  for (const point of seen) {
    if (point.cleared >= 41) expect(point.link, `link at ${point.cleared}%`).toBe(true);
    if (point.cleared < 40) expect(point.link, `link at ${point.cleared}%`).toBe(false);
    if (point.cleared >= 51) expect(point.result, `result at ${point.cleared}%`).toBe(true);
    if (point.cleared < 50) expect(point.result, `result at ${point.cleared}%`).toBe(false);
    if (point.cleared >= completeAt + 1)
      expect(point.complete, `complete at ${point.cleared}%`).toBe(true);
    if (point.cleared < completeAt)
      expect(point.complete, `complete at ${point.cleared}%`).toBe(false);
  }
  const last = seen.at(-1) as Checkpoint;
  expect(last.complete).toBe(true);
  expect(last.cleared).toBeGreaterThanOrEqual(completeAt);
  expect(last.cleared).toBeLessThan(completeAt + 10);
}

test.describe('mouse at device pixel ratio 2', () => {
  test.use({ deviceScaleFactor: 2 });

  test('scratching with a mouse crosses 40% (link), 50% (result) and 60% (complete), sharp and without scrolling', async ({
    page,
  }) => {
    const canvas = await startCard(page);
    expect(await canvas.evaluate((element) => getComputedStyle(element).touchAction)).toBe('none');
    // A large card on a laptop, its backing store at the drawn size times devicePixelRatio (sharp).
    const [backing, expected] = await canvas.evaluate((element: HTMLCanvasElement) => {
      const scale = (element.clientWidth / 340) * 2;
      return [
        [element.width, element.height],
        [Math.round(340 * scale), Math.round(140 * scale)],
      ];
    });
    expect(backing).toEqual(expected);

    // Scroll the page first: coordinates must still land under the pointer. Up to 120 px, keeping
    // the card clear of the sticky header (on a laptop the card starts near the top of the page).
    await canvas.evaluate((element) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy({
        top: Math.min(120, element.getBoundingClientRect().top - header - 16),
        behavior: 'instant',
      });
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(40);
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(500);
    expect(box.height / box.width).toBeCloseTo(140 / 340, 2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    const alphaAtCentre = await canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d')!;
      return context.getImageData(element.width / 2, element.height / 2, 1, 1).data[3];
    });
    expect(alphaAtCentre).toBe(0);

    const seen = await scratchRows(page, async (y) => {
      await page.mouse.move(box.x + 1, box.y + (y * box.height) / 140);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 1, box.y + (y * box.height) / 140, { steps: 12 });
      await page.mouse.up();
    });
    expectThresholds(seen, 60);
    await expect(scratchReveal(page)).toBeVisible();

    // A stroke that runs on over the revealed prizes (the cover is gone) selects no text.
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height - 4, { steps: 8 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  });
});

test.describe('touch', () => {
  test.use({ hasTouch: true, deviceScaleFactor: 3 });

  test('scratching with touch completes above 50% and never scrolls the page', async ({ page }) => {
    const canvas = await startCard(page);
    const box = (await canvas.boundingBox())!;
    const client = await page.context().newCDPSession(page);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const seen = await scratchRows(page, async (y) => {
      const at = (x: number) => ({
        x: box.x + x,
        y: box.y + (y * box.height) / 140,
        id: 1,
        radiusX: 1,
        radiusY: 1,
        force: 1,
      });
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(1)] });
      for (let x = 85; x < box.width; x += 85)
        await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(x)] });
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    });
    expectThresholds(seen, 50);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });
});

test('keyboard-only play of the scratch card: pick, Play Now, Reveal, the prize reveal focused, Play again', async ({
  page,
}) => {
  await page.goto(gamePage(CASHBACK_SCRATCH));
  await expect(page.getByText('Pick one to Play')).toBeVisible();
  // Start from the page's own controls rather than tabbing through the site header.
  await page.getByRole('button', { name: 'How to Play' }).focus();
  await tabTo(page, page.getByRole('button', { name: 'Card 1' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Card 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await playAndRevealByKeyboard(page);
  // Reveal completes the card: the prize reveal takes focus, so its name (the result) is said.
  const reveal = scratchReveal(page);
  await expect(reveal).toBeFocused();
  await expect(page.locator('.gc-scratch')).toHaveAttribute('data-state', 'complete');
  await expect(page.locator('.gc-scratch-area')).toHaveCount(6);
  await page.keyboard.press('Tab');
  await expect(reveal.getByRole('link', { name: 'Start Saving Today' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reveal.getByRole('button', { name: 'Play again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pick one to Play')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Card 1' })).toBeFocused();
});
