// A pending play belongs to the person, not the page (Chromium, the wheel page on the sample API
// over HTTP): a reload or a navigation while the answer is pending, and a reload after the page
// gave up, end in one charge and the play's result shown once and listed in "Your spins"; a busy
// game's Retry-After is honoured and said as "busy". The worker's API is shared by these tests,
// so they run one after another on a game whose daily limit they cannot reach (Lucky Spin, 1,000).
import type { Page, Request } from '@playwright/test';
import { acceptCookies, expect, test } from '../fixtures';

test.describe.configure({ mode: 'serial' });

const GAME = 'wheel-lucky-spin';
const PLAY = /\/minigames\/[^/]+\/play$/;

/** Every play request's key and when it was sent, across reloads. */
function watchPlays(page: Page) {
  const sent: Array<{ key: string; at: number }> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && PLAY.test(request.url()))
      sent.push({ key: request.headers()['idempotency-key'] ?? '', at: Date.now() });
  });
  /** The keys sent since request number `from`. */
  const keysSince = (from: number) => new Set(sent.slice(from).map((request) => request.key));
  return { sent, keysSince };
}

const wheelOf = (page: Page) => page.locator('main .gc-wheel');
const spins = (page: Page) => page.locator('main .gc-game-history li');

/**
 * Plays left for the page's person (the API's anonymous person of this client), read with a play
 * of its own: the count after it, plus the one it used. The difference between two readings,
 * less one, is what was charged in between.
 */
async function playsLeft(page: Page, base: string): Promise<number> {
  // A connection of its own: a kept-alive one the server has just closed would reset.
  const response = await page.request.post(`${base}/brands/minigames/${GAME}/play`, {
    headers: { Connection: 'close' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { plays_left: number }).plays_left + 1;
}

test.beforeEach(async ({ page, useHttpApi }) => {
  await acceptCookies(page);
  await useHttpApi();
});

test('a reload while the spin’s answer is pending, and Back to Games and back, each end in one charge and the result shown once, in Your spins', async ({
  page,
  api,
}) => {
  const plays = watchPlays(page);
  await page.goto(`/wheel-of-fortune?game=${GAME}`);
  const left = await playsLeft(page, api.base);

  // 1. The answer takes 6 s; the page is reloaded 1 s after Spin.
  await api.fault({ endpoint: 'play', kind: 'slow', delayMs: 6_000, times: 1 });
  const firstSent = plays.sent.length;
  await page.locator('main').getByRole('button', { name: 'Spin' }).click();
  await expect.poll(() => plays.sent.length).toBe(firstSent + 1);
  await page.waitForTimeout(1_000);
  await page.reload();
  // The page asks about the same play by itself and shows it.
  await expect(wheelOf(page)).toHaveAttribute('data-state', 'won', { timeout: 10_000 });
  expect(plays.keysSince(firstSent).size).toBe(1);
  await expect(spins(page)).toHaveCount(1);
  const afterReload = await playsLeft(page, api.base);
  expect(left - afterReload - 1).toBe(1);

  // 2. Back to Games while the answer is pending, then back to the wheel.
  await api.fault({ endpoint: 'play', kind: 'slow', delayMs: 5_000, times: 1 });
  const secondSent = plays.sent.length;
  await page.locator('main').getByRole('button', { name: 'Spin again' }).click();
  await expect.poll(() => plays.sent.length).toBe(secondSent + 1);
  await page.locator('main').getByRole('link', { name: 'Back to Games' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await page.goBack();
  await expect(wheelOf(page)).toHaveAttribute('data-state', 'won', { timeout: 10_000 });
  expect(plays.keysSince(secondSent).size).toBe(1);
  await expect(spins(page)).toHaveCount(1);
  expect(afterReload - (await playsLeft(page, api.base)) - 1).toBe(1);
  // Shown: the next load asks nothing by itself.
  const settled = plays.sent.length;
  await page.reload();
  await expect(page.locator('main').getByRole('button', { name: 'Spin' })).toBeEnabled();
  await page.waitForTimeout(500);
  expect(plays.sent.length).toBe(settled);
});

test('after the page gives up (67 s of unanswered retries, on Playwright’s clock), a reload says so in plain words and Try again asks about the same play: one charge, shown, in Your spins', async ({
  page,
  api,
}) => {
  await page.clock.install();
  const plays = watchPlays(page);
  await page.goto(`/wheel-of-fortune?game=${GAME}`);
  const left = await playsLeft(page, api.base);

  // The server takes the play as it arrives, and every answer comes too late for the page.
  await api.fault({ endpoint: 'play', kind: 'slow', delayMs: 120_000, times: 4 });
  const first = plays.sent.length;
  await page.locator('main').getByRole('button', { name: 'Spin' }).click();
  const result = page.locator('main .gc-wheel-result');
  for (let step = 0; step < 40; step += 1) {
    if ((await wheelOf(page).getAttribute('data-state')) === 'failed') break;
    await page.clock.runFor(2_000);
    await page.waitForTimeout(50);
  }
  await expect(wheelOf(page)).toHaveAttribute('data-state', 'failed');
  await expect(result).toHaveText(
    "We couldn't reach the game to confirm your play. Try again to check it: you will not be charged twice.",
  );
  expect(plays.sent.length - first).toBe(4);
  expect(plays.keysSince(first).size).toBe(1);
  const key = plays.sent[first]!.key;

  // Past the play's deadline, the person reloads.
  await page.clock.runFor(10_000);
  await page.reload();
  const statement = page.getByRole('status').filter({ hasText: 'was not confirmed in time' });
  await expect(statement).toHaveText(
    /^Your last spin \(.+\) was not confirmed in time\. Try again to check it: you will not be charged twice\.$/,
  );
  await page.waitForTimeout(300);
  expect(plays.sent.length - first).toBe(4);
  await page.locator('main').getByRole('button', { name: 'Try again' }).click();
  await expect(wheelOf(page)).toHaveAttribute('data-state', 'won', { timeout: 10_000 });
  expect(plays.sent.at(-1)!.key).toBe(key);
  await expect(spins(page)).toHaveCount(1);
  await expect(statement).toHaveCount(0);
  expect(left - (await playsLeft(page, api.base)) - 1).toBe(1);
});

test('a busy game: a short Retry-After is waited for and the play shown; a long one says the game is busy, not unreachable, after one request', async ({
  page,
  api,
}) => {
  const plays = watchPlays(page);
  await page.goto(`/wheel-of-fortune?game=${GAME}`);
  const left = await playsLeft(page, api.base);

  await api.fault({ endpoint: 'play', kind: 'status', status: 503, retryAfter: 3, times: 1 });
  const first = plays.sent.length;
  await page.locator('main').getByRole('button', { name: 'Spin' }).click();
  await expect(wheelOf(page)).toHaveAttribute('data-state', 'won', { timeout: 15_000 });
  const [busy, retry] = plays.sent.slice(first);
  expect(retry!.key).toBe(busy!.key);
  // Our own first wait is 1 s: the game asked for 3.
  expect(retry!.at - busy!.at).toBeGreaterThanOrEqual(2_900);

  await api.fault({ endpoint: 'play', kind: 'status', status: 503, retryAfter: 600, times: 1 });
  const second = plays.sent.length;
  await page.locator('main').getByRole('button', { name: 'Spin again' }).click();
  await expect(wheelOf(page)).toHaveAttribute('data-state', 'failed', { timeout: 6_000 });
  await expect(page.locator('main .gc-wheel-result')).toHaveText(
    'The game is busy right now, so your play is not confirmed yet. Try again in 10 minutes: you will not be charged twice.',
  );
  expect(plays.sent.length - second).toBe(1);
  await page.locator('main').getByRole('button', { name: 'Try again' }).click();
  await expect(wheelOf(page)).toHaveAttribute('data-state', 'won', { timeout: 10_000 });
  expect(plays.sent.at(-1)!.key).toBe(plays.sent[second]!.key);
  expect(left - (await playsLeft(page, api.base)) - 1).toBe(2);
});
