import { test, expect, acceptCookies, expectAccessible, type Page } from '../fixtures';
import { filterBrandsByName, sampleBrands } from './sample';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const rows = (page: Page) => page.locator('.gc-balance-row:visible');

/** The whole list is a first page of 50 rows and a button for the rest (more on scroll). */
async function expectWholeList(page: Page, total: number) {
  await expect(rows(page)).toHaveCount(Math.min(50, total));
  if (total > 50)
    await expect(
      page.getByRole('button', { name: `Show more brands (${total - 50} more)` }),
    ).toBeAttached();
}

test('search, balance details, Enter ignored, no results, empty restores all', async ({ page }) => {
  const { brands } = await sampleBrands();
  await page.goto('/check-gift-card-balance');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gift Card Balance Checker' }),
  ).toBeVisible();
  await expectWholeList(page, brands.length);
  const search = page.getByRole('searchbox', { name: 'Search brands' });

  await search.fill('  GROCER ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/check-gift-card-balance$/);
  await expect(rows(page)).toHaveCount(filterBrandsByName(brands, 'grocer').length);

  await search.fill('Whitcombe');
  await expect(rows(page).first()).toContainText('Check online');
  await rows(page)
    .first()
    .getByRole('button', { name: 'How to check Whitcombe & Hale balance' })
    .click();
  const link = page.getByRole('link', {
    name: 'Check Whitcombe & Hale balance (opens in a new tab)',
  });
  await expect(link).toHaveAttribute(
    'href',
    'https://whitcombe-and-hale.example/gift-card-balance',
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await search.fill('Greenway');
  await expect(rows(page).first()).toContainText('Check by phone');
  await rows(page)
    .first()
    .getByRole('button', { name: /^How to check/ })
    .click();
  await expect(rows(page).first()).toContainText('Call 0808 157 0206');
  await expect(rows(page).first().getByRole('link', { name: '0808 157 0206' })).toHaveAttribute(
    'href',
    'tel:+448081570206',
  );
  await search.fill('Paper & Ribbon');
  await expect(rows(page).first()).toContainText('Not Available');

  await search.fill('zzzz');
  await expect(page.getByText('No brands found matching "zzzz"')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expectWholeList(page, brands.length);
  await search.fill('x');
  await search.fill('');
  await expectWholeList(page, brands.length);
  // Scrolled to its end, the list shows every brand.
  for (let shown = 50; shown < brands.length; shown += 50) {
    await page.locator('.gc-balance-more').scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(Math.min(shown + 50, brands.length));
  }
  await expect(page.locator('.gc-balance-more')).toHaveCount(0);
});

test('on a phone: search first, an A–Z index that goes to a letter under the sticky search, compact rows that expand', async ({
  page,
}) => {
  const { brands } = await sampleBrands();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/check-gift-card-balance');
  const search = page.getByRole('searchbox', { name: 'Search brands' });
  const index = page.getByRole('navigation', { name: 'Brands A to Z' });
  // Search, then the index, then the list, in that order on the page.
  const [searchBox, indexBox, listBox] = await Promise.all([
    search.boundingBox(),
    index.boundingBox(),
    page.locator('.gc-balance-list').boundingBox(),
  ]);
  expect(searchBox!.y).toBeLessThan(indexBox!.y);
  expect(indexBox!.y).toBeLessThan(listBox!.y);
  // Compact rows: several brands on the first screen, none of them expanded.
  const onScreen = await rows(page).evaluateAll(
    (all) => all.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
  );
  expect(onScreen).toBeGreaterThanOrEqual(5);
  await expect(page.locator('.gc-balance-panel:visible')).toHaveCount(0);
  // The whole list, every brand loaded, is a few thousand pixels, not a wall of instructions.
  for (let shown = 50; shown < brands.length; shown += 50) {
    await page.locator('.gc-balance-more').scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(Math.min(shown + 50, brands.length));
  }
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
    brands.length * 80 + 3000,
  );
  // A letter of the index brings its heading under the sticky search, with focus.
  await page.evaluate(() => window.scrollTo(0, 0));
  await index.getByRole('link', { name: 'W', exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'W', exact: true });
  await expect(heading).toBeFocused();
  await expect
    .poll(async () => (await heading.boundingBox())!.y)
    .toBeGreaterThan((await search.boundingBox())!.y);
  await expect(heading).toBeInViewport();
  const firstW = brands
    .map((brand) => brand.name)
    .filter((name) => name.startsWith('W'))
    .sort((a, b) => a.localeCompare(b, 'en-GB'))[0]!;
  const row = rows(page).filter({ hasText: firstW }).first();
  await expect(row).toBeInViewport();
  // The row opens under itself: the description, and how to check; the toggle says so.
  const toggle = row.getByRole('button', { name: `How to check ${firstW} balance` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(row.locator('.gc-balance-panel')).toBeVisible();
  await expect(row.locator('.gc-balance-panel')).toContainText(`${firstW} offers`);
  // axe on the index and the list with a row open, light (every rule) and dark (colours), from
  // the top (rows scrolled under the sticky search would count as covered targets).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page, { include: '.gc-balance' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expectAccessible(page, { include: '.gc-balance', colourOnly: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a letter of the A–Z index works before the list has loaded that far (paging up to it)', async ({
  page,
}) => {
  await page.goto('/check-gift-card-balance');
  await expect(rows(page)).toHaveCount(50);
  await page
    .getByRole('navigation', { name: 'Brands A to Z' })
    .getByRole('link', { name: 'T', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'T', exact: true })).toBeFocused();
  expect(await rows(page).count()).toBeGreaterThan(50);
});

test('clicking a row opens the brand', async ({ page }) => {
  await page.goto('/check-gift-card-balance');
  await page.getByRole('searchbox', { name: 'Search brands' }).fill('Paper & Ribbon');
  await rows(page).first().getByText('Not Available').click();
  await expect(page).toHaveURL(/\/brand\/paper-and-ribbon$/);
});

test('load failure shows the spec text and Retry recovers', async ({ page, api, useHttpApi }) => {
  await useHttpApi();
  await api.fault({ endpoint: 'brands', kind: 'drop', times: 1 });
  await page.goto('/check-gift-card-balance');
  await expect(page.getByRole('alert')).toContainText(
    'Failed to load brands. Please try again later.',
  );
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search brands' })).toBeEnabled();
  await expect(rows(page).first()).toBeVisible();
});
