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
  const items = menu.getByRole('listitem');
  const boxes = () =>
    items.evaluateAll((all) => all.map((item) => item.getBoundingClientRect().toJSON()));
  const before = await boxes();
  await menu.getByRole('button', { name: 'Copy link' }).click();
  const tooltip = menu.getByRole('status');
  await expect(tooltip).toHaveText('Copied!');
  // "Copied!" moves nothing: every item of the menu stays where it was.
  expect(await boxes()).toEqual(before);
  await expect(tooltip).toBeVisible();
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

const PHONES = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
for (const [name, userAgent] of Object.entries(PHONES)) {
  test.describe(`share on a phone (${name})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent });

    test('Share opens the system share sheet where there is one; the menu is the fallback when it is refused', async ({
      page,
    }) => {
      const { both: brand } = await sampleBrands();
      // The system sheet, as the phone's browser gives it: records what it was asked to share.
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: unknown) => {
            calls.push(data);
            return calls.length > 1
              ? Promise.reject(new DOMException('Refused', 'NotAllowedError'))
              : Promise.resolve();
          },
        });
      });
      await page.goto(`/brand/${brand.id}`);
      const share = page.getByRole('button', { name: 'Share', exact: true });
      await expect(share).not.toHaveAttribute('aria-expanded');
      await share.tap();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls),
        )
        .toEqual([
          {
            title: `${brand.name} Gift Card`,
            text: `${brand.name} Gift Card on GiftCash`,
            url: page.url(),
          },
        ]);
      const menu = page.getByRole('list', { name: `Share ${brand.name} Gift Card` });
      await expect(menu).toBeHidden();
      // Refused the second time: the menu opens instead, with every way to share.
      await share.tap();
      await expect(menu).toBeVisible();
      await expect(share).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { name: 'Copy link' })).toBeVisible();
    });

    test('without a share sheet, Share opens the menu', async ({ page }) => {
      const { both: brand } = await sampleBrands();
      await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
      await page.goto(`/brand/${brand.id}`);
      const share = page.getByRole('button', { name: 'Share', exact: true });
      await share.tap();
      await expect(page.getByRole('list', { name: `Share ${brand.name} Gift Card` })).toBeVisible();
    });
  });
}

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
