import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every route and every story at phone and laptop width, taken by the sweeps that already load
 * each screen (so they cost no extra page loads), for two uses:
 * - **compared** against the committed baselines in `e2e/visual/baselines/` (Playwright's image
 *   comparison): a layout that moves by accident fails `npm test`; an intended change updates its
 *   baselines in the same commit with `npm run test:visual:update`. Routes are compared in light
 *   and dark; stories in light (the dark theme swaps colours, which the route shots and axe's
 *   colour rules cover). `GIFTCASH_VISUAL=0` skips the comparison.
 * - **looked at**: written to `screenshots/` (git-ignored; GIFTCASH_SCREENSHOTS_DIR moves it,
 *   GIFTCASH_SCREENSHOTS=0 turns it off; under CI only with GIFTCASH_SCREENSHOTS=1).
 */
export const SCREENSHOTS_DIR = path.resolve(process.env.GIFTCASH_SCREENSHOTS_DIR || 'screenshots');
const save =
  process.env.GIFTCASH_SCREENSHOTS === '1' ||
  (process.env.GIFTCASH_SCREENSHOTS !== '0' && !process.env.CI);
const compare = process.env.GIFTCASH_VISUAL !== '0';

/**
 * The comparison's tolerance. `threshold` is Playwright's per-pixel colour distance (0–1; 0.2 lets
 * anti-aliasing and font hinting differ at glyph edges); `maxDiffPixelRatio` the share of pixels
 * that may differ beyond it: 0.5 %, far less than a block moving by a few pixels or a line of text
 * wrapping differently, which change whole rows.
 */
export const VISUAL_TOLERANCE = { threshold: 0.2, maxDiffPixelRatio: 0.005 } as const;

/**
 * The instant every compared screen is rendered at (sample data, countdowns and dates are
 * relative to now): install with `page.clock.setFixedTime(VISUAL_NOW)` before the first load.
 * Later than any build, as for a visitor who comes after the site was prerendered.
 */
export const VISUAL_NOW = new Date('2030-06-14T10:30:00+01:00');

/**
 * Baselines are JPEG at this quality: a full-page PNG of the catalogue is ~1 MB, and 500 of them
 * would weigh the repository down. The encoder is deterministic, so the same pixels give the same
 * file, and the comparison's threshold absorbs the compression's ringing around glyphs.
 */
const JPEG_QUALITY = 70;

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
 * What is still on its way: a loading status, a busy region, a QR code whose code is loading.
 * Stories that show a loading state on purpose keep one, so the wait for these has a time limit.
 */
const PENDING = '[aria-busy="true"], .gc-status[data-kind="loading"], .gc-qr-placeholder';

/** Whether no document of the page (its own, and same-origin frames') matches `selector`. */
const noneIn = (selector: string): boolean =>
  [document, ...[...document.querySelectorAll('iframe')].map((frame) => frame.contentDocument)]
    .filter((doc): doc is Document => doc !== null)
    .every((doc) => doc.readyState === 'complete' && !doc.querySelector(selector));

/**
 * Waits until the screen is done loading. A story shown in a frame (Ladle's phone-width addon)
 * first has its frame's own loading ring gone. A whole page is scrolled to its end until it stops
 * growing (at most 8 times), then back to the top, as a reader would: what loads when it comes near
 * (the footer's QR code, lazy images, a list's next page) is all there, whatever the capture's
 * history. Then data still loading is waited for, at most 2.5 s, unless the screen shows a loading
 * state on purpose.
 */
async function loaded(page: Page, wholePage: boolean, loadingOnPurpose: boolean): Promise<void> {
  await page
    .waitForFunction(noneIn, '.ladle-ring-wrapper', { timeout: 10_000 })
    .catch(() => undefined);
  if (wholePage) {
    for (let round = 0; round < 8; round += 1) {
      const height = await page.evaluate(() => {
        const end = document.documentElement.scrollHeight;
        window.scrollTo(0, end);
        return end;
      });
      await frames(page);
      await page
        .waitForFunction(noneIn, PENDING, { timeout: 2_500, polling: 100 })
        .catch(() => undefined);
      await page.waitForTimeout(150);
      if ((await page.evaluate(() => document.documentElement.scrollHeight)) === height) break;
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  if (loadingOnPurpose) return;
  await page.waitForFunction(noneIn, PENDING, { timeout: 2_500 }).catch(() => undefined);
}

const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Waits until what a capture at the current width shows no longer depends on timing: web fonts,
 * every image loaded and decoded (lazy ones made eager: a full-page capture would show them blank
 * or not depending on the machine's speed), and two painted frames.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.race([
      Promise.all([
        document.fonts.ready,
        ...images.map((image) => image.decode().catch(() => undefined)),
      ]),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
  });
  await frames(page);
}

/**
 * Whether the capture is byte for byte its baseline. The encoder is deterministic, so a screen
 * drawn as it was gives the same file, and the same bytes are the same pixels: the comparison could
 * only pass. It decodes both JPEGs in JavaScript and compares every pixel (half a second for one
 * story at both widths on a loaded machine, more for a whole page), so it is left for captures that
 * differ.
 */
function sameAsBaseline(actual: Buffer, group: string, file: string): boolean {
  const baseline = test.info().snapshotPath(group, file);
  return existsSync(baseline) && readFileSync(baseline).equals(actual);
}

/**
 * Screenshots the page at each width, compares each with its baseline
 * (`e2e/visual/baselines/<group>/<slug>-<width>-<theme>.jpeg`) unless `compare` is false, saves it
 * to `<dir>/<group>/` for people to look at, then restores the viewport. `fullPage` for routes
 * (the whole page); stories show one viewport. A difference is a soft failure, so one sweep
 * reports every screen that moved.
 */
export async function takeShots(
  page: Page,
  group: string,
  name: string,
  theme: 'light' | 'dark',
  options: {
    fullPage?: boolean;
    compare?: boolean;
    /** The screen shows a loading state on purpose: waiting for it to end would only time out. */
    loading?: boolean;
  } = {},
): Promise<void> {
  const compareThis = compare && options.compare !== false;
  if (!save && !compareThis) return;
  const original = page.viewportSize();
  const dir = path.join(SCREENSHOTS_DIR, group);
  if (save) mkdirSync(dir, { recursive: true });
  const undo = options.fullPage ? await drawWholePage(page) : null;
  await loaded(page, options.fullPage ?? false, options.loading ?? false);
  for (const size of SHOT_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settle(page);
    const file = `${shotSlug(name)}-${size.name}-${theme}`;
    const shot = (type: 'png' | 'jpeg') =>
      page.screenshot({
        fullPage: options.fullPage ?? false,
        animations: 'disabled',
        caret: 'hide',
        type,
        ...(type === 'jpeg' ? { quality: JPEG_QUALITY } : {}),
      });
    if (save) writeFileSync(path.join(dir, `${file}.png`), await shot('png'));
    if (compareThis) {
      const actual = await shot('jpeg');
      if (!sameAsBaseline(actual, group, `${file}.jpeg`))
        expect.soft(actual).toMatchSnapshot([group, `${file}.jpeg`], VISUAL_TOLERANCE);
    }
  }
  await undo?.();
  if (original) await page.setViewportSize(original);
}
