import { test, expect, acceptCookies, type Page } from '../fixtures';
import { sampleBrands } from './sampleBrands';

/**
 * What a person sees on the brand page, in light and dark, on the web and in the apps' webviews
 * (`?app=1`): the over-limit message is the spec's inline red error, the website link reads as
 * words, level with its label, and Pinterest gets the gift card image.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const MODES = [
  { mode: 'web', query: '' },
  { mode: 'app', query: '?app=1' },
] as const;

/** Follows the system theme (the site does, without a stored choice) and waits for the page to switch. */
async function scheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The text colour of `selector` and its contrast with the background painted behind it (WCAG 2). */
function colourOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const rgb = (value: string): number[] => (value.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (c: number) =>
      c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    // The first painted background behind the text (its page and panels are opaque).
    let background: number[] | undefined;
    for (let node: Element | null = element; node && !background; node = node.parentElement) {
      const value = rgb(getComputedStyle(node).backgroundColor);
      if (value.length === 3 || (value[3] ?? 1) > 0) background = value;
    }
    const colour = getComputedStyle(element).color;
    const [x, y] = [luminance(rgb(colour)), luminance(background ?? [255, 255, 255])].sort(
      (a, b) => b - a,
    ) as [number, number];
    return { colour, contrast: (x + 0.05) / (y + 0.05) };
  });
}

for (const { mode, query } of MODES) {
  test(`over the maximum: 'Max £… per Gift Card' is an inline red error with AA contrast, light and dark (${mode})`, async ({
    page,
  }) => {
    const { freeValue: brand } = await sampleBrands();
    await page.goto(`/brand/${brand.id}${query}`);
    const input = page.getByRole('textbox', { name: 'Gift card value' });
    // Buy Securely with nothing entered: the spec's other inline error, in red.
    await page.locator('main').getByRole('button', { name: 'Buy Securely', exact: true }).click();
    await expect(page.getByText('Please enter a valid amount')).toBeVisible();
    // A value over the maximum is refused with its message, the previous value kept.
    await input.fill(String(Math.ceil(brand.digital_face_value_limits.upper) + 1));
    const refusal = page.locator('.gc-brand-value-refusal');
    await expect(refusal).toHaveText(/^Max £[\d,.]+ per Gift Card$/);
    await expect(input).toHaveValue('');
    for (const theme of ['light', 'dark'] as const) {
      await scheme(page, theme);
      const max = await colourOf(page, '.gc-brand-value-refusal');
      const invalid = await colourOf(page, '.gc-brand-detail-error');
      expect(max.colour, `${theme}: the Max message in the error colour`).toBe(invalid.colour);
      const [r, g, b] = (max.colour.match(/\d+/g) ?? []).map(Number) as [number, number, number];
      expect(r, `${theme}: red (${max.colour})`).toBeGreaterThan(Math.max(g, b) + 60);
      expect(max.contrast, `${theme}: contrast of ${max.colour}`).toBeGreaterThanOrEqual(4.5);
      await page
        .locator('.gc-brand-value')
        .screenshot({ path: test.info().outputPath(`max-error-${mode}-${theme}.png`) });
    }
  });
}

/**
 * The website link's words as a person reads them, where its text sits against its label's, and
 * the same for a row of plain text (the layout the link's row should match).
 */
async function websiteRow(page: Page) {
  const row = page.locator('main .gc-brand-details-row[data-row="website"]');
  await row.scrollIntoViewIfNeeded();
  return row.evaluate((element) => {
    const plain = [...(element.parentElement as Element).children].find(
      (other) => !other.querySelector('dd a, dd button'),
    ) as Element;
    const top = (node: Element) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT, {
        acceptNode: (text) =>
          text.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
      });
      const range = document.createRange();
      range.selectNodeContents(walker.nextNode() as Node);
      return range.getBoundingClientRect();
    };
    const term = top(element.querySelector('dt') as Element);
    const link = top(element.querySelector('a') as Element);
    const plainTerm = top(plain.querySelector('dt') as Element);
    const plainValue = top(plain.querySelector('dd') as Element);
    const plainGap = plainValue.top - plainTerm.bottom;
    // What the eye reads: the rendered text, less the screen readers' `(opens in a new tab)`.
    const text = (element.querySelector('a') as HTMLElement).innerText.replace(
      /\s*\(opens in a new tab\)\s*$/,
      '',
    );
    return { text, term, link: { top: link.top, left: link.left, bottom: link.bottom }, plainGap };
  });
}

for (const { mode, query, name, reads } of [
  { ...MODES[0], name: 'The Copper Kettle', reads: 'Visit The Copper Kettle website' },
  { ...MODES[1], name: 'Paper & Ribbon', reads: 'Visit the Paper & Ribbon website' },
]) {
  test(`website link: '${reads}', spaced and level with its label, light and dark (${mode})`, async ({
    page,
  }) => {
    const { all } = await sampleBrands();
    const brand = all.find((candidate) => candidate.name === name && candidate.detail.website_url);
    expect(brand, `a sample brand named ${name} with a website`).toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/brand/${brand!.id}${query}`);
    const link = page.getByRole('link', {
      name: new RegExp(`^${reads.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(`${reads} (opens in a new tab)`);
    for (const theme of ['light', 'dark'] as const) {
      await scheme(page, theme);
      // Two columns: the link's text on the label's line.
      await page.setViewportSize({ width: 1280, height: 800 });
      const wide = await websiteRow(page);
      expect(wide.text).toBe(reads);
      expect(
        Math.abs(wide.link.top - wide.term.top),
        `1280 ${theme}: link text ${wide.link.top} vs label ${wide.term.top}`,
      ).toBeLessThanOrEqual(2);
      await page
        .locator('main .gc-brand-details-row[data-row="website"]')
        .screenshot({ path: test.info().outputPath(`website-${mode}-1280-${theme}.png`) });
      // One column: the link's text under its label as a plain row's text is under its own, not 10 px further down.
      await page.setViewportSize({ width: 390, height: 844 });
      const narrow = await websiteRow(page);
      expect(narrow.text).toBe(reads);
      expect(
        Math.abs(narrow.link.top - narrow.term.bottom - narrow.plainGap),
        `390 ${theme}: gap under the label vs a plain row's ${narrow.plainGap}`,
      ).toBeLessThanOrEqual(2);
      expect(narrow.link.left).toBeCloseTo(narrow.term.left, 0);
    }
  });
}

test('Pinterest gets the gift card image as an absolute address on the site, and it loads', async ({
  page,
}) => {
  const { both: brand } = await sampleBrands();
  await page.goto(`/brand/${brand.id}`);
  const card = page.locator('main img.gc-brand-detail-card');
  await expect(card).toBeVisible();
  const shown = await card.evaluate((img) => (img as HTMLImageElement).currentSrc);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const pin = page.getByRole('link', { name: 'Pin on Pinterest' });
  const media = new URL((await pin.getAttribute('href')) ?? '').searchParams.get('media');
  expect(media, 'the Pinterest link carries the card image').toBeTruthy();
  // The very image the page shows, on the site's own origin, fetchable by anyone.
  expect(media).toBe(shown);
  expect(new URL(media!).origin).toBe(new URL(page.url()).origin);
  const response = await page.request.get(media!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
});
