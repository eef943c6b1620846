import os from 'node:os';
import { test, expect, acceptCookies } from '../fixtures';
import { countBrandsByCategory, sampleBrands } from './sample';

/**
 * Issue 4's bar: with 1,000 brands, typing one character in the catalogue search costs at
 * most 16 ms of main-thread work (Chromium on this machine). Measured with the DevTools
 * protocol's TaskDuration metric from the key press until the results have settled.
 */
/** The bar in ms; override with GIFTCASH_KEYSTROKE_BUDGET_MS. */
const BUDGET_MS = Number(process.env.GIFTCASH_KEYSTROKE_BUDGET_MS) || 16;

test('catalogue search with 1,000 brands: ≤ 16 ms of main-thread work per keystroke', async ({ page, api, useHttpApi }) => {
  test.setTimeout(60_000);
  // A timing is meaningless when the machine is saturated (other suites, builds): report instead of failing.
  const busy = os.loadavg()[0]! > os.cpus().length * 1.5;
  const payload = await sampleBrands(1000);
  await useHttpApi();
  await api.fault({ endpoint: 'brands', kind: 'payload', payload });
  await acceptCookies(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/gift-card-deals');
  const search = page.getByPlaceholder('Search offers by brand');
  await expect(search).toBeVisible();
  // Every category section shows its first 24 cards.
  const counts = Object.entries(countBrandsByCategory(payload.brands)).filter(([slug]) => slug !== 'popular' && slug !== 'other');
  const cards = counts.reduce((sum, [, count]) => sum + Math.min(24, count), 0);
  await expect(page.locator('.gc-brand-grid-item')).toHaveCount(cards, { timeout: 20_000 });
  await search.focus();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const PARTS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return PARTS.map((name) => metrics.find((metric) => metric.name === name)?.value ?? 0);
  };
  const settle = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));

  const costs: number[] = [];
  const parts: string[] = [];
  let typed = '';
  for (const key of ['g', 'r', 'e', 'e', 'n']) {
    await settle();
    const before = await read();
    await page.keyboard.press(key);
    typed += key;
    await settle();
    const after = await read();
    const ms = after.map((value, i) => (value - before[i]!) * 1000);
    costs.push(ms[0]!);
    parts.push(`${key}: task ${ms[0]!.toFixed(1)} = script ${ms[1]!.toFixed(1)} + style ${ms[2]!.toFixed(1)} + layout ${ms[3]!.toFixed(1)} + other`);
    // Checked outside the measured window: Playwright's own queries run on the page's main thread too.
    await expect(page.getByRole('heading', { name: /^Search Results \(\d+\)$/ })).toBeVisible();
    await expect(search).toHaveValue(typed);
  }
  // The measurement itself (two rAFs, a timer, the protocol calls) is included: it only makes this stricter.
  console.log(`per-keystroke main-thread work (ms) typing "${typed}": ${costs.map((c) => c.toFixed(1)).join(', ')}\n  ${parts.join('\n  ')}`);
  const median = costs.slice().sort((a, b) => a - b)[Math.floor(costs.length / 2)]!;
  test.info().annotations.push({ type: 'keystroke-ms', description: `median ${median.toFixed(1)} (${costs.map((c) => c.toFixed(1)).join(', ')})` });
  if (busy) {
    test.info().annotations.push({ type: 'skipped-assertion', description: `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs` });
    return;
  }
  expect(median).toBeLessThanOrEqual(BUDGET_MS);
});
