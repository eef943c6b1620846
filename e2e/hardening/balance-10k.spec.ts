// In Chromium: the balance checker with 10,000 brands renders a page of rows (more on
// scroll), like the catalogue, and search stays instant.
import { acceptCookies, expect, test } from '../fixtures';
import { filterBrandsByName, sampleBrands, sortBrands } from '../catalogue/sample';

const LOGO =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 8 8%22/%3E';

test('10,000 brands: one page of rows, more on scroll, search over all of them in the next frames', async ({
  page,
  api,
  useHttpApi,
}) => {
  test.setTimeout(120_000);
  const sample = await sampleBrands(10_000);
  // Small artwork so the 10,000-brand answer stays a few MB.
  const brands = sample.brands.map((brand) => ({
    ...brand,
    detail: { ...brand.detail, assets: { logo_url: LOGO } },
  }));
  await useHttpApi();
  await api.fault({ endpoint: 'brands', kind: 'payload', payload: { ...sample, brands } });
  await acceptCookies(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/check-gift-card-balance');
  const rows = page.locator('.gc-balance-row');
  await expect(rows).toHaveCount(50, { timeout: 30_000 });
  const sorted = sortBrands(brands, 'name');
  await expect(rows.first().getByRole('heading')).toHaveText(sorted[0]!.name);
  const more = page.getByRole('button', { name: 'Show more brands (9950 more)' });
  await expect(more).toBeAttached();
  const nodes = await page.evaluate(() => ({
    list: document.querySelectorAll('.gc-balance *').length,
    page: document.querySelectorAll('*').length,
  }));
  test.info().annotations.push({
    type: 'DOM nodes',
    description: `balance checker ${nodes.list}, whole page ${nodes.page}`,
  });
  expect(nodes.list).toBeLessThan(1_000);

  // Scrolling to the end of the list adds the next page.
  await more.scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(100);
  await expect(page.getByRole('button', { name: 'Show more brands (9900 more)' })).toBeAttached();

  // Search covers all 10,000 brands and renders at most one page of rows. Each keystroke's
  // main-thread cost is timed in the page: from the input event to the end of the task after
  // the next frame (React's render and commit, then style, layout and paint of that frame).
  const search = page.getByRole('searchbox', { name: 'Search brands' });
  await search.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const w = window as unknown as { __keyMs: number[] };
    w.__keyMs = [];
    document.addEventListener(
      'input',
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => w.__keyMs.push(performance.now() - start), 0));
      },
      true,
    );
  });
  let typed = '';
  for (const key of 'greenway') {
    typed += key;
    await search.press(key);
    const matches = filterBrandsByName(sorted, typed);
    await expect(rows).toHaveCount(Math.min(50, matches.length));
    await expect(rows.first().getByRole('heading')).toHaveText(matches[0]!.name);
    if (matches.length > 50)
      await expect(
        page.getByRole('button', { name: `Show more brands (${matches.length - 50} more)` }),
      ).toBeAttached();
  }
  const keyMs = await page.evaluate(() => (window as unknown as { __keyMs: number[] }).__keyMs);
  test.info().annotations.push({
    type: 'keystroke to next frame (ms)',
    description: keyMs.map((ms) => ms.toFixed(1)).join(', '),
  });
  expect(keyMs).toHaveLength('greenway'.length);
  await search.fill('');
  await expect(rows).toHaveCount(50);
});
