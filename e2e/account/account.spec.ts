import { acceptCookies, expect, signInLocally, test } from '../fixtures';

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await signInLocally(page);
  });

  test('side menu: /account is Personal, every item opens its screen with aria-current', async ({
    page,
  }) => {
    for (const path of ['/account', '/account/']) {
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: 'My Account' });
      await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        page.getByRole('heading', { level: 1, name: 'Personal Information' }),
      ).toBeVisible();
    }
    const menu = page.getByRole('navigation', { name: 'My Account' });
    const screens: Array<[string, string, string]> = [
      ['Gift Cards Wallet', '/account/gift-card-orders', 'Gift Cards Wallet'],
      ['Rewards', '/account/balances', 'My Rewards'],
      ['Referrals', '/account/referrals', 'My Referrals'],
      ['Profile', '/account/personal', 'Personal Information'],
    ];
    for (const [item, path, title] of screens) {
      await menu.getByRole('link', { name: item }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(menu.getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('/profile: collapsible read-only sections with the sample data', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('17 April 1991')).toBeVisible();
    await expect(main.getByText('Verified', { exact: true })).toBeVisible();
    // The sample's +447700900123, grouped as it is written in the UK.
    await expect(main.getByText('+44 7700 900123', { exact: true })).toBeVisible();
    const balances = main.locator('details', {
      has: page.locator('summary', { hasText: 'Balances' }),
    });
    await expect(balances.getByText('12,450,000', { exact: true })).toBeVisible();
    await expect(balances.getByText('£42.37')).toBeVisible();
    await expect(main.getByRole('img', { name: 'Silver medal' })).toBeVisible();
    await expect(main.getByText('SARAH2K4')).toBeVisible();
    // Collapse and expand a section.
    const summary = main.locator('summary', { hasText: 'Balances' });
    await summary.click();
    await expect(balances.getByText('12,450,000', { exact: true })).toBeHidden();
    await summary.press('Enter');
    await expect(balances.getByText('12,450,000', { exact: true })).toBeVisible();
  });

  test('Personal Information: unverified with the Proof of ID request and benefits', async ({
    page,
  }) => {
    await page.goto('/account/personal');
    const main = page.getByRole('main');
    await expect(main.getByText('Your profile is not verified yet')).toBeVisible();
    await expect(main.getByText(/Send a Proof of ID to our support team/)).toBeVisible();
    for (const benefit of [
      'Priority customer support',
      'Higher gift card purchase limits',
      '1M Reward Coins',
    ]) {
      await expect(main.getByRole('listitem').filter({ hasText: benefit })).toBeVisible();
    }
    await expect(main.getByText('JAMES7QX')).toBeVisible();
    await expect(main.getByText(/^Verified on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  });

  test('Rewards: tiles from real data, cash out dialog closes on outside click and close button', async ({
    page,
  }) => {
    await page.goto('/account/balances');
    const main = page.getByRole('main');
    const tiles = main.getByRole('list', { name: 'Rewards earned to date' }).getByRole('listitem');
    await expect(tiles).toHaveCount(3);
    const pence = async (index: number) =>
      Math.round(
        Number(
          (await tiles.nth(index).locator('.gc-rewards-tile-value').innerText()).replace(
            /[£,]/g,
            '',
          ),
        ) * 100,
      );
    const [gifts, games, total] = [await pence(0), await pence(1), await pence(2)];
    expect(gifts).toBeGreaterThan(0);
    expect(games).toBeGreaterThan(0);
    expect(gifts).not.toBe(7550);
    expect(games).not.toBe(2375);
    expect(total).toBe(gifts + games);
    await expect(main.locator('.gc-rewards-balances').getByText('£42.37')).toBeVisible();

    // Minigames History: groups expand, chart has a text alternative.
    await main.locator('summary', { hasText: 'Wheel of Fortune' }).click();
    await expect(main.locator('details[open]')).toHaveCount(1);
    await expect(main.getByRole('img', { name: /^Winnings per game: / })).toBeVisible();

    // The balances and Cash Out are said once, with the spec's label.
    const cashOuts = main.getByRole('button', { name: /^cash out$/i });
    await expect(cashOuts).toHaveCount(1);
    expect(await cashOuts.allInnerTexts()).toEqual(['Cash Out']);
    const cashOut = main
      .getByRole('region', { name: 'Cashback & Coins' })
      .getByRole('button', { name: 'Cash Out', exact: true });
    await cashOut.click();
    const dialog = page.getByRole('dialog', { name: 'Cash Out Options' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Cash Out to Gift Card')).toBeVisible();
    await expect(dialog.getByText(/Minimum £10.00, £0.30 fee/)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await cashOut.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(cashOut).toBeFocused();

    // To bank: the app download dialog (balance £42.37 ≥ £10.00).
    await cashOut.click();
    await dialog.getByRole('button', { name: 'Cash Out to Bank' }).click();
    const app = page.getByRole('dialog', { name: 'Cash out to your bank in the app' });
    await expect(app).toBeVisible();
    await expect(app.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      /screen=cash-out/,
    );
    await app.getByRole('button', { name: 'Close' }).click();

    // To gift card: /gift-card-deals.
    await cashOut.click();
    await dialog.getByRole('link', { name: 'Choose a gift card' }).click();
    await expect(page).toHaveURL(/\/gift-card-deals$/);
  });

  test('Referrals: sentence, progress, copy and share links', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/account/referrals');
    const main = page.getByRole('main');
    await expect(
      main.getByText('You have 4 completed referrals. Refer 2 more friends to reach Gold.'),
    ).toBeVisible();
    const bar = main.getByRole('progressbar', { name: 'Progress to Gold' });
    await expect(bar).toHaveAttribute('aria-valuenow', '4');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '6');

    const copy = main.getByRole('button', { name: 'Copy code' });
    await expect(main.getByRole('tooltip')).toHaveText('Copy to clipboard');
    await page.clock.install();
    await copy.click();
    await expect(main.getByRole('tooltip')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SARAH2K4');
    await page.clock.runFor(2100);
    await expect(main.getByRole('tooltip')).toHaveText('Copy to clipboard');

    // The nine networks are one press away, under a disclosure.
    await expect(main.getByRole('link', { name: 'Share on Facebook' })).toBeHidden();
    await main.getByText('Share on social media or by email').click();
    const message = encodeURIComponent('Join me on GiftCash with my referral code: SARAH2K4!');
    const shared = encodeURIComponent('https://giftcash.co.uk/app?referral_code=SARAH2K4');
    const expected: Record<string, string> = {
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${shared}`,
      Instagram: 'https://www.instagram.com/',
      Twitter: `https://twitter.com/intent/tweet?url=${shared}&text=${message}`,
      WhatsApp: `https://wa.me/?text=${encodeURIComponent('Join me on GiftCash with my referral code: SARAH2K4! https://giftcash.co.uk/app?referral_code=SARAH2K4')}`,
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${shared}`,
      Telegram: `https://t.me/share/url?url=${shared}&text=${message}`,
      Reddit: `https://www.reddit.com/submit?url=${shared}&title=${message}`,
      Pinterest: `https://pinterest.com/pin/create/button/?url=${shared}&description=${message}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = main.getByRole('link', { name: `Share on ${network}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(main.getByRole('link', { name: 'Share on Email' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=Join%20me%20on%20GiftCash/,
    );
    await expect(
      main.getByText(
        'Each invited friend will get 10M Coins the first time they redeem £10+ in cashback buying more gift cards.',
      ),
    ).toBeVisible();
  });

  test('clipboard refused: a clear message', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await page.goto('/account/referrals');
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Could not copy to the clipboard. Please copy the text by hand.',
    );
  });

  test('Sign Out in one tab sends the other tab to /', async ({ page, context }) => {
    await page.goto('/account/gift-card-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards Wallet' })).toBeVisible();
    const second = await context.newPage();
    await second.goto('/account/balances');
    await second
      .getByRole('navigation', { name: 'My Account' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await expect(second).toHaveURL(/\/$/);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('giftcash:signed-in'))).toBeNull();
    await expect(page.getByRole('heading', { name: 'Gift Cards Wallet' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'My Account' })).toHaveCount(0);
  });
});

test.describe('signed out', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const path of ['/account', '/profile', '/account/referrals']) {
    test(`${path} shows no account data`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      // The modal hides the rest of the page from the accessibility tree, so look at the DOM.
      const main = page.locator('#main');
      await expect(main.locator('h1')).toHaveText('Sign in to your account');
      await expect(main.getByText('SARAH2K4')).toHaveCount(0);
      await expect(main.getByText('Sarah')).toHaveCount(0);
      await expect(main.getByRole('navigation', { name: 'My Account' })).toHaveCount(0);
    });
  }

  test('signing in through the modal opens the account page', async ({ page }) => {
    await page.goto('/account/balances');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email address').fill('sarah.mitchell@example.com');
    await dialog.getByLabel('Password').fill('correct horse');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Rewards' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('one layout for the account area', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await signInLocally(page);
  });

  test('the menu and the screen, and no balance card above every screen', async ({ page }) => {
    for (const path of ['/profile', '/account/personal', '/account/referrals']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'My Account' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your balance' })).toHaveCount(0);
    }
  });
});
