import type { Page } from '@playwright/test';
import { test, expect, acceptCookies, expectAccessible, useTheme } from '../fixtures';
import { CSP_SITE_PORT } from '../env';
import { sampleBrands } from './sampleBrands';

const CALL = 'window.__xss()';
const hostileBrand = {
  id: 'xss-brand',
  name: `<img src=x onerror="${CALL}">Evil<script>${CALL}</script>`,
  popular: false,
  categories: ['tech'],
  cashback_perc: 0.05,
  cashback_perc_label: '<b onmouseover=__xss()>5%</b>',
  coins_per_pound: 1000,
  digital_denominations: [],
  digital_face_value_limits: { lower: 1, upper: 100 },
  notes: `<script>${CALL}</script><a href="javascript:${CALL}">Important</a>`,
  detail: {
    assets: {
      gift_card_url: 'https://cdn.giftcash.invalid/card.png?a=1&b=<x>',
      logo_url: `javascript:${CALL}`,
    },
    redemption_methods: ['online', 'instore', '<script>'],
    description: `${'<img src=x onerror="window.__xss()"> '.repeat(6)}<script>${CALL}</script><svg onload="${CALL}"></svg>`,
    website_url: `javascript:${CALL}`,
    online_order_restrictions: `<iframe src="javascript:${CALL}"></iframe>`,
    instore_order_restrictions: `<a href="javascript:${CALL}">click</a>`,
    terms_and_conditions_url: ` JavaScript:${CALL}`,
    terms_and_conditions_copy: `<script>${CALL}</script><a href="javascript:${CALL}">Read the terms</a><img src=x onerror="${CALL}">`,
    expiry: `<style>body{display:none}</style>Never`,
  },
};

async function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: () => void; __xssCalls: number };
    w.__xssCalls = 0;
    w.__xss = () => {
      w.__xssCalls += 1;
    };
  });
  return {
    dialogs,
    calls: () => page.evaluate(() => (window as unknown as { __xssCalls: number }).__xssCalls),
  };
}

test('hostile copy and javascript: links from the API are shown as text and never run', async ({
  page,
  api,
  useHttpApi,
}) => {
  await acceptCookies(page);
  const watch = await watchForExecution(page);
  await useHttpApi();
  await api.fault({
    endpoint: 'brands',
    kind: 'payload',
    payload: { brands: [hostileBrand], categories: [{ id: 'tech' }] },
  });
  await page.goto(`/brand/${hostileBrand.id}`);

  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    `${hostileBrand.name} Gift Card`,
  );
  await expect(main.getByText(/Instant Cashback/)).toContainText('<b onmouseover');
  // Markup stays text: no element from the data made it into the page.
  await expect(
    main.locator('script, iframe, style, svg[onload], [onerror], [onmouseover], img[src="x"]'),
  ).toHaveCount(0);
  await main.getByRole('button', { name: 'Show more' }).click();
  await expect(main.locator('.gc-brand-description-text')).toContainText(
    '<script>window.__xss()</script>',
  );
  await expect(main.locator('.gc-brand-details')).toContainText('<iframe src="javascript:');
  await expect(main.locator('.gc-brand-details')).toContainText(
    '<style>body{display:none}</style>Never',
  );

  // javascript: links are never used: no website link, the terms URL is dropped for the copy.
  await expect(main.getByRole('link', { name: /website/ })).toHaveCount(0);
  for (const href of await main
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href.trim().toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
  }
  await main.getByRole('button', { name: 'View Terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toContainText('<a href="javascript:window.__xss()">Read the terms</a>');
  await expect(terms.locator('a, script, img')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Broken image: the fallback shows; Pinterest gets the (encoded) http image.
  await expect(main.getByRole('img', { name: /gift card$/ })).toHaveAttribute('data-fallback', '');
  await main.getByRole('button', { name: 'Share', exact: true }).click();
  const pin = new URL(
    (await main.getByRole('link', { name: 'Pin on Pinterest' }).getAttribute('href')) ?? '',
  );
  expect(pin.searchParams.get('media')).toBe('https://cdn.giftcash.invalid/card.png?a=1&b=%3Cx%3E');
  expect(pin.searchParams.get('description')).toBe(`${hostileBrand.name} Gift Card on GiftCash`);

  // Hover and focus everything that came from the data, then check nothing ran.
  await main.locator('.gc-brand-detail-headline').hover();
  await main.locator('.gc-brand-details').hover();
  expect(await watch.calls()).toBe(0);
  expect(watch.dialogs).toEqual([]);
});

test('works under the strict Content-Security-Policy with no violations', async ({ page }) => {
  const { everything: brand } = await sampleBrands();
  await acceptCookies(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(`http://127.0.0.1:${CSP_SITE_PORT}/brand/${brand.id}`);
  const main = page.locator('main');
  await expect(
    main.getByRole('heading', { level: 1, name: `${brand.name} Gift Card` }),
  ).toBeVisible();
  await main.getByRole('button', { name: 'View Terms' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
  await page.keyboard.press('Escape');
  if (brand.digital_denominations.length) await main.getByRole('radio').first().check();
  else
    await main
      .getByRole('textbox', { name: 'Gift card value' })
      .fill(String(Math.max(brand.digital_face_value_limits.lower, 10)));
  await main.getByRole('button', { name: 'Buy Securely' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Get the GiftCash app' })
      .getByRole('img', { name: /QR code/ }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});

async function openEverything(page: Page) {
  const main = page.locator('main');
  await main.getByRole('button', { name: 'Show more' }).click();
  await main.getByRole('button', { name: 'Cashback+ Wheel of Fortune' }).click();
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe: brand page, its menus, both dialogs and not found have no violations (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { everything: brand } = await sampleBrands();
    await acceptCookies(page);
    await useTheme(page, theme);
    await page.goto(`/brand/${brand.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${brand.name} Gift Card` }),
    ).toBeVisible();
    const main = page.locator('main');

    // 1. Description expanded, prize accordion open, share menu open, an inline error shown.
    await openEverything(page);
    await main.getByRole('button', { name: 'Buy Securely' }).click();
    await expect(main.locator('.gc-brand-detail-error')).not.toBeEmpty();
    await main.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(main.getByRole('link', { name: 'Share on Reddit' })).toBeVisible();
    await expectAccessible(page);

    // 2. The scratch tab (21-prize table) with the terms dialog open over it.
    await main.getByRole('tab', { name: 'Scratch Card' }).click();
    await main.getByRole('button', { name: 'View Terms' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(main.getByRole('button', { name: 'View Terms' })).toBeFocused();

    // 3. A value chosen and the app download dialog open.
    if (brand.digital_denominations.length) await main.getByRole('radio').first().check();
    else
      await main
        .getByRole('textbox', { name: 'Gift card value' })
        .fill(String(Math.max(brand.digital_face_value_limits.lower, 10)));
    await main.getByRole('button', { name: 'Buy Securely' }).click();
    await expect(page.getByRole('dialog', { name: 'Get the GiftCash app' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(main.getByRole('button', { name: 'Buy Securely' })).toBeFocused();

    // 4. Brand not found.
    await page.goto('/brand/not-a-brand');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand not found' })).toBeVisible();
    // The whole state (search and popular brands arrive with their chunk).
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Popular brands' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
}
