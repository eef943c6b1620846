import { API_BASE } from '../env';
import { acceptCookies, expect, signInLocally, test } from '../fixtures';

const BANNER_TEXT =
  'We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.';

test.describe('app mode (?app=1)', () => {
  test('hides header, footer and cookie banner, and keeps them hidden in the app', async ({
    page,
  }) => {
    await page.goto('/terms-of-service?app=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    // In-app navigation: the new address no longer carries ?app=1.
    await page.getByRole('main').getByRole('link', { name: 'Competition Rules' }).first().click();
    await expect(page).toHaveURL(/\/competition-rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Competition Rules' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // A full load in the same tab (the webview reloading) stays in app mode.
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('a new tab without ?app=1 shows the chrome', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('cookie banner', () => {
  test('Accept stores the consent and the banner stays away after reload', async ({ page }) => {
    await page.goto('/contact');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toContainText(BANNER_TEXT);
    await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/privacy-cookie-policy',
    );
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('close hides it for this page only, stores nothing, and it returns after reload', async ({
    page,
  }) => {
    await page.goto('/contact');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    // Still hidden while moving around the same page load.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Competition Rules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Competition Rules' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test('Learn more opens the privacy and cookie policy', async ({ page }) => {
    await page.goto('/contact');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('link', { name: 'Learn more' })
      .click();
    await expect(page).toHaveURL(/\/privacy-cookie-policy$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Privacy and Cookie Policy' }),
    ).toBeVisible();
  });
});

test.describe('dark mode', () => {
  test('defaults to the system preference before any script of the app runs (no flash)', async ({
    page,
  }) => {
    // Block the app bundle: only the inline start script (and public/page-init.js) runs, so this is what the first paint sees.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // A saved choice wins over the system preference, again before the app runs.
    await page.evaluate(() => localStorage.setItem('giftcash:theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle switches the theme, saves it, and it survives a reload', async ({ page }) => {
    await acceptCookies(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('giftcash:theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(21, 20, 15)');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Dark mode' }).press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('giftcash:theme'))).toBe('light');
  });
});

test.describe('header', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('skip link, navigation and the Help menu by keyboard', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Cashback Gift Cards' })).toHaveAttribute(
      'href',
      '/gift-card-deals',
    );
    await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/games');

    const help = nav.getByRole('button', { name: 'Help' });
    await help.focus();
    await page.keyboard.press('Enter');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'Help' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Balance Checker',
      'How it Works',
      'Contact us',
      /FAQs/,
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Balance Checker' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'How it Works' })).toBeFocused();
    await page.keyboard.press('End');
    const faqs = menu.getByRole('menuitem', { name: /FAQs/ });
    await expect(faqs).toBeFocused();
    await expect(faqs).toHaveAttribute('href', 'https://help.giftcash.co.uk/faqs');
    await expect(faqs).toHaveAttribute('target', '_blank');
    await expect(faqs).toHaveAttribute('rel', 'noopener noreferrer');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Balance Checker' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(faqs).toBeFocused();
    await page.keyboard.press('Home');
    await expect(menu.getByRole('menuitem', { name: 'Balance Checker' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(help).toBeFocused();
    await expect(help).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp opens on the last item; ArrowDown on the first; Enter follows the item.
    await page.keyboard.press('ArrowUp');
    await expect(faqs).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'How it Works' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How GiftCash Works' })).toBeVisible();
    // The four step cards line up with their section heading (no list indent).
    const [stepsHeading, firstStep] = await Promise.all([
      page.getByRole('heading', { name: 'Four steps to saving' }).boundingBox(),
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Get the app' }) })
        .boundingBox(),
    ]);
    expect(Math.round(firstStep!.x)).toBe(Math.round(stepsHeading!.x));
    // ...and fill their rows evenly (two by two here, not three and one).
    const steps = await page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Get the app' }) })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items
          .map((item) => item.getBoundingClientRect())
          .map((r) => ({
            top: Math.round(r.top),
            bottom: Math.round(r.bottom),
            left: Math.round(r.left),
            right: Math.round(r.right),
          })),
      );
    const perRow = Object.values(
      steps.reduce<Record<number, number>>(
        (acc, { top }) => ({ ...acc, [top]: (acc[top] ?? 0) + 1 }),
        {},
      ),
    );
    expect(new Set(perRow).size, `steps per row: ${perRow.join(', ')}`).toBe(1);
    // The gap between rows is the gap between columns (no prose list margin under each card).
    expect(steps[2]!.top - steps[0]!.bottom).toBe(steps[1]!.left - steps[0]!.right);
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    // Tab out of an open menu closes it.
    await help.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
  });

  test('a click outside closes the Help menu', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Help' }).click();
    const menu = page.getByRole('menu', { name: 'Help' });
    await expect(menu).toBeVisible();
    // A click on the page beside the menu.
    await page.mouse.click(8, 400);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Sign Up opens the app download dialog', async ({ page }) => {
    await page.goto('/contact');
    const signUp = page.getByRole('banner').getByRole('button', { name: 'Sign Up' });
    await signUp.click();
    const dialog = page.getByRole('dialog', { name: 'Sign up in the GiftCash app' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signUp).toBeFocused();
  });

  test('the user menu by keyboard: Account and Log out', async ({ page }) => {
    await signInLocally(page);
    await page.goto('/contact');
    const user = page.getByRole('button', { name: 'User menu' });
    await user.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(user).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('giftcash:signed-in'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('mobile menu below 768px has the same items and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/contact');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link')).toHaveText([
      'Home',
      'Cashback Gift Cards',
      'Games',
      'Balance Checker',
      'How it Works',
      'Contact us',
      /FAQs/,
    ]);
    await expect(mobile.getByRole('link', { name: 'Home' })).toBeFocused();
    await expect(mobile.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await mobile.getByRole('link', { name: 'How it Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(mobile).toBeHidden();
    // Theme toggle and account icon stay in the bar.
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('footer and pages', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('footer: contact, app links, QR code, social and legal links, complaints PDF, version', async ({
    page,
    request,
    dataSource,
  }) => {
    await page.goto('/terms-of-service');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'support@giftcash.co.uk' })).toHaveAttribute(
      'href',
      'mailto:support@giftcash.co.uk',
    );
    await expect(footer).toContainText('London');
    await expect(
      footer.getByRole('img', { name: 'QR code to download the GiftCash app' }),
    ).toBeVisible();
    // A phone cannot scan its own screen: no QR code there, the store buttons stay.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      footer.getByRole('img', { name: 'QR code to download the GiftCash app' }),
    ).toBeHidden();
    await expect(footer.getByRole('link', { name: /App Store/ })).toBeVisible();
    await page.setViewportSize(size);
    await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    for (const network of ['Facebook', 'Instagram', 'X (Twitter)', 'TikTok', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const [name, href] of [
      ['Terms & Conditions', '/terms-of-service'],
      ['Competition Rules', '/competition-rules'],
      ['Gift Card Terms', '/gift-card-terms'],
      ['Privacy and Cookie Policy', '/privacy-cookie-policy'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const pdf = footer.getByRole('link', { name: /Complaints Policy/ });
    const href = (await pdf.getAttribute('href')) ?? '';
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(footer).toContainText('Version 1.0.2');
    // Which data the site runs on, only noted for the HTTP API.
    if (dataSource === 'http')
      await expect(footer).toContainText(/Data: HTTP API at http:\/\/127\.0\.0\.1:\d+\/api/);
    else await expect(footer).not.toContainText('Data: HTTP API');
  });

  test('Terms & Conditions links to the competition rules, gift card terms and privacy policy', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions');
    const main = page.getByRole('main');
    await expect(main).toContainText('Last updated: 01/01/2025');
    for (const [name, href] of [
      ['Competition Rules', '/competition-rules'],
      ['Gift Card Terms', '/gift-card-terms'],
      ['Privacy and Cookie Policy', '/privacy-cookie-policy'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
        'href',
        href,
      );
    }
    // The table of contents jumps within the page without leaving it.
    const toc = main.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Refunds' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions#refunds$/);
    await expect(main.getByRole('heading', { name: /Refunds/ })).toBeInViewport();
    await expect(main).toContainText('2% fee');
  });

  test('static pages carry the facts of the spec', async ({ page }) => {
    await page.goto('/gift-card-terms');
    await expect(page.getByRole('main')).toContainText('Last updated: 15/01/2025');
    await page.goto('/privacy-cookie-policy');
    await expect(page.getByRole('main')).toContainText('Last updated: 15 March 2025');
    await page.goto('/competition-rules');
    const rules = page.getByRole('main');
    await expect(rules).toContainText('17:00:01 the day before the draw');
    await expect(rules).toContainText('Friday 00:00:01');
    await page.goto('/contact');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'support@giftcash.co.uk' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Duplicate chats are closed automatically');
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/privacy-cookie-policy');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Competition Rules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Competition Rules' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unreachable API address does not break the site', async ({ page }) => {
    await page.goto('/contact?api=http://127.0.0.1:9/api');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to contact our support team' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      'Data: HTTP API at http://127.0.0.1:9/api',
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test('one content width: home, catalogue, a brand page, /games, a static page and /account line up at 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await acceptCookies(page);
  await signInLocally(page);
  const brands = (await (await fetch(`${API_BASE}/brands`)).json()) as {
    brands: Array<{ id: string }>;
  };
  const brand = brands.brands[0]?.id ?? '';
  expect(brand).not.toBe('');
  const boxes: Record<string, { x: number; width: number }> = {};
  for (const path of [
    '/',
    '/gift-card-deals',
    `/brand/${encodeURIComponent(brand)}`,
    '/games',
    '/how-it-works',
    '/account',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1:visible')).toHaveCount(1);
    // The page's container: the first element of <main>.
    const box = await page.locator('#main > *').first().boundingBox();
    expect(box, path).not.toBeNull();
    boxes[path] = { x: Math.round(box!.x), width: Math.round(box!.width) };
  }
  const header = await page.locator('.site-header-inner').boundingBox();
  for (const [path, box] of Object.entries(boxes))
    expect(box, path).toEqual({ x: Math.round(header!.x), width: Math.round(header!.width) });
  expect(boxes['/']!.width).toBe(1200);
});
