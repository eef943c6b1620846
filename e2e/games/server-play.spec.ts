import { test, expect, acceptCookies } from '../fixtures';
import { CASHBACK_SCRATCH, CASHBACK_WHEEL, computedRotation, slotUnderPointer } from './helpers';

// The wheel page plays through the sample API over HTTP (POST …/minigames/{id}/play). The
// API's faults are shared by the worker's server, so these tests run one after another.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, useHttpApi }) => {
  await acceptCookies(page);
  await useHttpApi();
});

test('the wheel turns at once while the play is pending, lands on the server slot; a double click is one play; a 500 and a dropped connection are retried with the same key; a 4xx says the play was not taken', async ({
  page,
  api,
}, testInfo) => {
  const plays: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/minigames\/[^/]+\/play$/.test(request.url()))
      plays.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.goto(`/wheel-of-fortune?game=${CASHBACK_WHEEL.id}`);
  const main = page.locator('main');
  const wheel = main.locator('.gc-wheel');
  const disc = wheel.locator('.gc-wheel-disc');
  const result = wheel.locator('.gc-wheel-result');
  await expect(disc.locator('.gc-wheel-slice')).toHaveCount(21);

  // 1. The answer comes 1.5 s late: the disc is already turning one frame after the click.
  await api.fault({ endpoint: 'play', kind: 'slow', delayMs: 1_500, times: 1 });
  // The server's answer, read in Node on its way to the page: Chromium may drop a response body
  // from its DevTools buffer on a loaded machine, and then `response.json()` has nothing to read.
  const answers: Array<{ slot_index: number }> = [];
  const playUrl = /\/minigames\/[^/]+\/play$/;
  await page.route(playUrl, async (route) => {
    const response = await route.fetch();
    answers.push(await response.json());
    await route.fulfill({ response });
  });
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
    return {
      before,
      after: angle(),
      animations: element.getAnimations().length,
      pending: running?.pending,
      moved: Number(running?.currentTime),
      frames,
    };
  });
  expect(early.animations).toBe(1);
  expect(early.pending).toBe(false);
  expect(early.moved).toBeGreaterThan(0);
  expect(early.after).not.toBe(early.before);
  await page.screenshot({ path: testInfo.outputPath('wheel-pending.png') });
  await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(1);
  await page.unroute(playUrl);
  const body = answers[0]!;
  expect(plays).toHaveLength(1);
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 6_000 });
  await expect(disc).toHaveAttribute('data-result-index', String(body.slot_index));
  expect(slotUnderPointer(await computedRotation(disc), 21)).toBe(body.slot_index);
  expect(slotUnderPointer(Number(await disc.getAttribute('data-rotation')), 21)).toBe(
    body.slot_index,
  );
  // The facts follow the answer: the free entry used.
  await expect(main.locator('.gc-game-facts')).toContainText('1 free play left today');

  // 2. A double click starts one play.
  await main.getByRole('button', { name: 'Spin again' }).dblclick();
  // The wheel still says 'won' from the last play until the new one starts: wait for the request.
  await expect.poll(() => plays.length).toBe(2);
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 6_000 });
  expect(plays).toHaveLength(2);
  expect(new Set(plays).size).toBe(2);

  // 3. A 500 is retried with the same key (the server may have taken the play): the result shows.
  await api.fault({ endpoint: 'play', kind: 'status', status: 500, times: 1 });
  const before500 = plays.length;
  await main.getByRole('button', { name: 'Spin again' }).click();
  // (As above, 'won' holds from the last play: wait for the retry's request first.)
  await expect.poll(() => plays.length - before500, { timeout: 8_000 }).toBe(2);
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 8_000 });
  expect(plays.slice(before500)).toHaveLength(2);
  expect(new Set(plays.slice(before500)).size).toBe(1);

  // 4. A 4xx the server answers is "not taken": said in plain words, no prize, Spin works again.
  await api.fault({ endpoint: 'play', kind: 'status', status: 403, times: 1 });
  await main.getByRole('button', { name: 'Spin again' }).click();
  await expect(wheel).toHaveAttribute('data-state', 'failed', { timeout: 6_000 });
  await expect(result).toHaveText(/^Your play was not taken and no coins were spent/);
  await expect(result).toHaveAttribute('aria-live', 'polite');
  await expect(main.getByText('You won!')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('wheel-failed.png') });

  // 5. The connection dropped mid-spin: retried with the same key, and the play shows. (Chromium
  // retries a request once when a reused keep-alive connection drops before any answer, so both
  // of its attempts drop.)
  await api.fault({ endpoint: 'play', kind: 'drop', times: 2 });
  const beforeDrop = plays.length;
  await main.getByRole('button', { name: 'Spin' }).click();
  await expect(main.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 8_000 });
  expect(new Set(plays.slice(beforeDrop)).size).toBe(1);
  await api.reset();

  // And Spin plays again.
  await main.getByRole('button', { name: 'Spin' }).click();
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 6_000 });
  // The free plays are used: a coin prize under the 500K-coin entry is coins back, not a win.
  await expect(
    main.getByRole('region', { name: /^(You won!.+|Better luck next time!|.+ coins back)$/ }),
  ).toBeFocused();
});

test('a play slower than the request timeout is charged once and its result shown: the page says it is still confirming and retries with the same key', async ({
  page,
  api,
}, testInfo) => {
  test.slow();
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/minigames\/[^/]+\/play$/.test(request.url()))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  // The server's answers, read in Node on their way to the page (as in the test above): the slow
  // request's late answer has no page left to take it (the page gave up on it), and DevTools keeps
  // no body for it.
  const answers: Array<{ play_id: string; slot_index: number; plays_left: number }> = [];
  await page.route(/\/minigames\/[^/]+\/play$/, async (route) => {
    const response = await route.fetch();
    answers.push(await response.json());
    await route.fulfill({ response }).catch(() => {});
  });
  await page.goto(`/wheel-of-fortune?game=${CASHBACK_WHEEL.id}`);
  const main = page.locator('main');
  const wheel = main.locator('.gc-wheel');
  // A first play, to know how many plays were left before the slow one.
  await main.getByRole('button', { name: 'Spin' }).click();
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 8_000 });
  await expect.poll(() => answers.length).toBe(1);
  const before = answers[0]!.plays_left;

  // The server takes the play at once and answers 16 s later, past the 15 s request timeout.
  await api.fault({ endpoint: 'play', kind: 'slow', delayMs: 16_000, times: 1 });
  const first = keys.length;
  await main.getByRole('button', { name: 'Spin again' }).click();
  await expect(wheel.locator('.gc-wheel-result')).toHaveText(
    /^Still confirming your play with the game/,
    { timeout: 20_000 },
  );
  await page.screenshot({ path: testInfo.outputPath('wheel-confirming.png') });
  // The retry goes after a short pause and is answered at once (the play is already decided): the
  // result shows within a landing of that second request, however loaded the machine is.
  await expect.poll(() => keys.length - first, { timeout: 20_000 }).toBe(2);
  await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 15_000 });
  await expect(main.getByText(/Still confirming/)).toHaveCount(0);
  // Two requests, one key, one charge: the answer shown is that play's.
  expect(keys.slice(first)).toHaveLength(2);
  expect(new Set(keys.slice(first)).size).toBe(1);
  const shown = answers.at(-1)!;
  expect(shown.plays_left).toBe(before - 1);
  await expect(wheel.locator('.gc-wheel-disc')).toHaveAttribute(
    'data-result-index',
    String(shown.slot_index),
  );
  await expect(
    main.getByRole('region', { name: /^(You won!.+|Better luck next time!|.+ coins back)$/ }),
  ).toBeVisible();
});

test('a result that does not match the game’s table is refused in plain words: the wheel’s slot 0 with £999,999, a scratch £5 on six losing areas', async ({
  page,
  api,
}) => {
  const games = (await (await page.request.get(`${api.base}/brands/minigames`)).json()) as Array<{
    id: string;
    slots: Array<{ index: number; type: number; value: number }>;
  }>;
  const base = {
    play_id: 'p-refused',
    coins_spent: 0,
    plays_left: 5,
    free_entries: 0,
    free_entries_refill_at: null,
    plays_reset_at: Date.now() + 86_400_000,
  };
  await api.fault({
    endpoint: 'play',
    kind: 'payload',
    times: 1,
    payload: {
      ...base,
      game_id: CASHBACK_WHEEL.id,
      type: 1,
      slot_index: 0,
      prize: { index: 0, type: 2, value: 999_999 },
    },
  });
  await page.goto(`/wheel-of-fortune?game=${CASHBACK_WHEEL.id}`);
  const main = page.locator('main');
  await main.getByRole('button', { name: 'Spin' }).click();
  await expect(main.locator('.gc-wheel')).toHaveAttribute('data-state', 'failed', {
    timeout: 6_000,
  });
  await expect(main.locator('.gc-wheel-result')).toHaveText(
    /^We couldn't show this play's result because the game's answer did not add up/,
  );
  await expect(main.getByText(/Better luck next time!|You won!/)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();

  const scratch = games.find((game) => game.id === CASHBACK_SCRATCH.id)!;
  const five = [...scratch.slots]
    .sort((a, b) => a.index - b.index)
    .findIndex((slot) => slot.value === 5);
  const slot = [...scratch.slots].sort((a, b) => a.index - b.index)[five];
  await api.fault({
    endpoint: 'play',
    kind: 'payload',
    times: 1,
    payload: {
      ...base,
      game_id: CASHBACK_SCRATCH.id,
      type: 2,
      slot_index: five,
      prize: slot,
      areas: [0, 0, 0, 0, 0, 0],
    },
  });
  await page.goto(`/scratch-card?game=${CASHBACK_SCRATCH.id}`);
  await main.getByRole('button', { name: /Card 1$/ }).click();
  await main.getByRole('button', { name: 'Play Now' }).click();
  await expect(main.locator('.gc-scratch-error')).toHaveText(
    /^We couldn't show this play's result because the game's answer did not add up/,
  );
  await expect(main.locator('.gc-scratch-area')).toHaveCount(0);
  await expect(main.getByText(/You won/)).toHaveCount(0);
});
