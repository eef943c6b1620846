import { test, expect, acceptCookies } from '../fixtures';
import { sampleBrands } from './sampleBrands';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('share menu: encoded outbound links and Copied! for 2 s', async ({ page, context }) => {
  const { both: brand } = await sampleBrands();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto(`/brand/${brand.id}`);
  const pageUrl = page.url();
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('list', { name: `Share ${brand.name} Gift Card` });

  const text = `${brand.name} Gift Card on GiftCash`;
  const facebook = menu.getByRole('link', { name: 'Share on Facebook' });
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  );
  await expect(menu.getByRole('link', { name: 'Share on Reddit' })).toHaveAttribute(
    'href',
    `https://www.reddit.com/submit?url=${encodeURIComponent(pageUrl)}&title=${encodeURIComponent(text)}`,
  );
  await expect(menu.getByRole('link', { name: 'Pin on Pinterest' })).toHaveAttribute(
    'href',
    new RegExp(
      `^https://pinterest\\.com/pin/create/button/\\?url=${encodeURIComponent(pageUrl).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&description=`,
    ),
  );
  await expect(menu.getByRole('link', { name: 'Share on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/',
  );
  for (const link of await menu.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  // Freeze the page clock so the 2 s can be measured exactly.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await menu.getByRole('button', { name: 'Copy link' }).click();
  const tooltip = menu.getByRole('status');
  await expect(tooltip).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  await page.clock.runFor(1900);
  await expect(tooltip).toHaveText('Copied!');
  await page.clock.runFor(200);
  await expect(menu.getByText('Copied!')).toHaveCount(0);

  // Escape closes the menu and puts focus back on Share.
  await menu.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Escape');
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await expect(share).toBeFocused();
});

test('share menu: opens fully on screen on a phone, whatever the length of the brand name', async ({
  page,
}) => {
  const { all } = await sampleBrands();
  const byName = [...all].sort((a, b) => a.name.length - b.name.length);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const brand of [byName[0]!, byName.at(-1)!]) {
    await page.goto(`/brand/${brand.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const box = await page
      .getByRole('list', { name: `Share ${brand.name} Gift Card` })
      .boundingBox();
    expect(box, brand.name).not.toBeNull();
    expect(box!.x, `${brand.name}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${brand.name}: right edge`).toBeLessThanOrEqual(390);
  }
});

test('share menu: a refused clipboard gets a clear message', async ({ page }) => {
  const { both: brand } = await sampleBrands();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      },
    });
  });
  await page.goto(`/brand/${brand.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not copy' })).toHaveText(
    'Could not copy to the clipboard. Please copy the text by hand.',
  );
});

test('What are Coins?: wheel first, scratch toggle, prize details and odds, demo result stored', async ({
  page,
}) => {
  const { both: brand } = await sampleBrands();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/brand/${brand.id}`);
  const section = page.locator('main section', {
    has: page.getByRole('heading', { name: 'What are Coins?' }),
  });
  await expect(section).toBeVisible();
  const wheelTab = section.getByRole('tab', { name: 'Wheel of Fortune' });
  const scratchTab = section.getByRole('tab', { name: 'Scratch Card' });
  await expect(wheelTab).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByText('Special prize')).toBeVisible();
  await expect(section.getByText(/for display only and cannot be claimed/)).toBeVisible();
  // On a laptop the wheel sits beside its special prize, odds and note (alone in the middle of
  // the row above them, before), and the section is no taller than the wheel needs.
  const [demo, special, note] = await Promise.all([
    section.locator('.gc-brand-coins-demo').boundingBox(),
    section.getByText('Special prize').boundingBox(),
    section.getByText(/for display only/).boundingBox(),
  ]);
  expect(demo!.x + demo!.width).toBeLessThan(special!.x);
  expect(note!.y).toBeLessThan(demo!.y + demo!.height);

  const wheelAccordion = section.getByRole('button', { name: 'Cashback+ Wheel of Fortune' });
  await expect(wheelAccordion).toHaveAttribute('aria-expanded', 'false');
  await wheelAccordion.click();
  const odds = section.getByRole('list', { name: 'Prizes and odds' });
  await expect(odds).toContainText('£750.00');
  await expect(odds).toContainText('1 in 200,000');
  await expect(odds).toContainText('1 in 15,000');
  await expect(section.getByText('Chance of a prize')).toBeVisible();
  // Two columns that read downwards, as the odds are sorted; no chance breaks over two lines.
  const [first, second] = await Promise.all([
    odds.getByRole('listitem').nth(0).boundingBox(),
    odds.getByRole('listitem').nth(1).boundingBox(),
  ]);
  expect(second!.x).toBe(first!.x);
  expect(second!.y).toBeGreaterThan(first!.y);
  const chanceLines = await odds.locator('.gc-brand-coins-chance').evaluateAll((chances) =>
    chances.map((chance) => {
      const range = document.createRange();
      range.selectNodeContents(chance);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    }),
  );
  expect(new Set(chanceLines)).toEqual(new Set([1]));

  // Play the wheel demo: the result is shown and stored.
  await section.getByRole('button', { name: 'Spin', exact: true }).click();
  const result = section.getByText(/^Your last demo result: Wheel of Fortune: /);
  await expect(result).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('giftcash:demo-result') ?? 'null'),
  );
  expect(stored.game).toBe('wheel');
  await expect(result).toHaveText(`Your last demo result: Wheel of Fortune: ${stored.prize}`);

  // Keyboard switch to the scratch card.
  await wheelTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(scratchTab).toHaveAttribute('aria-selected', 'true');
  await expect(scratchTab).toBeFocused();
  await expect(section.getByText('Special prize')).toHaveCount(0);
  await expect(
    section.getByRole('button', { name: 'Example from our Cashback Scratch Card' }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(odds.getByRole('listitem')).toHaveCount(21);
  await expect(odds.getByRole('listitem').first()).toHaveText(/£0\.01\s*1 in 7/);
  await expect(odds.getByRole('listitem').last()).toHaveText(/£5\.00\s*1 in 25,000/);

  // The stored result is shown again on the next visit.
  await page.reload();
  await expect(
    page.getByText(`Your last demo result: Wheel of Fortune: ${stored.prize}`),
  ).toBeVisible();
});
