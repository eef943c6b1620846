import { test, expect, acceptCookies } from '../fixtures';
import { sampleBrands } from './sampleBrands';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('details list: website in a new tab, restrictions, spend methods, expiry, denominations, notes, terms URL', async ({
  page,
}) => {
  const { termsUrl: brand } = await sampleBrands();
  await page.goto(`/brand/${brand.id}`);
  const details = page.locator('main .gc-brand-details');
  await expect(details).toBeVisible();
  const row = (term: string) =>
    details
      .locator('.gc-brand-details-row')
      .filter({ has: page.locator('dt', { hasText: term }) })
      .locator('dd');

  const website = details.getByRole('link', { name: new RegExp(`Visit the .* website`) });
  await expect(website).toHaveAttribute('href', brand.detail.website_url as string);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  const methods = brand.detail.redemption_methods
    .map((m) => (m === 'online' ? 'Online' : 'Instore'))
    .join(' & ');
  await expect(row('You can spend it')).toHaveText(methods);
  if (brand.detail.online_order_restrictions)
    await expect(row('Online order restrictions')).toHaveText(
      brand.detail.online_order_restrictions,
    );
  if (brand.detail.instore_order_restrictions)
    await expect(row('Instore order restrictions')).toHaveText(
      brand.detail.instore_order_restrictions,
    );
  if (brand.detail.expiry) await expect(row('Gift card expiry')).toHaveText(brand.detail.expiry);
  if (brand.notes) await expect(row('Important Info')).toHaveText(brand.notes);
  if (brand.digital_denominations.length)
    await expect(row('Available denominations')).toHaveText(
      brand.digital_denominations
        .map(
          (d) =>
            `£${d.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
        )
        .join(', '),
    );

  const terms = row('Brand Terms').getByRole('link', { name: /View Terms/ });
  await expect(terms).toHaveAttribute('href', brand.detail.terms_and_conditions_url as string);
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
});

test('terms copy opens the Terms and Conditions dialog; focus returns to View Terms', async ({
  page,
}) => {
  const { termsCopy: brand } = await sampleBrands();
  await page.goto(`/brand/${brand.id}`);
  const view = page.getByRole('button', { name: 'View Terms' });
  await view.click();
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    (brand.detail.terms_and_conditions_copy ?? '').split('\n')[0] as string,
  );
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(view).toBeFocused();
  // Keyboard: Enter on the trigger opens it again, and Close returns focus too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeFocused();
});

test('no terms: no Brand Terms row; online-only and instore-only badges', async ({ page }) => {
  const { noTerms, onlineOnly, instoreOnly } = await sampleBrands();
  await page.goto(`/brand/${noTerms.id}`);
  await expect(page.locator('main .gc-brand-details')).toBeVisible();
  await expect(page.locator('main dt', { hasText: 'Brand Terms' })).toHaveCount(0);

  const badges = page.getByRole('list', { name: 'Where you can spend it' }).getByRole('listitem');
  await page.goto(`/brand/${onlineOnly.id}`);
  await expect(badges).toHaveText(['Online']);
  await page.goto(`/brand/${instoreOnly.id}`);
  await expect(badges).toHaveText(['Instore']);
});

test('description: truncated at 150 characters with Show more / Show less', async ({ page }) => {
  const { longDescription: brand } = await sampleBrands();
  const full = brand.detail.description as string;
  await page.goto(`/brand/${brand.id}`);
  const text = page.locator('main .gc-brand-description-text');
  await expect(text).toHaveText(`${Array.from(full).slice(0, 150).join('').trimEnd()}…`);
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(text).toHaveText(full);
  const less = page.getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
});

test('broken gift card image shows the fallback', async ({ page }) => {
  const { brokenImage: brand } = await sampleBrands();
  await page.goto(`/brand/${brand.id}`);
  const image = page.getByRole('img', { name: `${brand.name} gift card` });
  await expect(image).toHaveAttribute('data-fallback', '');
  // The fallback is inline SVG (no data: URI a strict CSP would block), drawn in the card's box.
  await expect(image).toBeVisible();
  expect(
    await image.evaluate((el) => [el.tagName.toLowerCase(), el.getBoundingClientRect().width > 0]),
  ).toEqual(['svg', true]);
});
