import type { Page } from '@playwright/test';
import { acceptCookies, expect, signInLocally, test } from '../fixtures';
import { ORDER_STATUS } from '../../packages/core/src/model/wireCodes';

const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);
const wallet = (page: Page) => page.getByRole('main');
/** A card that can be spent (status 3): its tile has the balance, Open Card and the pencil. */
const usable = (page: Page) => wallet(page).locator('article[data-card="usable"]');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await signInLocally(page);
});

test('tabs: Active, Archived and Failed each reload the orders; compact rows expand to full tiles', async ({
  page,
}) => {
  await page.goto('/account/gift-card-orders');
  const main = wallet(page);
  const tiles = main.getByRole('article');
  await expect(main.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await expect(tiles.first()).toBeVisible();
  const activeCount = await tiles.count();
  expect(activeCount).toBeGreaterThan(2);
  // The badge in plain words; the spec's "Completed (PAID)" is kept under Payment Status.
  await expect(main.getByText('Ready to use').first()).toHaveAttribute('data-state', 'paid');
  const first = usable(page).first();
  await expect(first.getByRole('button', { name: 'Record transaction' })).toBeVisible();
  // A compact row: Details opens the rest, by keyboard too.
  const details = first.getByRole('button', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(first.getByRole('button', { name: 'Buy Again' })).toBeHidden();
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText(/^Paid by /)).toBeVisible();
  await expect(first.getByText('Completed (PAID)')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Buy Again' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Archive' })).toBeVisible();
  await expect(first.getByText(/^Transactions Recorded \(\d+\)$/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open Card' }).first()).toHaveAttribute(
    'href',
    /^https:\/\//,
  );

  await main.getByRole('tab', { name: 'Archived' }).click();
  await expect(main.getByRole('tab', { name: 'Archived' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.getByRole('button', { name: 'Archive' })).toHaveCount(0);

  await main.getByRole('tab', { name: 'Failed' }).click();
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.first().locator('.gc-order-badge')).toHaveText('Cancelled');
  await expect(tiles.first().locator('.gc-order-badge')).toHaveAttribute('data-state', 'cancelled');
  // Keyboard: arrow keys move between tabs.
  await main.getByRole('tab', { name: 'Failed' }).press('ArrowLeft');
  await expect(main.getByRole('tab', { name: 'Archived' })).toBeFocused();
});

test('on a phone each compact row keeps the pencil and Details to one right edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/gift-card-orders');
  const first = usable(page).first();
  const [pencil, details] = await Promise.all([
    first.getByRole('button', { name: 'Record transaction' }).boundingBox(),
    first.getByRole('button', { name: 'Details' }).boundingBox(),
  ]);
  expect(Math.abs(pencil!.x + pencil!.width - (details!.x + details!.width))).toBeLessThanOrEqual(
    1,
  );
});

test('Buy Again opens the app download dialog (never an alert); no Invoice action without an invoice to open', async ({
  page,
}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected window dialog: ${dialog.message()}`);
  });
  await page.goto('/account/gift-card-orders');
  const main = wallet(page);
  await main.getByRole('article').first().getByRole('button', { name: 'Details' }).click();
  await main.getByRole('article').first().getByRole('button', { name: 'Buy Again' }).click();
  const app = page.getByRole('dialog', { name: /again in the app$/ });
  await expect(app).toBeVisible();
  await expect(app.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    /brand=/,
  );
  await page.keyboard.press('Escape');
  await expect(app).toBeHidden();
  // The sample orders name no invoice document, so no tile offers one (no made-up address, no stand-in button).
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Invoice' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Invoice' })).toHaveCount(0);
});

test('an order with an invoice address links to that invoice, and only that order', async ({
  page,
  api,
  useHttpApi,
  baseURL,
}) => {
  await useHttpApi();
  const body = (await (await fetch(`${api.base}/brands/orders`)).json()) as {
    items: Record<string, unknown>[];
  };
  // A document the site really serves stands in for an invoice.
  const invoice = new URL('/complaints-policy.pdf', baseURL).href;
  const [first, ...others] = body.items.filter(
    (item) => item.archived === false && item.status === ORDER_STATUS.completed,
  );
  await api.fault({
    endpoint: 'orders',
    kind: 'payload',
    payload: { ...body, items: [{ ...first, invoice_url: invoice }, ...others] },
    times: 1,
  });
  await page.goto('/account/gift-card-orders');
  // `all()` does not wait: let the rows arrive before opening them, or a slow machine opens none.
  await expect(wallet(page).getByRole('article').first()).toBeVisible();
  for (const details of await wallet(page).getByRole('button', { name: 'Details' }).all())
    await details.click();
  const links = wallet(page).getByRole('link', { name: 'Invoice' });
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', invoice);
  expect((await page.request.get(invoice)).ok()).toBe(true);
});

test('record an expense: the balance changes at once and survives a reload', async ({ page }) => {
  await page.goto('/account/gift-card-orders');
  const main = wallet(page);
  // A card with money left on it.
  const tile = main
    .getByRole('article')
    .filter({ has: page.locator('.gc-order-balance-value', { hasNotText: '£0.00' }) })
    .first();
  const name = await tile.getByRole('heading').innerText();
  const id = await tile.getAttribute('data-order-id');
  const before = pence(await tile.getByTestId('order-balance').innerText());
  await tile.getByRole('button', { name: 'Details' }).click();
  const transactions = tile.getByText(/^Transactions Recorded \(\d+\)$/);
  const countBefore = Number((await transactions.innerText()).match(/\d+/)?.[0]);

  await tile.getByRole('button', { name: 'Record transaction' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Log your expenses and keep your gift card balance up-to-date',
  });
  const input = dialog.getByLabel('Expense Amount (£)');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await input.fill(((before + 1) / 100).toFixed(2));
  await expect(confirm).toBeDisabled();
  await input.fill('0');
  await expect(confirm).toBeDisabled();
  await input.fill('1.25');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();

  const named = main.locator(`[data-order-id="${id}"]`);
  await expect(named.getByTestId('order-balance')).toHaveText(formatPence(before - 125));
  await expect(named.getByText(`Transactions Recorded (${countBefore + 1})`)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Expense recorded on your ${name} card.` }),
  ).toBeVisible();
  await named.getByText(`Transactions Recorded (${countBefore + 1})`).click();
  await expect(named.getByText('-£1.25')).toBeVisible();

  await page.reload();
  const again = wallet(page).locator(`[data-order-id="${id}"]`);
  await expect(again.getByTestId('order-balance')).toHaveText(formatPence(before - 125));
  await again.getByRole('button', { name: 'Details' }).click();
  await expect(again.getByText(`Transactions Recorded (${countBefore + 1})`)).toBeVisible();
});

test('archive: the card moves to Archived at once and stays there after a reload', async ({
  page,
}) => {
  await page.goto('/account/gift-card-orders');
  const main = wallet(page);
  const tile = usable(page).first();
  const name = await tile.getByRole('heading').innerText();
  const id = await tile.getAttribute('data-order-id');
  const activeBefore = await main.getByRole('article').count();
  await tile.getByRole('button', { name: 'Details' }).click();
  await tile.getByRole('button', { name: 'Archive' }).click();
  await expect(main.getByRole('article')).toHaveCount(activeBefore - 1);
  await expect(
    page.getByRole('status').filter({ hasText: `Your ${name} card has been archived.` }),
  ).toBeVisible();
  await page.reload();
  await expect(wallet(page).getByRole('article')).toHaveCount(activeBefore - 1);
  await wallet(page).getByRole('tab', { name: 'Archived' }).click();
  await expect(wallet(page).locator(`[data-order-id="${id}"]`)).toBeVisible();
});

function formatPence(value: number): string {
  return `£${(value / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
