import { test, expect, acceptCookies } from '../fixtures';
import { computedRotation, slotUnderPointer, waitForHydration } from './helpers';

// The controlled-outcome spin (a configuration that decides the slot) is in api.spec.ts: it
// needs the sample API server, whose faults are shared, so those tests run one at a time.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a real spin on the home page: Spin → Spinning... → the prize reveal (You won!) → Start Saving Today, and a second spin', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Spin the Cashback+ Wheel of Fortune' });
  const wheel = section.locator('.gc-wheel');
  const disc = wheel.locator('.gc-wheel-disc');
  await expect(disc.locator('.gc-wheel-slice')).toHaveCount(21);
  const stage = wheel.locator('.gc-wheel-stage');
  await waitForHydration(section.getByRole('button', { name: 'Spin' }));

  const started = Date.now();
  await section.getByRole('button', { name: 'Spin' }).click();
  await expect(section.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
  await expect(wheel).toHaveAttribute('data-state', 'spinning');
  // A square box that does not move or resize on the page while the wheel turns and the result
  // appears (the reveal taking focus may scroll the window: the box is measured in the page).
  const inPage = () =>
    stage.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { x: left + scrollX, y: top + scrollY, width, height };
    });
  const box = await inPage();
  expect(Math.round(box.width)).toBe(Math.round(box.height));

  // A demo spin is free: any prize is a win (the spec's 'You won!').
  const reveal = section.getByRole('region', { name: /^(You won!\s*.+|Better luck next time!)$/ });
  await expect(reveal).toBeFocused({ timeout: 9000 });
  // The result comes from the 5 s animation's end, not earlier.
  expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
  expect(await inPage()).toEqual(box);
  const link = section.getByRole('link', { name: 'Start Saving Today' });
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  const index = Number(await disc.getAttribute('data-result-index'));
  expect(slotUnderPointer(await computedRotation(disc), 21)).toBe(index);

  await section.getByRole('button', { name: 'Spin again' }).click();
  await expect(section.getByRole('button', { name: 'Spinning...' })).toBeDisabled();
  await expect(link).toBeVisible({ timeout: 9000 });
  expect(slotUnderPointer(await computedRotation(disc), 21)).toBe(
    Number(await disc.getAttribute('data-result-index')),
  );
});

// Keyboard play of the wheel page, with its prize reveal, is in reveal.spec.ts.
