import { test, expect, acceptCookies } from '../fixtures';
import { formatBrandCount, popularBrands, sampleBrands } from './sample';
import { waitForHydration } from '../games/helpers';
import { SAMPLE_REVIEW_COUNT, SAMPLE_REVIEW_RATING } from '../../packages/sample/src/reviews';
import { formatCoins } from '../../packages/core/src/format/format';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('hero: up-to-20% claim, brand count, app store links and review summary', async ({ page }) => {
  const { brands } = await sampleBrands();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Up to 20% instant cashback on gift cards',
  );
  await expect(page.locator('.home-hero-lead')).toContainText(
    `${formatBrandCount(brands.length)} UK brands`,
  );
  await expect(page.getByRole('main').getByRole('link', { name: /App Store/ })).toHaveAttribute(
    'href',
    /apps\.apple\.com/,
  );
  await expect(page.getByRole('main').getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );
  await expect(page.getByRole('region', { name: 'What shoppers say' })).toBeVisible();
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px the hero says cashback is redeemable from £1 and shows the review widget: rating, count, recent reviews`, async ({
    page,
  }) => {
    // In the prerendered HTML, as a crawler sees it, before any script runs.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Cashback redeemable from £1');
    expect(html).toContain(`${SAMPLE_REVIEW_RATING.toFixed(1)} out of 5`);
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await expect(page.locator('.home-hero').getByText('Cashback redeemable from £1')).toBeVisible();
    const widget = page.getByRole('region', { name: 'What shoppers say' });
    await expect(
      widget.getByText(`${SAMPLE_REVIEW_RATING.toFixed(1)} out of 5`, { exact: true }),
    ).toBeVisible();
    await expect(widget).toContainText(`from ${formatCoins(SAMPLE_REVIEW_COUNT)} reviews`);
    const recent = widget.getByRole('list', { name: 'Recent reviews' }).getByRole('listitem');
    await expect(recent).toHaveCount(3);
    for (const review of await recent.all()) {
      await expect(review.locator('blockquote')).toBeVisible();
      await expect(review.getByText(/^Rated [1-5] out of 5$/)).toHaveCount(1);
    }
    // Nothing in the widget is wider than the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test('below the fold, Shop with confidence: prerendered, the spec’s terms and the sample rating, no script of its own before the page is interactive', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Shop with confidence');
  expect(html).toContain(`Rated ${SAMPLE_REVIEW_RATING.toFixed(1)} out of 5`);
  // Its chunk is not among the first screen's modules (it loads and hydrates later, like the other lower sections).
  const firstScreen = /data-modules="([^"]*)"/.exec(html)?.[1];
  expect(firstScreen).toContain('HomePage');
  expect(firstScreen).not.toContain('HomeTrust');
  await page.goto('/');
  const trust = page.getByRole('region', { name: 'Shop with confidence' });
  await trust.scrollIntoViewIfNeeded();
  await expect(trust.getByRole('heading', { level: 3 })).toHaveText([
    'Cashback the moment you pay',
    'Ways to pay you know',
    'Your card by email',
    'Refunds and complaints',
    'Checks that protect you',
    `Rated ${SAMPLE_REVIEW_RATING.toFixed(1)} out of 5`,
  ]);
  await expect(trust).toContainText(
    `By shoppers, from ${formatCoins(SAMPLE_REVIEW_COUNT)} reviews.`,
  );
  await expect(trust.getByRole('link', { name: 'Gift Card Terms' })).toHaveAttribute(
    'href',
    '/gift-card-terms',
  );
});

test("a malformed reviews answer shows the widget's quiet fallback, never the validator's words", async ({
  page,
  api,
  useHttpApi,
}) => {
  await useHttpApi();
  await api.fault({
    endpoint: 'reviews',
    kind: 'payload',
    payload: { rating: 'five stars', count: -2, items: '<img src=x onerror=alert(1)>' },
  });
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'What shoppers say' });
  await expect(widget).toContainText('Reviews aren’t available right now.');
  await expect(widget).not.toContainText(/invalid|expected|received/i);
  await expect(widget.locator('img')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the brand count animates over 1.5 s to the final number', async ({ page }) => {
  const { brands } = await sampleBrands();
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
  await page.goto('/');
  const count = page.locator('.home-count-value');
  await expect(count).toBeVisible();
  await page.clock.pauseAt(new Date('2026-03-02T10:00:10Z'));
  await page.clock.runFor(1600);
  await expect(count).toHaveText(formatBrandCount(brands.length));
  await expect(count).toHaveAttribute('data-state', 'done');
});

test('savings calculator: £200 default at 5%, category rates, deselect, slider', async ({
  page,
}) => {
  await page.goto('/');
  const calculator = page.getByRole('region', { name: 'How much could you save?' });
  const amount = calculator.locator('.gc-savings-amount');
  await expect(amount).toHaveText('£120.00');
  // The sections under the hero hydrate when their code arrives.
  await waitForHydration(calculator.getByRole('button', { name: 'Supermarket' }));
  await calculator.getByRole('button', { name: 'Supermarket' }).click();
  await expect(amount).toHaveText('£112.80');
  await calculator.getByRole('button', { name: 'Fashion' }).click();
  await expect(amount).toHaveText('£172.80');
  await calculator.getByRole('button', { name: 'Travel' }).click();
  await expect(amount).toHaveText('£192.00');
  await calculator.getByRole('button', { name: 'Tech' }).click();
  await expect(amount).toHaveText('£100.80');
  const slider = calculator.getByRole('slider', { name: 'Monthly spend' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('1000');
  await expect(amount).toHaveText('£504.00');
  await calculator.getByRole('button', { name: 'Tech' }).click();
  await expect(calculator.getByRole('button', { name: 'Tech' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(amount).toHaveText('£600.00');
  await page.keyboard.press('Home');
  await slider.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('10');
  await expect(amount).toHaveText('£6.00');
});

test('a category on the home page opens the catalogue filtered to it', async ({ page }) => {
  await page.goto('/');
  const browser = page.getByRole('navigation', { name: 'Browse by category' });
  const link = browser.getByRole('link', { name: /^Takeaway/ });
  await expect(link).toHaveAttribute('href', '/gift-card-deals?category=takeaway');
  await link.click();
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  await expect(
    page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: /^Takeaway/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

for (const screen of [
  { name: 'a phone', width: 390, height: 844, columns: 2, phone: true },
  { name: 'a laptop', width: 1280, height: 800, columns: 6, phone: false },
] as const) {
  test.describe(`brand-first on ${screen.name}`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      ...(screen.phone ? { isMobile: true, hasTouch: true, userAgent: IPHONE_UA } : {}),
    });

    test(`at ${screen.width} px the search and the first row of popular brands, rate first, are on the first screen`, async ({
      page,
    }) => {
      const { brands } = await sampleBrands();
      const popular = popularBrands(brands);
      await page.goto('/');
      const search = page.getByRole('search').getByRole('searchbox', {
        name: 'Search offers by brand',
      });
      const grid = page.getByRole('region', { name: 'Popular gift cards' });
      const tiles = grid.getByRole('link', { name: /cashback|coins per £1/ });
      await expect(search).toBeInViewport();
      // The headline, then the search, then the brands: nothing else in between.
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      const searchBox = await search.boundingBox();
      expect(searchBox!.y).toBeGreaterThan(h1!.y + h1!.height);
      for (let index = 0; index < screen.columns; index += 1) {
        const tile = tiles.nth(index);
        await expect(tile).toContainText(popular[index]!.name);
        await expect(tile).toBeInViewport({ ratio: 1 });
      }
      // Each tile's headline is its rate, drawn larger than its name.
      const first = tiles.first();
      const [rateSize, nameSize] = await Promise.all([
        first
          .locator('.home-tile-rate strong')
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
        first
          .locator('.home-tile-name')
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      ]);
      expect(rateSize).toBeGreaterThanOrEqual(1.5 * nameSize);
      await expect(first.locator('.home-tile-rate strong')).toHaveText(
        popular[0]!.cashback_perc_label,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        screen.width,
      );
    });
  });
}

test('the home search opens the catalogue with the results for what was typed, before and after hydration', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const search = page
    .getByRole('search')
    .getByRole('searchbox', { name: 'Search offers by brand' });
  await waitForHydration(search);
  await search.fill('greenway');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  await expect(page.getByRole('heading', { name: 'Search Results (1)' })).toBeVisible();
  await expect(page.getByPlaceholder('Search offers by brand')).toHaveValue('greenway');
  // Without script the form still works: a GET to the catalogue with ?q=.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(page.url().replace(/\/gift-card-deals$/, '/'));
  await plain.getByRole('searchbox', { name: 'Search offers by brand' }).fill('greenway');
  await plain.getByRole('button', { name: 'Search' }).click();
  await expect(plain).toHaveURL(/\/gift-card-deals\?q=greenway$/);
  await context.close();
});

test('a popular brand opens /brand/{id}', async ({ page }) => {
  const { brands } = await sampleBrands();
  const first = popularBrands(brands)[0]!;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Popular brands' })
    .getByRole('link', { name: new RegExp(escapeRegExp(first.name)) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/brand/${first.id}$`));
});

test('a brands load failure on home is only logged and loading ends', async ({
  page,
  api,
  useHttpApi,
}) => {
  await useHttpApi();
  await api.fault({ endpoint: 'brands', kind: 'status', status: 503 });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect
    .poll(() => warnings.some((text) => text.includes('Home: could not load brands')))
    .toBe(true);
  await expect(page.getByText('Loading brands…')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How much could you save?' })).toBeVisible();
  // Without brands, the hero still says the build's count (the sample data's), never a hard-coded one.
  const { brands } = await sampleBrands();
  await expect(page.locator('.home-hero-lead')).toContainText(
    `${formatBrandCount(brands.length)} UK brands`,
  );
});

test('the same brand count from the data in the hero, the footer, How It Works and the descriptions', async ({
  page,
}) => {
  const { brands } = await sampleBrands();
  const phrase = `${formatBrandCount(brands.length)} UK brands`;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('.home-hero-lead')).toContainText(phrase);
  await expect(page.getByRole('contentinfo')).toContainText(phrase);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(escapeRegExp(phrase)),
  );
  await page.goto('/how-it-works');
  await expect(page.getByRole('main')).toContainText(phrase);
  await expect(page.getByRole('contentinfo')).toContainText(phrase);
  // A page the prerender leaves to the browser (the HTML shell) says the same (its sign-in dialog hides the footer from the accessibility tree).
  await page.goto('/account');
  await expect(page.locator('footer.site-footer')).toContainText(phrase);
});
