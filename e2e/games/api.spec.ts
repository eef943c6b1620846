import { test, expect, acceptCookies } from '../fixtures';
import { CASHBACK_WHEEL, gamePage, computedRotation, slotUnderPointer } from './helpers';

// These tests read the sample API server over HTTP and inject faults or payloads into it. The
// faults are shared by the whole server, so the tests run one after another.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, useHttpApi }) => {
  await acceptCookies(page);
  await useHttpApi();
});

test('controlled outcome: the wheel lands on the slot the configuration makes certain, read from the final transform', async ({
  page,
  api,
}) => {
  // A configuration whose cdf gives slot 13 (£5) all the probability: the drawn slot is
  // known, so the landing is checked against the real animation's end in the real page.
  const config = await (await fetch(`${api.base}/brands/cashback-plus`)).json();
  config.slots = config.slots.map((slot: { index: number }) => ({
    ...slot,
    cdf: slot.index < 13 ? 0 : 1,
  }));
  await api.fault({ endpoint: 'wheelConfig', kind: 'payload', payload: config });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Spin the Cashback+ Wheel of Fortune' });
  const disc = section.locator('.gc-wheel-disc');
  for (let spin = 0; spin < 2; spin += 1) {
    await section.getByRole('button', { name: spin ? 'Spin again' : 'Spin' }).click();
    await expect(section.getByText('You won! £5.00')).toBeVisible();
    await expect(disc).toHaveAttribute('data-result-index', '13');
    expect(slotUnderPointer(await computedRotation(disc), 21)).toBe(13);
    expect(slotUnderPointer(Number(await disc.getAttribute('data-rotation')), 21)).toBe(13);
  }
});

test('wheel configuration failure is logged only: the default wheel still plays', async ({
  page,
  api,
}) => {
  await api.fault({ endpoint: 'wheelConfig', kind: 'status', status: 503 });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Spin the Cashback+ Wheel of Fortune' });
  await expect
    .poll(() => logged.some((text) => text.includes('Failed to load wheel configuration')))
    .toBe(true);
  await expect(section.locator('.gc-wheel-slice')).toHaveCount(21);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await section.getByRole('button', { name: 'Spin' }).click();
  await expect(section.getByRole('link', { name: 'Start Saving Today' })).toBeVisible();
});

test('games hub: games failure shows Error with Retry; raffle failure keeps the placeholder countdown; winners fall back to 8', async ({
  page,
  api,
}) => {
  await api.fault({ endpoint: 'minigames', kind: 'status', status: 500, times: 1 });
  await api.fault({ endpoint: 'lotteries', kind: 'status', status: 500 });
  await api.fault({ endpoint: 'winners', kind: 'drop' });
  await page.goto('/games');
  await expect(page.getByRole('alert')).toContainText('Error: Request failed with status code 500');
  const raffle = page.getByRole('region', { name: 'Daily Raffle' });
  await expect(raffle.getByRole('timer')).toHaveText(/^(24|23)hrs/);
  await expect(raffle.getByText('Draw number')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Real Recent Winners' }).getByRole('listitem'),
  ).toHaveCount(8);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Prize games' }).getByRole('listitem')).toHaveCount(
    7,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('wheel page: Loading game..., then Error: {message} with Retry', async ({ page, api }) => {
  await api.fault({ endpoint: 'minigames', kind: 'slow', delayMs: 1500, times: 1 });
  await api.fault({ endpoint: 'minigames', kind: 'invalid-json', times: 1 });
  await page.goto(gamePage(CASHBACK_WHEEL));
  await expect(page.getByText('Loading game...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback+ Wheel' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(/^Error: /);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
});

test('daily raffle: failure keeps the placeholder draw 24 h ahead, the countdown runs, Prizes & Odds is empty', async ({
  page,
  api,
}) => {
  await api.fault({ endpoint: 'lotteries', kind: 'status', status: 502 });
  await page.goto('/raffle');
  await expect(page.getByRole('alert')).toContainText('Error: Request failed with status code 502');
  await expect(page.getByText('Draw number: -')).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(24|23)hrs/);
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 4000 }).not.toBe(first);
  await page.getByRole('button', { name: 'Prizes & Odds' }).click();
  await expect(page.getByRole('dialog').getByText('No prize data available.')).toBeVisible();
});

test('daily raffle: Loading raffle data... until the raffle arrives', async ({ page, api }) => {
  await api.fault({ endpoint: 'lotteries', kind: 'slow', delayMs: 1500, times: 1 });
  await page.goto('/raffle');
  await expect(page.getByText('Loading raffle data...')).toBeVisible();
  await expect(page.getByText(/^Draw number: \d+$/)).toBeVisible();
  await expect(page.getByText('Loading raffle data...')).toHaveCount(0);
});

test('raffle results: Failed to load raffle results. in red, Retry loads them', async ({
  page,
  api,
}) => {
  await api.fault({ endpoint: 'raffleResults', kind: 'status', status: 500, times: 1 });
  await page.goto('/raffle-results');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to load raffle results.');
  const color = await alert
    .locator('.gc-status-text')
    .evaluate((element) => getComputedStyle(element).color);
  expect(color).toBe('rgb(179, 38, 30)');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('group', { name: 'Draws' }).getByRole('button')).toHaveCount(7);
});
