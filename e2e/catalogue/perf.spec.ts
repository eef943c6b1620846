import os from 'node:os';
import { test, expect, acceptCookies } from '../fixtures';
import {
  KEYSTROKE_TRACE_CATEGORIES,
  WATCH_MS,
  installFrameWatch,
  keystrokeWork,
  type WatchedKey,
} from '../../bench/lib/keystrokes.mjs';
import { countBrandsByCategory, filterBrands, sampleBrands, sortBrands } from './sample';

/**
 * The bar: with 1,000 brands, typing one character in the catalogue search updates the
 * results within one frame: at most 16 ms of main-thread work from the keystroke to the end of
 * the frame that shows its results. Measured as `npm run bench` measures it (the shared
 * bench/lib/keystrokes.mjs): frames watched from the keydown, a Chromium trace around the key.
 *
 * What does not depend on timing is always checked: every key's results are in the very next
 * frame, and clearing the search brings every section back, below-the-fold ones included.
 * The time bar itself is checked only when the machine is not saturated (other suites, builds):
 * `npm run bench` is where the figure is reported.
 */
/** The bar in ms; override with GIFTCASH_KEYSTROKE_BUDGET_MS. */
const BUDGET_MS = Number(process.env.GIFTCASH_KEYSTROKE_BUDGET_MS) || 16;

declare global {
  interface Window {
    __benchKeys: WatchedKey[];
    __benchResultsSignature: () => string;
  }
}

test('catalogue search with 1,000 brands: results in the next frame, ≤ 16 ms of main-thread work per keystroke', async ({
  page,
  browser,
  api,
  useHttpApi,
}) => {
  test.setTimeout(90_000);
  const payload = await sampleBrands(1000);
  await useHttpApi();
  await api.fault({ endpoint: 'brands', kind: 'payload', payload });
  await acceptCookies(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/gift-card-deals');
  const search = page.getByPlaceholder('Search offers by brand');
  await expect(search).toBeVisible();
  // Every category section shows its shelf: its first five cards.
  const counts = Object.entries(countBrandsByCategory(payload.brands)).filter(
    ([slug]) => slug !== 'popular' && slug !== 'other',
  );
  const cards = counts.reduce((sum, [, count]) => sum + Math.min(5, count), 0);
  await expect(page.locator('.gc-catalogue-sections .gc-brand-grid-item')).toHaveCount(cards, {
    timeout: 20_000,
  });
  await search.focus();

  // What the results area shows, read at the start of each frame: the results heading, the
  // first result, and whether the Popular heading (so the sections view) is rendered.
  await page.evaluate(() => {
    window.__benchResultsSignature = () => {
      const headings = [...document.querySelectorAll<HTMLElement>('.gc-catalogue h2')];
      // The results stay in the page, hidden, when nothing is searched: only shown ones count.
      const shown = document.querySelector('.gc-catalogue-results:not([hidden])');
      const results = shown?.querySelector('h2')?.textContent ?? '';
      const first = shown?.querySelector('.gc-brand-card-name')?.textContent ?? '';
      const popular = headings.find((heading) => heading.textContent === 'Popular');
      return `${results}|${first}|${popular?.checkVisibility() ? 'sections' : ''}`;
    };
  });
  await page.evaluate(installFrameWatch, WATCH_MS);
  // As a person would, start typing once the page has settled (the logos near the viewport
  // have loaded): two traced idle watches, which also take tracing's first-use cost off the
  // first key.
  for (let i = 0; i < 2; i += 1) {
    const index = await page.evaluate(() => window.__benchKeys.length);
    await browser.startTracing(page, { categories: KEYSTROKE_TRACE_CATEGORIES });
    await page.evaluate(() =>
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })),
    );
    await page.waitForFunction((n) => window.__benchKeys[n]?.done, index, { polling: 250 });
    await browser.stopTracing();
  }

  const query = 'green';
  const sorted = sortBrands(payload.brands, 'name');
  const keys = [...query, ...[...query].map(() => 'Backspace')];
  const figures: { key: string; workMs: number; inNextFrame: boolean }[] = [];
  let typed = '';
  for (const key of keys) {
    const index = await page.evaluate(() => window.__benchKeys.length);
    await browser.startTracing(page, { categories: KEYSTROKE_TRACE_CATEGORIES });
    await page.keyboard.press(key);
    await page.waitForFunction((i) => window.__benchKeys[i]?.done, index, { polling: 250 });
    const trace = await browser.stopTracing();
    typed = key === 'Backspace' ? typed.slice(0, -1) : typed + key;
    // Checked outside the measured window: Playwright's own queries run on the page's main thread too.
    await expect(search).toHaveValue(typed);
    if (typed) {
      const expected = filterBrands(sorted, typed);
      await expect(
        page.getByRole('heading', { name: `Search Results (${expected.length})` }),
      ).toBeVisible();
      await expect(page.locator('.gc-catalogue-results .gc-brand-card-name').first()).toHaveText(
        expected[0]!.name,
      );
    } else {
      await expect(page.getByRole('heading', { name: 'Popular', exact: true })).toBeVisible();
    }
    const measured = await page.evaluate(
      (i) => ({ ...window.__benchKeys[i]!, settled: window.__benchResultsSignature() }),
      index,
    );
    const label = key === 'Backspace' ? `⌫${typed.length + 1}` : key;
    const { workMs, inNextFrame } = keystrokeWork(trace, measured, index, label);
    figures.push({ key: label, workMs, inNextFrame });
  }

  const summary = figures
    .map(
      (figure) =>
        `${figure.key} ${figure.workMs.toFixed(1)} ms${figure.inNextFrame ? '' : ' (late)'}`,
    )
    .join(', ');
  console.log(`keystroke work until the results frame, typing and deleting "${query}": ${summary}`);
  const sortedWork = figures.map((figure) => figure.workMs).sort((a, b) => a - b);
  const median = sortedWork[Math.floor(sortedWork.length / 2)]!;
  test.info().annotations.push({
    type: 'keystroke-ms',
    description: `median ${median.toFixed(1)}, worst ${sortedWork.at(-1)!.toFixed(1)} (${summary})`,
  });

  // Deterministic: React renders the results in the key's own task, so they are in the first frame.
  expect(figures.filter((figure) => !figure.inNextFrame).map((figure) => figure.key)).toEqual([]);

  // Clearing showed the sections again; the ones below the fold render as they scroll in.
  const last = page.locator('.gc-catalogue-sections > .gc-catalogue-section').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(last.getByRole('link').first()).toBeInViewport();

  // A timing is meaningless when the machine is saturated: report instead of failing.
  const busy = os.loadavg()[0]! > os.cpus().length * 1.5;
  if (busy) {
    test.info().annotations.push({
      type: 'skipped-assertion',
      description: `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
    });
    return;
  }
  expect(median).toBeLessThanOrEqual(BUDGET_MS);
});
