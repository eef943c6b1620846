import { acceptCookies, expect, signInLocally, test, type Page } from '../fixtures';

declare global {
  interface Window {
    __cls: number;
    __countUpSeen: string[];
  }
}

/** Sums layout shifts (buffered) and records every animated frame of a count-up. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    window.__cls = 0;
    window.__countUpSeen = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) window.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const frame = document.querySelector('.gc-count-up [aria-hidden="true"]')?.textContent;
      if (frame && frame !== window.__countUpSeen.at(-1)) window.__countUpSeen.push(frame);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const coins = (page: Page) => page.locator('.gc-rewards-balance-list .gc-count-up');
/** A coin balance as the page writes it, exact (`12,450,000 coins`), as a number. */
const coinNumber = (text: string) => Number(text.replace(/[^\d]/g, ''));
const COIN_TEXT = /^\d{1,3}(,\d{3})* coins?$/;
const finalValue = (page: Page) =>
  coins(page).evaluate((el) => (el.querySelector('.gc-visually-hidden') ?? el).textContent ?? '');

test.describe('coin count-up on My Rewards', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await signInLocally(page);
    await watch(page);
  });

  test('counts up to the final value within 2 s, with no layout shift', async ({ page }) => {
    await page.goto('/account/balances');
    await expect(coins(page)).toBeVisible();
    const final = await finalValue(page);
    expect(final).toMatch(COIN_TEXT);
    await expect(coins(page)).toHaveText(final, { timeout: 2000 });
    await expect(coins(page).locator('[aria-hidden="true"]')).toHaveCount(0, { timeout: 2000 });
    const seen = await page.evaluate(() => window.__countUpSeen);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]).not.toBe(final);
    const numbers = seen.map(coinNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.every((n) => n <= coinNumber(final))).toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.__cls)).toBe(0);
  });

  test('with reduced motion the final value is there at first paint', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/account/balances');
    await expect(coins(page)).toBeVisible();
    const final = await finalValue(page);
    expect(final).toMatch(COIN_TEXT);
    await expect(coins(page)).toHaveText(final);
    await expect(coins(page).locator('[aria-hidden="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => window.__countUpSeen)).toEqual([]);
    expect(await page.evaluate(() => window.__cls)).toBe(0);
  });
});
