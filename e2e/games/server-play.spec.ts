import { test, expect, acceptCookies } from '../fixtures';
import { CASHBACK_WHEEL, chooseGame, computedRotation, slotUnderPointer } from './helpers';

// #18: the wheel page plays through the sample API over HTTP (POST …/minigames/{id}/play). The
// API's faults are shared by the worker's server, so these tests run one after another.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, useHttpApi }) => {
  await acceptCookies(page);
  await useHttpApi();
});

test('#18 the wheel turns at once while the play is pending, lands on the server slot; a double click is one play; a 500 and a dropped connection leave no prize, an announced error and a working Spin', async ({
  page,
  api,
}, testInfo) => {
  const plays: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/minigames\/[^/]+\/play$/.test(request.url())) plays.push(request.headers()['idempotency-key'] ?? '');
  });
  await chooseGame(page, CASHBACK_WHEEL);
  await page.goto(`/wheel-of-fortune?game=${CASHBACK_WHEEL.id}`);
  const main = page.locator('main');
  const wheel = main.locator('.gc-wheel');
  const disc = wheel.locator('.gc-wheel-disc');
  const result = wheel.locator('.gc-wheel-result');
  await expect(disc.locator('.gc-wheel-slice')).toHaveCount(21);

  // 1. The answer comes 1.5 s late: the disc is already turning one frame after the click.
  await api.fault({ endpoint: 'play', kind: 'slow', delayMs: 1_500, times: 1 });
  const answered = page.waitForResponse((response) => /\/play$/.test(response.url()) && response.request().method() === 'POST');
  const early = await disc.evaluate(async (element) => {
    const angle = () => {
      const m = new DOMMatrixReadOnly(getComputedStyle(element).transform);
      return Math.atan2(m.b, m.a);
    };
    const before = angle();
    const button = element.closest('.gc-wheel')?.querySelector<HTMLButtonElement>('.gc-wheel-spin');
    button?.click();
    // Within a frame or two the disc has moved, on a running (not pending) animation: the click's
    // own frame may be the one whose time the animation starts at (its currentTime still 0).
    let frames = 0;
    do {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      frames += 1;
    } while (frames < 3 && !(Number(element.getAnimations()[0]?.currentTime) > 0));
    const running = element.getAnimations()[0];
    return { before, after: angle(), animations: element.getAnimations().length, pending: running?.pending, moved: Number(running?.currentTime), frames };
  });
  expect(early.animations).toBe(1);
  expect(early.pending).toBe(false);
  expect(early.moved).toBeGreaterThan(0);
  expect(early.after).not.toBe(early.before);
  await page.screenshot({ path: testInfo.outputPath('wheel-pending.png') });
  const body = (await (await answered).json()) as { slot_index: number };
  expect(plays).toHaveLength(1);
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 6_000 });
  await expect(disc).toHaveAttribute('data-result-index', String(body.slot_index));
  expect(slotUnderPointer(await computedRotation(disc), 21)).toBe(body.slot_index);
  expect(slotUnderPointer(Number(await disc.getAttribute('data-rotation')), 21)).toBe(body.slot_index);
  // The facts follow the answer: the free entry used.
  await expect(main.locator('.gc-game-facts')).toContainText('Free plays remaining today1');

  // 2. A double click starts one play.
  await main.getByRole('button', { name: 'Spin again' }).dblclick();
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 6_000 });
  expect(plays).toHaveLength(2);
  expect(new Set(plays).size).toBe(2);

  // 3. A 500: no prize, the error announced, Spin works again.
  await api.fault({ endpoint: 'play', kind: 'status', status: 500, times: 1 });
  await main.getByRole('button', { name: 'Spin again' }).click();
  await expect(wheel).toHaveAttribute('data-state', 'failed', { timeout: 6_000 });
  await expect(result).toHaveText('Request failed with status code 500');
  await expect(result).toHaveAttribute('aria-live', 'polite');
  await expect(main.getByText('You won!')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('wheel-failed.png') });

  // 4. The connection dropped mid-spin: the same. (Chromium retries a request once when a reused
  // keep-alive connection drops before any answer, so both attempts drop.)
  await api.fault({ endpoint: 'play', kind: 'drop', times: 2 });
  await main.getByRole('button', { name: 'Spin' }).click();
  await expect(main.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
  await expect(result).toHaveText('Network Error', { timeout: 6_000 });
  await expect(main.getByText('You won!')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await api.reset();

  // And Spin plays again.
  await main.getByRole('button', { name: 'Spin' }).click();
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 6_000 });
  await expect(main.getByText(/You won!|Better luck next time!/)).toBeVisible();
});
