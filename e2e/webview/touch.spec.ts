import { buildBrandsResponse } from '../../packages/sample/src';
import { test, expect, acceptCookies } from '../fixtures';
import {
  WEBVIEW,
  SAMPLE_SCRATCH,
  SAMPLE_WHEEL,
  hoverOnlyReveals,
  scrollPosition,
  smallTouchTargets,
  touchDrag,
} from './webview';

test.use(WEBVIEW);

const brand =
  buildBrandsResponse().brands.find(
    (b) => b.coins_per_pound > 0 && b.digital_denominations.length > 0,
  ) ?? buildBrandsResponse().brands[0]!;

/**
 * The screens the apps open in webviews; every control must be at least 44×44 CSS px there.
 */
const ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /cashback/i },
  { path: '/gift-card-deals', heading: /Cashback Gift Cards/ },
  {
    path: `/brand/${brand.id}`,
    heading: new RegExp(`${brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Gift Card`),
  },
  { path: '/games', heading: /Games/ },
  { path: '/wheel-of-fortune', heading: /Wheel/ },
  { path: '/scratch-card', heading: /Scratch/ },
  { path: '/raffle', heading: /Raffle/i },
  { path: '/raffle-results', heading: /Raffle Results/i },
  { path: '/check-gift-card-balance', heading: /Balance Checker/ },
  { path: '/how-it-works', heading: /How GiftCash Works/ },
  { path: '/contact', heading: /contact/i },
];

test.describe('?app=1 screens in a phone webview', () => {
  for (const route of ROUTES) {
    test(`${route.path}: touch targets ≥ 44 px, nothing hover-only, no sideways scroll`, async ({
      page,
    }) => {
      await acceptCookies(page);
      const game = route.path.startsWith('/scratch')
        ? SAMPLE_SCRATCH
        : route.path.startsWith('/wheel')
          ? SAMPLE_WHEEL
          : null;
      await page.goto(`${route.path}?${game ? `game=${game.id}&` : ''}app=1`);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.locator('.gc-status[data-kind="loading"]')).toHaveCount(0);
      // App mode: no site header or footer.
      await expect(page.locator('.site')).toHaveAttribute('data-app-mode', 'app');
      await expect(page.getByRole('banner')).toHaveCount(0);
      expect(await hoverOnlyReveals(page), 'rules that reveal controls only on hover').toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page wider than the webview',
      ).toBeLessThanOrEqual(390);
      expect(await smallTouchTargets(page), 'controls smaller than 44×44 CSS px').toEqual([]);
    });
  }

  test('safe-area insets pad the app-mode page (viewport-fit=cover)', async ({ page }) => {
    await acceptCookies(page);
    await expect.soft(page).toHaveTitle(/.*/);
    await page.goto('/games?app=1');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /viewport-fit=cover/,
    );
    const cdp = await page.context().newCDPSession(page);
    let emulated = true;
    try {
      await cdp.send(
        'Emulation.setSafeAreaInsetsOverride' as never,
        { insets: { top: 47, bottom: 34, left: 0, right: 0 } } as never,
      );
    } catch {
      emulated = false; // older Chromium: fall back to checking the declared padding
    }
    const site = page.locator('.site[data-app-mode="app"]');
    if (emulated) {
      await expect
        .poll(() =>
          site.evaluate((el) => [
            getComputedStyle(el).paddingTop,
            getComputedStyle(el).paddingBottom,
          ]),
        )
        .toEqual(['47px', '34px']);
    } else {
      const declared = await page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .some(
            (rule) =>
              rule.cssText.includes('data-app-mode') &&
              rule.cssText.includes('safe-area-inset-top'),
          ),
      );
      expect(declared).toBe(true);
    }
    await cdp.detach();
  });

  test('dragging the category strip with a finger scrolls the strip, not the page', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto('/gift-card-deals?app=1');
    const scroller = page.locator('.gc-category-strip-scroller').first();
    await expect(scroller).toBeVisible();
    await scroller.scrollIntoViewIfNeeded();
    const before = await scrollPosition(page);
    const box = (await scroller.boundingBox())!;
    const y = box.y + box.height / 2;
    // A sideways swipe with a little vertical wobble, as a thumb does.
    await touchDrag(page, { x: box.x + box.width - 20, y }, { x: box.x + 40, y: y + 18 });
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
    expect(await scrollPosition(page)).toEqual(before);
  });

  test('scratching with a finger does not scroll the page', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(`/scratch-card?game=${SAMPLE_SCRATCH.id}&app=1`);
    await page.getByRole('button', { name: 'Card 1' }).tap();
    await page.getByRole('button', { name: 'Play Now' }).tap();
    const canvas = page.locator('canvas.gc-scratch-canvas');
    await expect(canvas).toBeVisible();
    await canvas.scrollIntoViewIfNeeded();
    const before = await scrollPosition(page);
    const box = (await canvas.boundingBox())!;
    // Up-and-down strokes: exactly the gesture that would scroll the page without touch-action: none.
    await touchDrag(
      page,
      { x: box.x + 20, y: box.y + box.height - 10 },
      { x: box.x + box.width / 2, y: box.y + 10 },
    );
    await touchDrag(
      page,
      { x: box.x + box.width / 2, y: box.y + 10 },
      { x: box.x + box.width - 20, y: box.y + box.height - 10 },
    );
    await expect.poll(() => canvas.getAttribute('data-cleared').then(Number)).toBeGreaterThan(0);
    expect(await scrollPosition(page)).toEqual(before);
  });
});
