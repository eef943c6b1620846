import type { Locator, Page } from '../fixtures';
import {
  acceptCookies,
  expect,
  GAME_PATHS,
  SAMPLE_BRAND_ID,
  signInLocally,
  test,
  waitForPage,
} from './support';

/**
 * Keyboard-only journeys: every control is reached with Tab (never clicked or focused by the
 * test) and used with Enter / Space / arrows / Escape. Each dialog opened with the keyboard
 * closes with Escape and gives focus back to the control that opened it.
 */
test.describe.configure({ timeout: 60_000 });

/** Presses Tab until `target` has focus (fails if it never does): proves it is keyboard reachable. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

async function dialogRoundTrip(page: Page, trigger: Locator, key: 'Enter' | ' ' = 'Enter') {
  await tabTo(page, trigger);
  await page.keyboard.press(key);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('browse the catalogue, open a brand, choose a value, open and close its dialogs', async ({
  page,
}) => {
  await page.goto('/gift-card-deals');
  await waitForPage(page);
  const search = page.getByPlaceholder('Search offers by brand');
  await tabTo(page, search);
  await page.keyboard.type('Greenway');
  const brandLink = page
    .locator(`main a[href="/brand/${encodeURIComponent(SAMPLE_BRAND_ID)}"]:visible`)
    .first();
  await tabTo(page, brandLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/brand/${SAMPLE_BRAND_ID}$`));
  await waitForPage(page);
  const value = page.getByRole('textbox', { name: /gift card value/i });
  await tabTo(page, value);
  await page.keyboard.type('25');
  await expect(value).toHaveValue('25');
  await dialogRoundTrip(page, page.locator('main').getByRole('button', { name: /buy securely/i }));
  const share = page.locator('main').getByRole('button', { name: 'Share' });
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: /^Share / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await expect(share).toBeFocused();
});

test('header dialogs: Sign Up and Sign in open, close with Escape and return focus; sign in with the keyboard', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForPage(page);
  await dialogRoundTrip(page, page.getByRole('banner').getByRole('button', { name: 'Sign Up' }));
  const account = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await dialogRoundTrip(page, account);
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await tabTo(page, dialog.getByLabel('Email address'));
  await page.keyboard.type('jo.smith@example.co.uk');
  await page.keyboard.press('Tab');
  await page.keyboard.type('correct horse battery');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
});

test('spin the wheel and open How to Play with the keyboard', async ({ page }) => {
  await page.goto(GAME_PATHS.wheel);
  await waitForPage(page);
  await dialogRoundTrip(page, page.locator('main').getByRole('button', { name: 'How to Play' }));
  const spin = page.locator('main').getByRole('button', { name: 'Spin' });
  await tabTo(page, spin);
  await page.keyboard.press('Enter');
  await expect(page.locator('main .gc-wheel')).toHaveAttribute('data-state', 'won', {
    timeout: 10_000,
  });
  // The game page reveals the result in a region that takes focus.
  await expect(
    page.getByRole('region', { name: /^(You won!|Better luck next time!)/ }),
  ).toBeFocused();
});

test('reveal the scratch card with the keyboard', async ({ page }) => {
  await page.goto(GAME_PATHS.scratch);
  await waitForPage(page);
  const card = page.locator('main').getByRole('button', { name: 'Card 1' });
  await tabTo(page, card);
  await page.keyboard.press(' ');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.locator('main').getByRole('button', { name: 'Play Now' }));
  await page.keyboard.press('Enter');
  const reveal = page.locator('main').getByRole('button', { name: 'Reveal' });
  // Play Now hands focus to Reveal (it used to drop to <body>).
  await expect(reveal).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main .gc-scratch')).not.toHaveAttribute(
    'data-state',
    /pick|playing|scratching/,
  );
});

test('raffle dialogs (How to Play, Prizes & Odds) open and close with the keyboard', async ({
  page,
}) => {
  await page.goto('/raffle');
  await waitForPage(page);
  await dialogRoundTrip(page, page.locator('main').getByRole('button', { name: 'How to Play' }));
  await dialogRoundTrip(page, page.locator('main').getByRole('button', { name: 'Prizes & Odds' }));
});

test('use every account tab and the wallet tabs with the keyboard', async ({ page }) => {
  await signInLocally(page);
  await page.goto('/account/personal');
  await waitForPage(page);
  const menu = page.getByRole('navigation', { name: /account/i });
  for (const [name, heading] of [
    ['Gift Cards Wallet', /Gift Cards Wallet/],
    ['Rewards', /My Rewards/],
    ['Referrals', /My Referrals/],
    ['Profile', /Personal Information/],
  ] as const) {
    const link = menu.getByRole('link', { name, exact: true }).first();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toHaveText(heading);
    await waitForPage(page);
  }
  // Wallet tabs: arrow keys move between Active, Archived and Failed.
  await tabTo(page, menu.getByRole('link', { name: 'Gift Cards Wallet', exact: true }).first());
  await page.keyboard.press('Enter');
  await waitForPage(page);
  const active = page.getByRole('tab', { name: /active/i });
  await tabTo(page, active);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /archived/i })).toBeFocused();
  await expect(page.getByRole('tab', { name: /archived/i })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /failed/i })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /archived/i })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(active).toBeFocused();
});

test('the Cash Out Options dialog opens and closes with the keyboard and returns focus', async ({
  page,
}) => {
  await signInLocally(page);
  await page.goto('/account/balances');
  await waitForPage(page);
  await dialogRoundTrip(
    page,
    page
      .locator('main')
      .getByRole('button', { name: /cash out/i })
      .first(),
  );
});

test('the Record transaction dialog opens and closes with the keyboard and returns focus to its pencil button', async ({
  page,
}) => {
  await signInLocally(page);
  await page.goto('/account/gift-card-orders');
  await waitForPage(page);
  await dialogRoundTrip(
    page,
    page
      .locator('main')
      .getByRole('button', { name: /record transaction/i })
      .first(),
  );
});
