/**
 * The buy path on a phone, walked as a person would: at 390 × 844 with touch and an iOS or
 * Android user agent, and at laptop size, in light and dark. Screenshots of each step go to
 * tmp/screens/phone-buy-path/ (git-ignored) to be looked at.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, acceptCookies, expectAccessible, useTheme } from '../fixtures';
import { expectedReceive, limit, sampleBrands } from './sampleBrands';

const SHOTS = 'tmp/screens/phone-buy-path';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const PHONES = [
  {
    name: 'ios',
    userAgent: IPHONE_UA,
    primary: 'Open in the App Store',
    primaryHost: 'apps.apple.com',
    other: 'Get it on Google Play',
    how: 'Tap the button to get it from the App Store.',
  },
  {
    name: 'android',
    userAgent: ANDROID_UA,
    primary: 'Open in Google Play',
    primaryHost: 'play.google.com',
    other: 'Download on the App Store',
    how: 'Tap the button to get it from Google Play.',
  },
] as const;

/** Boxes of two elements overlap. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const theme of ['light', 'dark'] as const) {
  for (const phone of PHONES) {
    test.describe(`phone ${phone.name} ${theme}`, () => {
      test.use({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: phone.userAgent,
      });

      test(`buy bar, value box rules and the phone popup`, async ({ page }) => {
        test.setTimeout(90_000); // two axe runs
        const { freeValue: brand } = await sampleBrands();
        const { lower, upper } = brand.digital_face_value_limits;
        const pounds = Math.min(Math.max(lower, 25), upper);
        await acceptCookies(page);
        await useTheme(page, theme);
        await page.goto(`/brand/${brand.id}`);
        const main = page.locator('main');
        await expect(
          main.getByRole('heading', { level: 1, name: `${brand.name} Gift Card` }),
        ).toBeVisible();
        const input = main.getByRole('textbox', { name: 'Gift card value' });
        const bar = main.locator('.gc-brand-buybar');
        const alert = main.locator('.gc-brand-detail-error');
        const hint = main.locator('.gc-brand-value-refusal');
        await expect(bar).toHaveCount(0);

        // Value box: a keystroke over the maximum is refused with a hint, and the value kept is not an error.
        await input.tap();
        await input.pressSequentially(`${upper}0`);
        await expect(input).toHaveValue(String(upper));
        await expect(hint).toHaveText(`Max ${limit(upper)} per Gift Card`);
        await expect(input).not.toHaveAttribute('aria-invalid');
        await expect(alert).toBeEmpty();
        await page.screenshot({ path: `${SHOTS}/${phone.name}-${theme}-1-refused-hint.png` });

        // Under the minimum: nothing is receivable, and no bar.
        await input.fill('');
        await input.pressSequentially(String(lower - 1));
        await expect(hint).toBeEmpty();
        await expect(main.getByText('You will receive')).toHaveCount(0);
        await expect(bar).toHaveCount(0);

        // A valid value: while the field has focus (keyboard up) the bar keeps out of the way.
        await input.fill(String(pounds));
        await expect(input).toBeFocused();
        await expect(main.getByText('You will receive')).toBeVisible();
        await expect(bar).toBeHidden();
        await page.screenshot({ path: `${SHOTS}/${phone.name}-${theme}-2-typing.png` });

        // Focus leaves the field: the bar sticks to the bottom of the screen with the value and rewards.
        await main.getByRole('heading', { level: 1 }).tap();
        await expect(input).not.toBeFocused();
        await expect(bar).toBeVisible();
        await expect(bar.locator('.gc-brand-buybar-value')).toHaveText(
          limit(pounds).includes('.') ? limit(pounds) : `${limit(pounds)}.00`,
        );
        await expect(bar.locator('.gc-brand-buybar-rewards')).toHaveText(
          expectedReceive(brand, pounds * 100).join(' + '),
        );
        const box = await bar.boundingBox();
        expect(box && Math.round(box.y + box.height)).toBe(844);
        expect(box && box.width).toBeLessThanOrEqual(390);
        expect(await overlaps(bar, input)).toBe(false);
        // The rewards wrap between items, never under the button.
        expect(
          await overlaps(bar.locator('.gc-brand-buybar-summary'), bar.getByRole('button')),
        ).toBe(false);
        expect(
          await bar
            .locator('.gc-brand-buybar-summary')
            .evaluate((element) => element.scrollWidth <= element.clientWidth),
        ).toBe(true);
        expect(await noSideScroll(page)).toBe(true);
        // The safe area is reserved under the bar (env() is 0 in this browser: the rule must still be there).
        const padding = await bar.evaluate((element) =>
          Array.from(document.styleSheets)
            .flatMap((sheet) => Array.from(sheet.cssRules))
            .flatMap((rule) => (rule instanceof CSSMediaRule ? Array.from(rule.cssRules) : [rule]))
            .filter(
              (rule): rule is CSSStyleRule =>
                rule instanceof CSSStyleRule &&
                rule.selectorText === '.gc-brand-buybar' &&
                element.matches(rule.selectorText),
            )
            .map(
              (rule) =>
                rule.style.getPropertyValue('padding-bottom') ||
                rule.style.getPropertyValue('padding'),
            )
            .join(' '),
        );
        expect(padding).toContain('env(safe-area-inset-bottom');
        await page.screenshot({ path: `${SHOTS}/${phone.name}-${theme}-3-bar.png` });
        await expectAccessible(page);

        // At the end of the page the bar rests above the footer, never over it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = page.locator('footer').first();
        await expect(footer).toBeVisible();
        const [barBox, footerBox] = await Promise.all([bar.boundingBox(), footer.boundingBox()]);
        expect(barBox && footerBox && barBox.y + barBox.height).toBeLessThanOrEqual(
          (footerBox?.y ?? 0) + 1,
        );
        await page.screenshot({ path: `${SHOTS}/${phone.name}-${theme}-4-page-end.png` });

        // Buy Securely in the bar: the popup offers one tap to this platform's store, carrying brand
        // and amount, and no badge of the other platform's store (it leads nowhere on this phone).
        await page.evaluate(() => window.scrollTo(0, 0));
        const barBuy = bar.getByRole('button', {
          name: `Buy Securely, ${limit(pounds).includes('.') ? limit(pounds) : `${limit(pounds)}.00`}`,
        });
        await barBuy.tap();
        const dialog = page.getByRole('dialog', { name: 'Get the GiftCash app' });
        await expect(dialog).toBeVisible();
        const links = dialog.getByRole('link');
        await expect(links).toHaveText([phone.primary]);
        await expect(dialog.getByRole('link', { name: phone.other })).toHaveCount(0);
        const href = new URL((await links.first().getAttribute('href')) ?? '');
        expect(href.host).toBe(phone.primaryHost);
        expect(href.searchParams.get('brand')).toBe(brand.id);
        expect(href.searchParams.get('amount')).toBe(`${pounds}.00`);
        await expect(dialog.getByRole('img', { name: /QR code/ })).toHaveCount(0);
        await expect(dialog).toContainText(phone.how);
        await expect(dialog).not.toContainText('Scan the code');
        const primaryBox = await links.first().boundingBox();
        expect(primaryBox && primaryBox.height).toBeGreaterThanOrEqual(44);
        await page.screenshot({ path: `${SHOTS}/${phone.name}-${theme}-5-popup.png` });
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Close' }).tap();
        await expect(dialog).toHaveCount(0);
        await expect(barBuy).toBeFocused();

        // No valid value: the bar goes.
        await input.fill('');
        await expect(bar).toHaveCount(0);
      });

      test(`Sign Up in the header opens the same phone popup`, async ({ page }) => {
        await acceptCookies(page);
        await useTheme(page, theme);
        await page.goto('/');
        // On a phone, Sign Up sits in the header's menu.
        await page.getByRole('button', { name: 'Menu', exact: true }).tap();
        await page.getByRole('button', { name: 'Sign Up' }).filter({ visible: true }).tap();
        const dialog = page.getByRole('dialog', { name: 'Sign up in the GiftCash app' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('link').first()).toHaveText(phone.primary);
        await expect(dialog.getByRole('img', { name: /QR code/ })).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/${phone.name}-${theme}-6-signup-popup.png` });
      });
    });
  }

  test.describe(`laptop ${theme}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('no buy bar, and the popup keeps its QR code', async ({ page }) => {
      const { freeValue: brand } = await sampleBrands();
      const { lower, upper } = brand.digital_face_value_limits;
      const pounds = Math.min(Math.max(lower, 25), upper);
      await acceptCookies(page);
      await useTheme(page, theme);
      await page.goto(`/brand/${brand.id}`);
      const main = page.locator('main');
      const input = main.getByRole('textbox', { name: 'Gift card value' });
      await input.fill(String(pounds));
      await main.getByRole('heading', { level: 1 }).click();
      await expect(main.getByText('You will receive')).toBeVisible();
      await expect(main.locator('.gc-brand-buybar')).toHaveCount(1);
      await expect(main.locator('.gc-brand-buybar')).toBeHidden();
      await page.screenshot({ path: `${SHOTS}/laptop-${theme}-1-value.png` });
      await main.getByRole('button', { name: 'Buy Securely', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Get the GiftCash app' });
      await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
      await expect(dialog.getByRole('link')).toHaveText([
        'Download on the App Store',
        'Get it on Google Play',
      ]);
      await expect(dialog).toContainText(
        'Scan the code with your phone camera or choose your store.',
      );
      await page.screenshot({ path: `${SHOTS}/laptop-${theme}-2-popup.png` });
    });
  });
}
