import { expect, type Locator, type Page } from '@playwright/test';
import { GAME_TYPE } from '../../packages/core/src/model/wireCodes';

/** The address of a game's page, naming the game as the hub's links do (`/wheel-game?game={id}`). */
export const gamePage = (
  game: { id: string; type: 1 | 2 },
  path = game.type === GAME_TYPE.wheel ? '/wheel-game' : '/scratch-game',
) => `${path}?game=${encodeURIComponent(game.id)}`;

export const CASHBACK_WHEEL = {
  id: 'wheel-cashback-plus',
  type: 1,
  name: 'Cashback+ Wheel',
} as const;
export const CASHBACK_SCRATCH = {
  id: 'scratch-cashback',
  type: 2,
  name: 'Cashback Scratch Card',
} as const;

/** The wheel's final rotation in degrees (0–360), read from its computed `transform` matrix. */
export async function computedRotation(disc: Locator): Promise<number> {
  return disc.evaluate((element) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform);
    const degrees = (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
    return (degrees + 360) % 360;
  });
}

/** Which slot sits under the top pointer at `rotation` degrees (clockwise) on a wheel of `count` slots. */
export const slotUnderPointer = (rotation: number, count: number): number =>
  Math.floor((((-rotation % 360) + 360) % 360) / (360 / count));

/** Presses Tab until `target` has focus (at most `limit` presses); fails if it never does. */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Waits until React has hydrated `target` (a prerendered control does nothing before then: the
 * home page's game demos hydrate after the first screen, when their code arrives).
 */
export async function waitForHydration(target: Locator) {
  await expect
    .poll(
      () =>
        target.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The scratch page's prize reveal, named by its result (a cash win or no prize). */
export const scratchReveal = (page: Page): Locator =>
  page.getByRole('region', { name: /^(You won!\s*£\d+\.\d\d|Better luck next time!)$/ });

/**
 * With a card chosen, plays it from the keyboard: Play Now, then Reveal, which must have taken
 * focus (it used to drop to <body>), and completes the card.
 */
export async function playAndRevealByKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Play Now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Reveal' })).toBeFocused();
  await page.keyboard.press('Enter');
}
