import {
  acceptCookies,
  expect,
  expectAccessible,
  signInLocally,
  test,
  useTheme,
} from '../fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('signed out: the hero and the savings calculator, and none of the signed-in code is fetched', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /20% instant cashback/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How much could you save?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your balance' })).toHaveCount(0);
  expect(scripts.filter((url) => /SignedInHome/.test(url))).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`signed in (${theme}): a home that knows them — balance, their cards, where they left off`, async ({
    page,
  }) => {
    // axe over the whole home page takes a while on a busy machine.
    test.slow();
    await signInLocally(page);
    await useTheme(page, theme);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Sarah' }),
    ).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    const card = page.getByRole('region', { name: 'Your balance' });
    await expect(card.getByTestId('balance-cash')).toHaveText('£42.37');
    await expect(card.getByRole('button', { name: 'Cash Out', exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Spend' })).toHaveAttribute(
      'href',
      '/gift-card-deals',
    );
    const cards = page.getByRole('region', { name: 'Your gift cards' });
    await expect(cards.getByRole('listitem')).toHaveCount(3);
    // The sample's newest cards are still being issued: no amount shows as money left on them.
    await expect(cards.getByRole('listitem').first()).toContainText(/On its way$/);
    await expect(cards.getByText(/ left$/)).toHaveCount(0);
    await expect(cards.getByRole('link', { name: 'Open your wallet' })).toHaveAttribute(
      'href',
      '/account/gift-card-orders',
    );
    const resume = page.getByRole('region', { name: 'Pick up where you left off' });
    await expect(resume.getByRole('link', { name: /^Play .+ again/ })).toHaveAttribute(
      'href',
      /^\/(wheel|scratch)-game\?game=/,
    );
    await expect(resume.getByRole('link', { name: /^Buy .+ again/ })).toHaveAttribute(
      'href',
      /^\/brand\//,
    );
    // What only a visitor needs is gone.
    await expect(page.getByRole('heading', { name: 'How much could you save?' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: /20% instant cashback/ })).toHaveCount(
      0,
    );
    await expectAccessible(page);
    if (theme === 'light') {
      await resume.getByRole('link', { name: /^Play .+ again/ }).click();
      await expect(page).toHaveURL(/\/(wheel|scratch)-game\?game=/);
    }
  });
}
