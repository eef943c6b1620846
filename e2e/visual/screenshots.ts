import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Screenshots for looking at, not for comparing: every route and every story at phone and laptop
 * width, in light and dark, written to `screenshots/` (git-ignored; GIFTCASH_SCREENSHOTS_DIR moves
 * it, GIFTCASH_SCREENSHOTS=0 turns them off). The sweeps that already load each screen take them,
 * so they cost no extra page loads. Under CI, with nobody to look at them, they are off unless
 * GIFTCASH_SCREENSHOTS=1 asks for them (about 900 full-size PNGs a run).
 */
export const SCREENSHOTS_DIR = path.resolve(process.env.GIFTCASH_SCREENSHOTS_DIR || 'screenshots');
const enabled =
  process.env.GIFTCASH_SCREENSHOTS === '1' ||
  (process.env.GIFTCASH_SCREENSHOTS !== '0' && !process.env.CI);

/** Phone (390 × 844) and laptop (1280 × 800) widths. */
export const SHOT_SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/** A file-name-safe slug of a route or story id ('/' is "home"). */
export const shotSlug = (name: string): string =>
  name === '/'
    ? 'home'
    : name
        .replace(/^\/+/, '')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 80) || 'home';

/**
 * Draws the whole page for a full-page screenshot and returns the undo. Sections with
 * `content-visibility: auto` (the home page's below the first screen) are drawn only near the
 * viewport, and a full-page capture does not count as near: without this they come out blank.
 * A constructed style sheet, which the page's CSP does not govern.
 */
export async function drawWholePage(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    (window as unknown as { __gcWholePage?: CSSStyleSheet }).__gcWholePage = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  return async () => {
    await page.evaluate(() => {
      const sheet = (window as unknown as { __gcWholePage?: CSSStyleSheet }).__gcWholePage;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
        (candidate) => candidate !== sheet,
      );
    });
  };
}

/**
 * Screenshots the page at each width into `<dir>/<group>/<slug>-<width>-<theme>.png`, then
 * restores the viewport. `fullPage` for routes (the whole page); stories show one viewport.
 */
export async function takeShots(
  page: Page,
  group: string,
  name: string,
  theme: 'light' | 'dark',
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!enabled) return;
  const original = page.viewportSize();
  const dir = path.join(SCREENSHOTS_DIR, group);
  mkdirSync(dir, { recursive: true });
  const undo = options.fullPage ? await drawWholePage(page) : null;
  for (const size of SHOT_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Two frames so layout and paint settle at the new width.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({
      path: path.join(dir, `${shotSlug(name)}-${size.name}-${theme}.png`),
      fullPage: options.fullPage ?? false,
      animations: 'disabled',
      caret: 'hide',
    });
  }
  await undo?.();
  if (original) await page.setViewportSize(original);
}
