import { acceptCookies, expect, signInLocally, test } from '../fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('sign-in validation: required fields, e-mail format, errors tied to fields', async ({
  page,
}) => {
  await page.goto('/contact');
  const account = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await account.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Email address');
  const password = dialog.getByLabel('Password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter your email address');
  await expect(password).toHaveAccessibleDescription('Enter your password');
  await expect(email).toBeFocused();

  await email.fill('jo.smith@example');
  await password.fill('secret');
  await password.press('Enter');
  await expect(email).toHaveAccessibleDescription(
    'Enter an email address in the correct format, like name@example.co.uk',
  );
  await expect(password).not.toHaveAttribute('aria-invalid');
  await expect(email).toBeFocused();

  // Escape closes the modal without signing in; focus goes back to the account icon.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(account).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('giftcash:signed-in'))).toBeNull();
});

test('signing in sets the flag; the account icon then goes to /account', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email address').fill('jo.smith@example.co.uk');
  await dialog.getByLabel('Password').fill('correct horse');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('giftcash:signed-in'))).toBe('true');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

for (const path of ['/account', '/account/gift-card-orders', '/profile']) {
  test(`guarded ${path}: a signed-out visitor gets the sign-in modal and lands there after signing in`, async ({
    page,
  }) => {
    let accountDataRequested = false;
    page.on('request', (request) => {
      const isDataCall = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
      if (isDataCall && /\/(profile|orders)$/.test(new URL(request.url()).pathname))
        accountDataRequested = true;
    });
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // Only the guard behind the modal (hidden from the accessibility tree while the modal is
    // open, so queried by tag): no account screen, no account data.
    await expect(page.locator('#main').locator('h1, h2, h3')).toHaveText([
      'Sign in to your account',
    ]);
    expect(accountDataRequested).toBe(false);

    await dialog.getByLabel('Email address').fill('jo.smith@example.co.uk');
    await dialog.getByLabel('Password').fill('correct horse');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in to your account');
  });
}

test('dismissing the modal on a guarded page keeps account data hidden and offers sign in again', async ({
  page,
}) => {
  await page.goto('/profile');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeVisible();
});

test('signing out in another tab sends this tab to /', async ({ page, context }) => {
  await signInLocally(page);
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/terms-of-service');
  await other.getByRole('button', { name: 'User menu' }).click();
  await other.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await other.close();
});

test('the flag cleared elsewhere is noticed on window focus', async ({ page }) => {
  await signInLocally(page);
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // Simulate a change no storage event reported (e.g. cleared by the app), then focus.
  await page.evaluate(() => {
    localStorage.removeItem('giftcash:signed-in');
    window.dispatchEvent(new Event('focus'));
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
