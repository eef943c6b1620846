import { test, expect, acceptCookies, type Page } from '../fixtures';
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
  await expect(rows(page).first()).toContainText('Call 0808 157 0206');
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
