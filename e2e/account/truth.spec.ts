/**
 * The account area tells the truth about money, and says it once: in the wallet a card that
 * cannot be spent shows no balance and no way to spend, each order lives in one tab, a usable
 * card's code and PIN are one press from its tile; each page has one balance summary; on a phone
 * the referral code is on the first screen and the menu reaches Sign Out; an unknown account
 * address goes to `/`.
 */
import type { Page } from '@playwright/test';
import { ORDER_STATUS } from '../../packages/core/src/model/wireCodes';
import { acceptCookies, expect, signInLocally, test } from '../fixtures';

interface Order {
  order_id: string;
  status: number;
  archived: boolean;
  amount: number;
  link?: string;
}

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const TABS = ['Active', 'Archived', 'Failed'] as const;

/** Opens a wallet tab and waits for its rows (or its empty text). */
async function openTab(page: Page, tab: (typeof TABS)[number]) {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: tab }).click();
  await expect(main.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(
    main
      .getByRole('article')
      .first()
      .or(main.getByText(/^No \w+ gift cards found\.$/)),
  ).toBeVisible();
  return main.getByRole('article');
}

test.describe('the wallet, signed in, on the sample API', () => {
  let orders: Order[] = [];
  test.beforeEach(async ({ page, api, useHttpApi }) => {
    await acceptCookies(page);
    await signInLocally(page);
    await useHttpApi();
    orders = ((await (await fetch(`${api.base}/brands/orders`)).json()) as { items: Order[] })
      .items;
    // The sample has every case: usable, on its way, cancelled, and a cancelled order archived.
    expect(orders.some((o) => o.status === ORDER_STATUS.cancelled && o.archived)).toBe(true);
    expect(orders.some((o) => o.status === ORDER_STATUS.cancelled && !o.archived)).toBe(true);
    expect(
      orders.some((o) => o.status === ORDER_STATUS.processing || o.status === ORDER_STATUS.pending),
    ).toBe(true);
  });

  test('each order is in exactly one tab, and every order is in one', async ({ page }) => {
    await page.goto('/account/gift-card-orders');
    const seen: string[] = [];
    for (const tab of TABS) {
      const tiles = await openTab(page, tab);
      for (const tile of await tiles.all()) seen.push((await tile.getAttribute('data-order-id'))!);
    }
    expect(new Set(seen).size, 'an order shown in two tabs').toBe(seen.length);
    expect([...seen].sort()).toEqual(orders.map((o) => o.order_id).sort());
  });

  test('a cancelled card, in Failed or Archived, shows no balance and no way to spend it, but where its money goes', async ({
    page,
  }) => {
    await page.goto('/account/gift-card-orders');
    const cancelled = orders.filter((o) => o.status === ORDER_STATUS.cancelled);
    for (const tab of TABS) {
      await openTab(page, tab);
      for (const order of cancelled) {
        const tile = page.locator(`article[data-order-id="${order.order_id}"]`);
        if ((await tile.count()) === 0) continue;
        await expect(tile.locator('.gc-order-badge')).toHaveText('Cancelled');
        await expect(tile.getByTestId('order-money')).toHaveText(
          new RegExp(
            `^No gift card was issued\\. The £${order.amount.toFixed(2)} you paid goes back to .+\\.$`,
          ),
        );
        await tile.getByRole('button', { name: 'Details' }).click();
        // Nothing anywhere on the tile, folded or open, offers a balance or spending.
        await expect(tile.getByText('Available balance')).toHaveCount(0);
        await expect(tile.getByTestId('order-balance')).toHaveCount(0);
        await expect(tile.getByRole('button', { name: 'Record transaction' })).toHaveCount(0);
        await expect(tile.getByRole('link', { name: 'Open Card' })).toHaveCount(0);
        await expect(tile.getByText(/^Transactions Recorded/)).toHaveCount(0);
        await expect(tile.getByText('Cashback reward')).toHaveCount(0);
      }
    }
    // And a card still being issued has no balance yet either.
    await openTab(page, 'Active');
    const issuing = page.locator('article[data-card="issuing"]');
    await expect(issuing.first()).toBeVisible();
    await expect(issuing.getByTestId('order-balance')).toHaveCount(0);
    await expect(issuing.getByRole('button', { name: 'Record transaction' })).toHaveCount(0);
    await expect(issuing.getByTestId('order-money').first()).toHaveText(/usually within 2 hours/);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`a usable card's code and PIN are one press from its tile (${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/account/gift-card-orders');
      await openTab(page, 'Active');
      const withLink = orders.filter(
        (o) => o.status === ORDER_STATUS.completed && !o.archived && o.link,
      );
      expect(withLink.length).toBeGreaterThan(0);
      for (const order of withLink) {
        const tile = page.locator(`article[data-order-id="${order.order_id}"]`);
        const open = tile.getByRole('link', { name: 'Open Card' });
        // On the folded row: no Details to open first.
        await expect(tile.getByRole('button', { name: 'Details' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        await expect(open).toBeVisible();
        await expect(open).toHaveAttribute('href', order.link!);
        await expect(open).toHaveAttribute('target', '_blank');
        await expect(tile.getByTestId('order-balance')).toBeVisible();
      }
    });
  }
});

test.describe('signed in, on the sample data', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await signInLocally(page);
  });

  test('one balance summary per page: My Rewards and /profile say the balances once, the rest not at all', async ({
    page,
  }) => {
    const pages: Array<[string, number]> = [
      ['/profile', 1],
      ['/account/personal', 0],
      ['/account/gift-card-orders', 0],
      ['/account/balances', 1],
      ['/account/referrals', 0],
    ];
    for (const [path, count] of pages) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expect(main.getByText('Cashback balance', { exact: true }), path).toHaveCount(count);
      await expect(main.getByText('Coins balance', { exact: true }), path).toHaveCount(count);
      await expect(main.getByText('£42.37', { exact: true }), path).toHaveCount(count);
      await expect(main.getByRole('button', { name: 'Cash Out', exact: true }), path).toHaveCount(
        path === '/account/balances' ? 1 : 0,
      );
    }
  });

  test('coins on the account pages are written one way: exact, never K or M, for what a person has', async ({
    page,
  }) => {
    await page.goto('/account/balances');
    const balances = page.getByRole('region', { name: 'Cashback & Coins' });
    await expect(balances.getByText('12,450,000 coins')).toBeVisible();
    await page.goto('/account/referrals');
    const totals = page.getByRole('region', { name: 'Your referral totals' });
    await expect(totals.getByText('20,000,000', { exact: true })).toBeVisible();
    await expect(totals).not.toContainText(/\d[KM]\b/);
  });

  for (const [name, userAgent] of [
    ['iPhone', IPHONE_UA],
    ['Android', ANDROID_UA],
  ] as const) {
    test.describe(`on a phone (${name}, 390 × 844, touch)`, () => {
      test.use({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent,
      });

      test('the referral code and its Copy button are on the first screen', async ({ page }) => {
        await page.goto('/account/referrals');
        const code = page.getByText('SARAH2K4', { exact: true });
        const copy = page.getByRole('button', { name: 'Copy code' });
        await expect(code).toBeVisible();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        for (const target of [code, copy]) {
          const box = (await target.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(844);
        }
      });

      test('the account menu shows every item, Sign Out too, with no sideways scroll', async ({
        page,
      }) => {
        await page.goto('/account/referrals');
        const menu = page.getByRole('navigation', { name: 'My Account' });
        await expect(menu.getByRole('listitem')).toHaveCount(5);
        for (const item of ['Profile', 'Gift Cards Wallet', 'Rewards', 'Referrals'])
          await expect(menu.getByRole('link', { name: item })).toBeInViewport({ ratio: 1 });
        const signOut = menu.getByRole('button', { name: 'Sign Out' });
        await expect(signOut).toBeInViewport({ ratio: 1 });
        const list = menu.getByRole('list');
        const { scroll, client } = await list.evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
        }));
        expect(scroll).toBeLessThanOrEqual(client);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        // No item covers another.
        const boxes = await Promise.all(
          (await menu.getByRole('listitem').all()).map((item) => item.boundingBox()),
        );
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1))
            expect(
              a!.x < b!.x + b!.width &&
                b!.x < a!.x + a!.width &&
                a!.y < b!.y + b!.height &&
                b!.y < a!.y + a!.height,
            ).toBe(false);
        await signOut.tap();
        await expect(page).toHaveURL(/\/$/);
      });
    });
  }
});

test.describe('an unknown account address', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const path of ['/account/nowhere', '/account/personal/more', '/account/wallet']) {
    test(`signed out, ${path} goes to / without asking to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
      await expect(page.locator('#main h1')).not.toHaveText('Sign in to your account');
    });
  }

  test('signed in, it goes to / as well', async ({ page }) => {
    await signInLocally(page);
    await page.goto('/account/nowhere');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test('a known account address still asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/account/Referrals/');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
});
