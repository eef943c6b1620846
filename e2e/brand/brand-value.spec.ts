import { test, expect, acceptCookies } from '../fixtures';
import { formatCoinAmount } from '../../packages/core/src/format/format';
import { expectedReceive, limit, sampleBrands } from './sampleBrands';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('free value brand: headline, limits, input rules, over limit, estimate and Buy Securely', async ({
  page,
  context,
}) => {
  const { freeValue: brand } = await sampleBrands();
  const { lower, upper } = brand.digital_face_value_limits;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/brand/${brand.id}`);
  const main = page.locator('main');
  await expect(
    main.getByRole('heading', { level: 1, name: `${brand.name} Gift Card` }),
  ).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(main.getByText(`${brand.cashback_perc_label} Instant Cashback`)).toBeVisible();
  await expect(main.getByText(/coins per £1 spent/)).toContainText(
    `${formatCoinAmount(brand.coins_per_pound)} coins per £1 spent`,
  );

  const input = main.getByRole('textbox', { name: 'Gift card value' });
  await expect(input).toHaveAttribute('placeholder', '0.00');
  await expect(input).toHaveAttribute('inputmode', 'decimal');
  await expect(main.getByText(`Min: ${limit(lower)}; Max: ${limit(upper)}`)).toBeVisible();

  // Typing: only digits, one point, two decimals.
  await input.pressSequentially('1x2.3-45');
  await expect(input).toHaveValue('12.34');
  await expect(main.getByText('You will receive')).toBeVisible();
  await expect(main.locator('.gc-brand-estimate li')).toHaveText(expectedReceive(brand, 1234));

  // Pasting: refused as a whole when it breaks the rule.
  await input.fill('');
  await input.pressSequentially('7');
  await page.evaluate(() => navigator.clipboard.writeText('£3.50'));
  await input.press('ControlOrMeta+V');
  await expect(input).toHaveValue('7');
  await page.evaluate(() => navigator.clipboard.writeText('.25'));
  await input.press('ControlOrMeta+V');
  await expect(input).toHaveValue('7.25');
  await expect(main.locator('.gc-brand-estimate li')).toHaveText(expectedReceive(brand, 725));

  // IME composition: full-width digits are refused when the composition ends.
  const cdp = await context.newCDPSession(page);
  const compositionEnded = () =>
    input.evaluate((element) => {
      (window as unknown as { __composed: Promise<string> }).__composed = new Promise((resolve) =>
        element.addEventListener(
          'compositionend',
          (event) => resolve((event as CompositionEvent).data),
          { once: true },
        ),
      );
    });
  await compositionEnded();
  await cdp.send('Input.imeSetComposition', { text: '１', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.insertText', { text: '１' });
  expect(
    await page.evaluate(() => (window as unknown as { __composed: Promise<string> }).__composed),
  ).toBe('１');
  await expect(input).toHaveValue('7.25');
  await input.fill('');
  await cdp.send('Input.imeSetComposition', { text: '4', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.insertText', { text: '4' });
  await expect(input).toHaveValue('4');

  // Over the upper limit: refused with the message; a new value clears it.
  await input.fill(String(upper));
  await input.press('End');
  await input.press('0');
  await expect(input).toHaveValue(String(upper));
  // The reason is a hint (a status) until the next keystroke; the value kept is valid, so no error state.
  const alert = main.locator('.gc-brand-detail-error');
  const hint = main.locator('.gc-brand-value-refusal');
  await expect(hint).toHaveText(`Max ${limit(upper)} per Gift Card`);
  await expect(hint).toHaveAttribute('role', 'status');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toBeEmpty();
  await expect(input).not.toHaveAttribute('aria-invalid');
  await input.press('Backspace');
  await expect(hint).toBeEmpty();

  // Buy Securely: empty, non-positive, under the minimum.
  const buy = main.getByRole('button', { name: 'Buy Securely' });
  await input.fill('');
  await expect(main.getByText('You will receive')).toHaveCount(0);
  await buy.click();
  await expect(alert).toHaveText('Please enter a valid amount');
  await input.fill('0');
  await expect(alert).toBeEmpty();
  await buy.click();
  await expect(alert).toHaveText('Please enter a valid amount');
  await input.fill(String(lower - 1));
  await buy.click();
  await expect(alert).toHaveText(`Min ${limit(lower)} per Gift Card`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A valid value opens the app dialog; QR and store links carry brand and amount.
  await input.fill(String(lower));
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Get the GiftCash app' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  for (const name of ['Download on the App Store', 'Get it on Google Play']) {
    const link = dialog.getByRole('link', { name });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.searchParams.get('brand')).toBe(brand.id);
    expect(href.searchParams.get('amount')).toBe(`${lower}.00`);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(buy).toBeFocused();
});

test('the rate leads the page, with a live "£X back on £Y" that follows the value typed', async ({
  page,
}) => {
  const { freeValue: brand } = await sampleBrands();
  const { lower, upper } = brand.digital_face_value_limits;
  await page.goto(`/brand/${brand.id}`);
  const main = page.locator('main');
  const headline = main.locator('.gc-brand-detail-headline');
  const back = main.locator('.gc-brand-detail-back');
  // Before the gift card image, the rate in large type.
  const [headlineBox, cardBox] = await Promise.all([
    headline.boundingBox(),
    main.getByRole('img', { name: `${brand.name} gift card` }).boundingBox(),
  ]);
  expect(headlineBox!.y).toBeLessThan(cardBox!.y);
  await expect(headline.getByText(brand.cashback_perc_label, { exact: true })).toBeVisible();
  const example = Math.min(Math.max(25, lower), upper);
  const receive = (pounds: number) => {
    const [cashback, coins] = expectedReceive(brand, pounds * 100);
    return `${cashback!.replace(' cashback', ' back')} on ${limit(pounds)}${coins ? ` + ${coins}` : ''}`;
  };
  await expect(back).toHaveText(receive(example));
  const input = main.getByRole('textbox', { name: 'Gift card value' });
  const typed = Math.min(upper, 40);
  await input.fill(String(typed));
  await expect(back).toHaveText(receive(typed));
  await input.fill(String(Math.min(upper, 120)));
  await expect(back).toHaveText(receive(Math.min(upper, 120)));
  await input.fill('');
  await expect(back).toHaveText(receive(example));
});

test('free value brand without a lower limit hides the Min/Max label', async ({ page }) => {
  const { freeValueNoMin: brand } = await sampleBrands();
  await page.goto(`/brand/${brand.id}`);
  await expect(page.getByRole('textbox', { name: 'Gift card value' })).toBeVisible();
  await expect(page.getByText(/^Min: /)).toHaveCount(0);
});

test('denomination brand: radio group in 2 columns on phones, 3 wider, with estimate and dialog', async ({
  page,
}) => {
  const { denominations: brand } = await sampleBrands();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/brand/${brand.id}`);
  const group = page.getByRole('group', { name: 'Choose a gift card value' });
  await expect(group).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Gift card value' })).toHaveCount(0);
  const radios = group.getByRole('radio');
  await expect(radios).toHaveCount(brand.digital_denominations.length);
  const columns = () =>
    group
      .locator('.gc-brand-value-grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(2);
  // Nothing chosen yet: Buy Securely is one gap under what shows above it (the empty error and
  // estimate regions add none).
  const gapAboveBuy = () =>
    page.getByRole('button', { name: 'Buy Securely' }).evaluate((buy) => {
      let above = buy.previousElementSibling;
      while (above && above.getBoundingClientRect().height === 0)
        above = above.previousElementSibling;
      return Math.round(buy.getBoundingClientRect().top - above!.getBoundingClientRect().bottom);
    });
  expect(await gapAboveBuy()).toBeLessThanOrEqual(16);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await columns()).toBe(3);

  const second = brand.digital_denominations[1] as number;
  await group.getByRole('radio', { name: limit(second), exact: true }).click();
  await expect(group.getByRole('radio', { name: limit(second), exact: true })).toBeChecked();
  await expect(page.locator('.gc-brand-estimate li')).toHaveText(
    expectedReceive(brand, second * 100),
  );
  // Arrow keys move the selection like any radio group.
  await page.keyboard.press('ArrowRight');
  const third = brand.digital_denominations[2] as number;
  await expect(group.getByRole('radio', { name: limit(third), exact: true })).toBeChecked();

  await page.getByRole('button', { name: 'Buy Securely' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get the GiftCash app' });
  const href = new URL(
    (await dialog.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')) ?? '',
  );
  expect(href.searchParams.get('amount')).toBe(`${third}.00`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Buy Securely' })).toBeFocused();
});

test('cashback-only, coins-only and both: headline, estimate and the coins section', async ({
  page,
}) => {
  const { cashbackOnly, coinsOnly, both } = await sampleBrands();
  const main = page.locator('main');

  await page.goto(`/brand/${cashbackOnly.id}`);
  await expect(
    main.getByText(`${cashbackOnly.cashback_perc_label} Instant Cashback`),
  ).toBeVisible();
  await expect(main.getByText(/coins per £1 spent/)).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'What are Coins?' })).toHaveCount(0);

  await page.goto(`/brand/${coinsOnly.id}`);
  await expect(main.getByText(/coins per £1 spent/)).toBeVisible();
  await expect(main.getByText(/Instant Cashback/)).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'What are Coins?' })).toBeVisible();
  const coinsValue = coinsOnly.digital_denominations[0];
  if (coinsValue) await main.getByRole('radio', { name: limit(coinsValue), exact: true }).click();
  else await main.getByRole('textbox', { name: 'Gift card value' }).fill('10');
  await expect(main.locator('.gc-brand-estimate li')).toHaveText(
    expectedReceive(coinsOnly, (coinsValue ?? 10) * 100),
  );

  await page.goto(`/brand/${both.id}`);
  await expect(main.getByText(/Instant Cashback/)).toBeVisible();
  await expect(main.getByText(/coins per £1 spent/)).toBeVisible();
});

test('an unknown brand offers popular brands and a search that opens the catalogue search', async ({
  page,
}) => {
  const { all } = await sampleBrands();
  const popular = all.filter((brand) => brand.popular).slice(0, 6);
  await page.goto('/brand/does-not-exist');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Brand not found' })).toBeVisible();
  const links = main.getByRole('region', { name: 'Popular brands' }).getByRole('link');
  await expect(links).toHaveCount(popular.length);
  await expect(links.first()).toHaveAttribute('href', `/brand/${popular[0]!.id}`);
  const word = popular[0]!.name.split(' ')[0]!;
  await main.getByRole('searchbox', { name: 'Search offers by brand' }).fill(word);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  await expect(main.getByRole('searchbox', { name: 'Search offers by brand' })).toHaveValue(word);
  await expect(main.getByRole('heading', { name: /^Search Results/ })).toBeVisible();
  await expect(
    main
      .getByRole('link', {
        name: new RegExp(popular[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      })
      .first(),
  ).toBeVisible();
});

test('loading, Brand not found, and a failed load with Retry', async ({
  page,
  api,
  useHttpApi,
}) => {
  const { both } = await sampleBrands();
  await page.goto('/brand/no-such-brand-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all gift cards' })).toHaveAttribute(
    'href',
    '/gift-card-deals',
  );

  await useHttpApi();
  await api.fault({ endpoint: 'brands', kind: 'status', status: 503, times: 1 });
  await api.fault({ endpoint: 'brands', kind: 'slow', delayMs: 1500, times: 1 });
  await page.goto(`/brand/${both.id}`);
  await expect(page.getByRole('alert')).toContainText('Request failed with status code 503');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading brand...' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `${both.name} Gift Card` }),
  ).toBeVisible();
});
