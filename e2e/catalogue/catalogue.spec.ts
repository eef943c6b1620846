import { test, expect, acceptCookies, expectAccessible, type Page } from '../fixtures';
import { filterBrands, sampleBrands, sortBrands } from './sample';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const search = (page: Page) => page.getByPlaceholder('Search offers by brand');
const visibleSectionHeadings = (page: Page) => page.locator('.gc-catalogue h2:visible');
/** How many sample brands a category holds: the section headings say it, e.g. `Groceries (15)`. */
const inCategory = async (slug: string) =>
  (await sampleBrands()).brands.filter((brand) => brand.categories.includes(slug)).length;

test('search by name or category, Search Results count, Enter ignored, no results and Clear search', async ({
  page,
}) => {
  const { brands } = await sampleBrands();
  await page.goto('/gift-card-deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback Gift Cards' })).toBeVisible();
  await expect(search(page)).toBeVisible();

  await search(page).fill('GREENWAY');
  await search(page).press('Enter');
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  await expect(page.getByRole('heading', { name: 'Search Results (1)' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Search Results (1)' }).getByRole('link'),
  ).toHaveText(/Greenway Grocers/);
  await expect(page.getByRole('region', { name: 'Popular brands' })).toHaveCount(0);

  const takeaway = filterBrands(brands, 'takeaway');
  await search(page).fill('takeaway');
  await expect(
    page.getByRole('heading', { name: `Search Results (${takeaway.length})` }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Search Results/ })
      .getByRole('link')
      .filter({ visible: true }),
  ).toHaveCount(takeaway.length);

  await search(page).fill('no such brand');
  await expect(page.getByText('No brands found matching "no such brand"')).toBeVisible();
  await expect(visibleSectionHeadings(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(
    page.getByRole('heading', { name: `Groceries (${await inCategory('groceries')})` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular brands' })).toBeVisible();
});

test('while searching, the skipped sections and carousel are out of the tab order and the accessibility tree', async ({
  page,
}) => {
  const { brands } = await sampleBrands();
  await page.goto('/gift-card-deals');
  await search(page).fill('greenway');
  const results = page.getByRole('region', {
    name: `Search Results (${filterBrands(brands, 'greenway').length})`,
  });
  await expect(results).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Groceries/ })).toHaveCount(0);
  // From the last result, Tab leaves the catalogue: nothing skipped takes focus.
  await results.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  const inSkipped = await page.evaluate(() =>
    Boolean(document.activeElement?.closest('.gc-catalogue-sections, .gc-catalogue-popular')),
  );
  expect(inSkipped).toBe(false);
  await expectAccessible(page);
  // Clearing brings them back, focusable again.
  await search(page).fill('');
  await expect(page.getByRole('region', { name: 'Popular brands' })).toBeVisible();
  await page.getByRole('region', { name: 'Popular brands' }).getByRole('link').first().focus();
  await expect(
    page.getByRole('region', { name: 'Popular brands' }).getByRole('link').first(),
  ).toBeFocused();
});

test('sort defaults to Brand Name and can switch to Highest Cashback Rate', async ({ page }) => {
  const { brands } = await sampleBrands();
  const groceries = brands.filter((brand) => brand.categories.includes('groceries'));
  await page.goto('/gift-card-deals');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.locator('option:checked')).toHaveText('Brand Name');
  const section = page.getByRole('region', { name: `Groceries (${groceries.length})` });
  await expect(section.locator('.gc-brand-card-name').first()).toHaveText(
    sortBrands(groceries, 'name')[0]!.name,
  );
  // A laptop's grid is dense: five compact brands to a row, and the shelf is one short row.
  const cards = await section
    .locator('.gc-brand-card')
    .evaluateAll((items) =>
      items
        .map((item) => item.getBoundingClientRect())
        .map((box) => ({ top: Math.round(box.top), height: box.height })),
    );
  expect(new Set(cards.map((card) => card.top)).size).toBe(1);
  expect(Math.max(...cards.map((card) => card.height))).toBeLessThan(120);
  await sort.selectOption({ label: 'Highest Cashback Rate' });
  // The shelf shows the category's best five in the new order.
  await expect(section.locator('.gc-brand-card-name')).toHaveText(
    sortBrands(groceries, 'cashback')
      .slice(0, 5)
      .map((brand) => brand.name),
  );
  await section.getByRole('button', { name: /^Show all/ }).click();
  await expect(section.locator('.gc-brand-card-name').last()).toHaveText(
    sortBrands(groceries, 'cashback').at(-1)!.name,
  );
});

test('chips leave out popular and other; choosing filters and choosing again clears', async ({
  page,
}) => {
  await page.goto('/gift-card-deals');
  const chips = page.getByRole('group', { name: 'Filter by category' });
  await expect(chips.getByRole('button', { name: / brands$/ })).toHaveCount(13);
  await expect(chips.getByRole('button', { name: /^popular/i })).toHaveCount(0);
  await expect(chips.getByRole('button', { name: /^other/i })).toHaveCount(0);
  const tech = chips.getByRole('button', { name: /^Tech \d+ brands$/ });
  await tech.click();
  await expect(tech).toHaveAttribute('aria-pressed', 'true');
  await expect(visibleSectionHeadings(page)).toHaveText([
    'Popular',
    `Tech (${await inCategory('tech')})`,
  ]);
  await tech.click();
  await expect(tech).toHaveAttribute('aria-pressed', 'false');
  await expect(visibleSectionHeadings(page)).toHaveCount(14);
});

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`each category is a shelf of five with Show all, which opens the whole category (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/gift-card-deals');
    const sections = page.locator('.gc-catalogue-sections > .gc-catalogue-section');
    // One section per chip (popular and other have none).
    await expect(sections).toHaveCount(13);
    const { brands } = await sampleBrands();
    const shelves = await sections.evaluateAll((all) =>
      all.map((section) => ({
        cards: section.querySelectorAll('.gc-brand-card').length,
        button: section.querySelector('button')?.textContent ?? null,
        heading: section.querySelector('h2')?.textContent ?? '',
      })),
    );
    for (const shelf of shelves) {
      const total = Number(/\((\d+)\)/.exec(shelf.heading)?.[1]);
      expect(shelf.cards, shelf.heading).toBe(Math.min(5, total));
      if (total > 5)
        expect(shelf.button, shelf.heading).toMatch(new RegExp(`^Show all ${total} [a-z]`));
      else expect(shelf.button, shelf.heading).toBeNull();
    }
    // On a laptop the five fill one row: one top for every card of a shelf.
    if (width === 1280) {
      const tops = await sections
        .first()
        .locator('.gc-brand-card')
        .evaluateAll(
          (cards) =>
            new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size,
        );
      expect(tops).toBe(1);
    }
    const groceries = page.getByRole('region', { name: /^Groceries \(\d+\)$/ });
    const total = brands.filter((brand) => brand.categories.includes('groceries')).length;
    await groceries.getByRole('button', { name: new RegExp(`^Show all ${total}\\b`) }).click();
    await expect(page.getByRole('button', { name: /^Groceries \d+ brands$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(visibleSectionHeadings(page)).toHaveText(['Popular', `Groceries (${total})`]);
    await expect(groceries.locator('.gc-brand-card')).toHaveCount(total);
    await expect(groceries.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
  });
}

for (const screen of [
  { width: 390, height: 844, header: 65 },
  { width: 1280, height: 800, header: 69 },
] as const) {
  test(`the filter bar stays under the header with the chosen category, which removes it (${screen.width} px)`, async ({
    page,
  }) => {
    const fashion = await inCategory('fashion-and-fitness');
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.goto('/gift-card-deals');
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: /^Fashion and fitness/ })
      .click();
    const chip = page.getByRole('button', { name: 'Remove filter: Fashion and fitness' });
    await expect(chip).toBeVisible();
    await expect(visibleSectionHeadings(page).last()).toHaveText(
      `Fashion and fitness (${fashion})`,
    );
    const header = page.locator('.site-header');
    const searchBox = page.getByRole('searchbox', { name: 'Search offers by brand' });
    // Scrolled down the category's brands, the bar (search and chip) stays, just under the header,
    // and nothing slides under it: the first brand under the bar starts below it. The bar sticks
    // within the catalogue, so each turn of the wheel goes half of the way it has left, from
    // wherever choosing the category left the page.
    for (let turn = 0; turn < 2; turn += 1) {
      const room = await page
        .locator('.gc-catalogue-bar')
        .evaluate(
          (bar) =>
            bar.closest('.gc-screen')!.getBoundingClientRect().bottom -
            bar.getBoundingClientRect().bottom,
        );
      expect(room).toBeGreaterThan(200);
      await page.mouse.wheel(0, Math.round(room / 2));
      await expect
        .poll(async () =>
          Math.round((await header.boundingBox())!.y + (await header.boundingBox())!.height),
        )
        .toBe(screen.header);
      await expect
        .poll(async () => (await searchBox.boundingBox())!.y)
        .toBeGreaterThanOrEqual(screen.header);
      await expect(chip).toBeInViewport({ ratio: 1 });
      const bar = (await page.locator('.gc-catalogue-bar').boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(screen.header - 1);
      expect(bar.y).toBeLessThan(screen.header + 20);
      const chipBox = (await chip.boundingBox())!;
      expect(chipBox.y).toBeGreaterThanOrEqual(bar.y);
      // What is drawn at the chip's middle is the chip (not a card or the header over it).
      const onTop = await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label'),
        [chipBox.x + chipBox.width / 2, chipBox.y + chipBox.height / 2],
      );
      expect(onTop).toBe('Remove filter: Fashion and fitness');
    }
    // axe on the bar with its chip, light (every rule) and dark (colours).
    await expectAccessible(page, { include: '.gc-catalogue-toolbar' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expectAccessible(page, { include: '.gc-catalogue-toolbar', colourOnly: true });
    await chip.click();
    await expect(chip).toHaveCount(0);
    await expect(visibleSectionHeadings(page).filter({ hasText: /^Groceries/ })).toHaveCount(1);
    await expect(
      page
        .getByRole('group', { name: 'Filter by category' })
        .getByRole('button', { name: /^Fashion and fitness/ }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
}

test('?category= preselects the category and is then removed from the address', async ({
  page,
}) => {
  await page.goto('/gift-card-deals?category=travel-and-holiday');
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  await expect(page.getByRole('button', { name: /^Travel and holiday/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(visibleSectionHeadings(page)).toHaveText([
    'Popular',
    `Travel and holiday (${await inCategory('travel-and-holiday')})`,
  ]);
  // The parameter was replaced, not pushed: Back leaves the catalogue.
  await page.goto('/brand?category=tech');
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page.getByRole('button', { name: /^Tech \d+ brands$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/gift-card-deals$/);
});

test('/gift-cards redirects to /gift-card-deals (replace)', async ({ page }) => {
  await page.goto('/');
  await page.goto('/gift-cards');
  await expect(page).toHaveURL(/\/gift-card-deals$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a card opens /brand/{id} scrolled to the top', async ({ page }) => {
  const { brands } = await sampleBrands();
  const target = sortBrands(
    brands.filter((brand) => brand.categories.includes('home-garden-and-diy')),
  )[0]!;
  await page.goto('/gift-card-deals');
  const section = page.getByRole('region', { name: /^Home garden and DIY/ });
  const card = section.getByRole('link').first();
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/brand/${target.id}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('category strip', () => {
  test('a real mouse drag scrolls without selecting; a click selects; arrows follow the 10 px thresholds', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/gift-card-deals');
    const strip = page.getByRole('group', { name: 'Filter by category' });
    const scroller = strip.locator('.gc-category-strip-scroller');
    const left = strip.getByRole('button', { name: 'Scroll categories left' });
    const right = strip.getByRole('button', { name: 'Scroll categories right' });
    await expect(right).toBeVisible();
    await expect(left).toHaveCount(0);
    await expect(strip.locator('.gc-category-strip-dots')).toBeHidden();

    const chip = strip.getByRole('button', { name: /^Department stores/ });
    const box = (await chip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect(strip.getByRole('button', { pressed: true })).toHaveCount(0);
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(150);
    await expect(left).toBeVisible();

    // A press that moves 3 px is still a click (on a chip in full view: the arrows sit over the faded ends).
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(left).toHaveCount(0);
    const groceries = strip.getByRole('button', { name: /^Gifts and lifestyle/ });
    const g = (await groceries.boundingBox())!;
    await page.mouse.move(g.x + g.width / 2, g.y + g.height / 2);
    await page.mouse.down();
    await page.mouse.move(g.x + g.width / 2 + 3, g.y + g.height / 2, { steps: 3 });
    await page.mouse.up();
    await expect(groceries).toHaveAttribute('aria-pressed', 'true');

    // Arrows scroll by 300 px; the right one disappears within 10 px of the end.
    await page.getByRole('button', { name: /^Gifts and lifestyle/ }).click();
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(left).toHaveCount(0);
    // Let any smooth centring from the clicks above finish: the arrow scrolls from where the strip is.
    await expect
      .poll(
        () =>
          scroller.evaluate(
            (el) => new Promise<number>((resolve) => setTimeout(() => resolve(el.scrollLeft), 150)),
          ),
        { timeout: 10_000 },
      )
      .toBe(0);
    await right.click();
    await expect.poll(() => scroller.evaluate((el) => Math.round(el.scrollLeft))).toBe(300);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth - el.clientWidth - 10 }));
    await expect(right).toHaveCount(0);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth - el.clientWidth - 12 }));
    await expect(right).toBeVisible();
    await scroller.evaluate((el) => el.scrollTo({ left: 10 }));
    await expect(left).toHaveCount(0);
    await scroller.evaluate((el) => el.scrollTo({ left: 12 }));
    await expect(left).toBeVisible();
  });

  test('small screens: a swipeable row of chips (no arrows, no dots), whole labels, the selection centred', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/gift-card-deals?category=health-and-beauty');
    const strip = page.getByRole('group', { name: 'Filter by category' });
    await expect(strip.locator('.gc-category-strip-dots')).toBeHidden();
    await expect(strip.getByRole('button', { name: /Scroll categories/ })).toBeHidden();
    const selected = strip.getByRole('button', { pressed: true });
    const box = (await selected.boundingBox())!;
    // A chip: one line, a full touch target, as wide as its label.
    expect(Math.round(box.height)).toBe(44);
    const whole = await strip.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('.gc-category-strip-label')].every(
        (label) => label.scrollWidth <= label.clientWidth + 0.5,
      ),
    );
    expect(whole).toBe(true);
    // Centred: the button's middle is near the scroller's middle.
    const scrollerBox = (await strip.locator('.gc-category-strip-scroller').boundingBox())!;
    await expect
      .poll(async () => {
        const now = (await selected.boundingBox())!;
        return Math.abs(now.x + now.width / 2 - (scrollerBox.x + scrollerBox.width / 2));
      })
      .toBeLessThan(4);
  });

  test("a phone's first screen shows brands; the search stays at hand while scrolling; the sort is styled", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gift-card-deals');
    const firstBrand = page
      .getByRole('region', { name: 'Popular brands' })
      .getByRole('link')
      .first();
    await expect(firstBrand).toBeVisible();
    expect((await firstBrand.boundingBox())!.y + 100).toBeLessThan(844);
    expect(
      await page.locator('main select').evaluate((el) => getComputedStyle(el).appearance),
    ).toBe('none');
    await page.mouse.wheel(0, 1500);
    const search = page.getByRole('searchbox', { name: 'Search offers by brand' });
    await expect.poll(async () => (await search.boundingBox())!.y).toBeGreaterThanOrEqual(60);
    const y = (await search.boundingBox())!.y;
    expect(y).toBeLessThan(90);
  });
});

test.describe('category strip edges', () => {
  test('wide: the row starts at the content edge, its far edge fades, and the arrow sits over the clear part of the fade', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/gift-card-deals');
    const strip = page.getByRole('group', { name: 'Filter by category' });
    const right = strip.getByRole('button', { name: 'Scroll categories right' });
    await expect(right).toBeVisible();
    const geometry = await strip.evaluate((el) => {
      const scroller = el.querySelector('.gc-category-strip-scroller') as HTMLElement;
      const first = el.querySelector('.gc-category-strip-button') as HTMLElement;
      const arrow = el.querySelector(
        '.gc-category-strip-arrow[data-direction="right"]',
      ) as HTMLElement;
      const search = document.querySelector('main input[type="search"]') as HTMLElement;
      const s = scroller.getBoundingClientRect();
      return {
        indent: first.getBoundingClientRect().left - search.getBoundingClientRect().left,
        mask: getComputedStyle(scroller).maskImage,
        // The arrow lies wholly in the scroller's last 48 px, where the fade is fully transparent.
        arrowClear: arrow.getBoundingClientRect().left >= s.right - 48 - 0.5,
      };
    });
    expect(Math.abs(geometry.indent)).toBeLessThanOrEqual(6);
    expect(geometry.mask).toMatch(/transparent|rgba\(0, 0, 0, 0\)/);
    expect(geometry.arrowClear).toBe(true);
  });

  test('phone: the row fades at the edge with more to see, and every label shows whole on at most two lines', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gift-card-deals');
    const strip = page.getByRole('group', { name: 'Filter by category' });
    await expect(strip.locator('.gc-category-strip-button').first()).toBeVisible();
    const result = await strip.evaluate((el) => ({
      mask: getComputedStyle(el.querySelector('.gc-category-strip-scroller') as HTMLElement)
        .maskImage,
      cut: [...el.querySelectorAll<HTMLElement>('.gc-category-strip-label')]
        .filter(
          (label) =>
            label.scrollWidth > label.clientWidth + 0.5 ||
            label.scrollHeight > label.clientHeight + 0.5 ||
            label.getClientRects().length === 0,
        )
        .map((label) => label.textContent),
      lines: Math.max(
        ...[...el.querySelectorAll<HTMLElement>('.gc-category-strip-label')].map((label) =>
          Math.round(
            label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight),
          ),
        ),
      ),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(result.mask).toMatch(/transparent|rgba\(0, 0, 0, 0\)/);
    expect(result.cut).toEqual([]);
    expect(result.lines).toBeLessThanOrEqual(2);
    expect(result.overflow).toBe(0);
  });
});

test('brands API failure shows the spec texts and Retry recovers', async ({
  page,
  api,
  useHttpApi,
}) => {
  await useHttpApi();
  await api.fault({ endpoint: 'brands', kind: 'status', status: 500, times: 1 });
  await page.goto('/gift-card-deals');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Error loading gift cards catalog: Request failed with status code 500',
  );
  await expect(alert).toContainText('Failed to load brands. Please try again later.');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(search(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a broken logo falls back to the default image', async ({ page }) => {
  const { brands } = await sampleBrands();
  const broken = brands.find((brand) =>
    brand.detail.assets.logo_url?.startsWith('data:image/png;base64,AAAA'),
  )!;
  await page.goto('/gift-card-deals');
  await search(page).fill(broken.name);
  const logo = page
    .getByRole('region', { name: /Search Results/ })
    .getByRole('link', { name: new RegExp(escapeRegExp(broken.name)) })
    .locator('.gc-brand-card-logo');
  await expect(logo).toHaveAttribute('data-fallback', '');
  // The fallback is inline SVG (no data: URI a strict CSP would block), drawn in the logo's box.
  await expect(logo).toBeVisible();
  expect(
    await logo.evaluate((el) => [el.tagName.toLowerCase(), el.getBoundingClientRect().width > 0]),
  ).toEqual(['svg', true]);
});

test('categories named like Object.prototype members (__proto__, constructor, toString) show with their counts on /, /gift-card-deals and /brand', async ({
  page,
  api,
  useHttpApi,
}) => {
  const { brands } = await sampleBrands();
  const odd = ['__proto__', 'constructor', 'toString'];
  const payload = {
    brands: brands
      .slice(0, 12)
      .map((brand, index) => ({ ...brand, categories: [odd[index % 3]!, ...brand.categories] })),
    categories: odd.map((id) => ({ id })),
  };
  await useHttpApi();
  await api.fault({ endpoint: 'brands', kind: 'payload', payload });
  for (const path of ['/', '/gift-card-deals', '/brand']) {
    await page.goto(path);
    const strip = page.locator('main .gc-category-strip');
    for (const slug of odd)
      await expect(
        strip.locator(`[data-slug="${slug}"] .gc-category-strip-badge`),
        `${path} ${slug}`,
      ).toHaveText('4 brands');
    await expect(page.locator('main')).not.toContainText(
      /Unexpected Application Error|native code|\[object /,
    );
  }
});
