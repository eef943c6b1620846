import type { Page, TestInfo } from '@playwright/test';
import {
  acceptCookies,
  expect,
  SAMPLE_BRAND_ID,
  SAMPLE_BRAND_PLACEHOLDER,
  signInLocally,
  SITE_ROUTES,
  test,
  waitForPage,
} from './support';
import { drawWholePage } from '../visual/screenshots';

/**
 * The phone layout pass: every route at 390 × 844 with touch, in light and dark (one page
 * load per route: the colour scheme is switched on the same page, and the site follows the system
 * while nobody chose a theme). Half the routes run under an iOS user agent, half under Android.
 * On each page and theme:
 * - nothing scrolls sideways;
 * - no pill or badge (an element with fully rounded ends and text) wraps its text or lets it
 *   overflow;
 * - no visible text is under 12 px (SVG text at its rendered size);
 * - no carousel or strip control covers a card;
 * - a tab keeps its size when selected;
 * and screenshots (the first three screens, one image each) are attached and written to tmp/screens/phone-layout/
 * (git-ignored) to be looked at.
 */

const SHOTS = 'tmp/screens/phone-layout';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/** The spec's routes, plus /account itself (the account index). */
const ROUTES = [...SITE_ROUTES, { path: '/account', signedIn: true }];

export interface LayoutFindings {
  /** `document.scrollingElement.scrollWidth` against `innerWidth`. */
  scrollWidth: number;
  innerWidth: number;
  /** Pills whose text runs over more than one line or out of the pill. */
  wrappedPills: string[];
  /** Visible text smaller than 12 px. */
  smallText: string[];
  /** Carousel or strip controls that cover a card. */
  coveringControls: string[];
}

/** Everything the sweep measures on the page as it is now (one evaluate). */
function measureLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"`;
    };
    const shown = (el: Element) =>
      (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !==
        false && !el.closest('.gc-visually-hidden, [hidden]');
    const textNodes = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
        acceptNode: (n) =>
          (n.textContent ?? '').trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
      });
      const out: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text);
      return out;
    };
    const rectsOf = (node: Text) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    };

    // Pills: any shown element with text whose corners are rounded to at least half its height.
    const wrappedPills: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el instanceof SVGElement || !shown(el)) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (box.height < 8 || box.width < 8 || style.display === 'inline') continue;
      const radius = parseFloat(style.borderTopLeftRadius);
      if (!(radius >= box.height / 2 - 0.5)) continue;
      const lines = new Set<number>();
      let overflow = false;
      for (const node of textNodes(el)) {
        if (!node.parentElement || !shown(node.parentElement)) continue;
        for (const r of rectsOf(node)) {
          lines.add(Math.round(r.top + r.height / 2));
          if (r.left < box.left - 1 || r.right > box.right + 1) overflow = true;
        }
      }
      const tops = [...lines].sort((a, b) => a - b);
      const lineCount = tops.filter((t, i) => i === 0 || t - tops[i - 1]! > 4).length;
      if (lineCount > 1 || overflow)
        wrappedPills.push(
          `${describe(el)}: ${lineCount} lines${overflow ? ', text outside the pill' : ''}`,
        );
    }

    // Text under 12 px, at the size it is drawn (SVG text scaled by its viewBox).
    const smallText: string[] = [];
    for (const node of textNodes(document.body)) {
      const parent = node.parentElement;
      if (!parent || !shown(parent) || parent.closest('script, style, noscript, template'))
        continue;
      if (!rectsOf(node).length) continue;
      let size = parseFloat(getComputedStyle(parent).fontSize);
      if (parent instanceof SVGGraphicsElement) {
        const m = parent.getScreenCTM();
        if (m) size *= Math.hypot(m.a, m.b);
      }
      if (size < 11.95) smallText.push(`${describe(parent)}: ${size.toFixed(1)} px`);
    }

    // Carousel and strip controls never cover a card (cards clipped to their scroller).
    const coveringControls: string[] = [];
    const overlap = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    for (const root of document.querySelectorAll(
      '.gc-brand-carousel, .gc-brand-marquee, .gc-category-strip',
    )) {
      const controls = [...root.querySelectorAll('button')].filter(
        (b) => shown(b) && !b.closest('li, [class$="-slide"]'),
      );
      const cards = [
        ...root.querySelectorAll('li a, li button, [class$="-slide"] a, [class$="-slide"]'),
      ].filter((c) => shown(c));
      for (const card of cards) {
        const r = card.getBoundingClientRect();
        // The part of the card its scroller shows.
        let clip = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        for (let p = card.parentElement; p && p !== root.parentElement; p = p.parentElement) {
          if (getComputedStyle(p).overflowX === 'visible') continue;
          const pr = p.getBoundingClientRect();
          // The category strip's ends fade out to fully transparent over their first 48 px on
          // wide screens where there is more to see (where its arrows sit): nothing shows there.
          const strip =
            p.classList.contains('gc-category-strip-scroller') && window.innerWidth >= 768
              ? p.parentElement
              : null;
          const clear = (side: string) => (strip?.hasAttribute(`data-more-${side}`) ? 48 : 0);
          clip = {
            left: Math.max(clip.left, pr.left + clear('left')),
            right: Math.min(clip.right, pr.right - clear('right')),
            top: Math.max(clip.top, pr.top),
            bottom: Math.min(clip.bottom, pr.bottom),
          };
        }
        if (clip.right - clip.left <= 0.5 || clip.bottom - clip.top <= 0.5) continue;
        for (const control of controls) {
          if (overlap(control.getBoundingClientRect(), clip))
            coveringControls.push(`${describe(control)} covers ${describe(card)}`);
        }
      }
    }

    const scroller = document.scrollingElement ?? document.documentElement;
    return {
      scrollWidth: scroller.scrollWidth,
      innerWidth: window.innerWidth,
      wrappedPills,
      smallText: [...new Set(smallText)],
      coveringControls: [...new Set(coveringControls)],
    };
  });
}

/** Tabs keep their size when selected: each tab list's tabs measured, the other tab chosen, measured again. */
async function tabsKeepSize(page: Page): Promise<string[]> {
  const changes: string[] = [];
  const lists = page.locator('main [role="tablist"]');
  for (let i = 0; i < (await lists.count()); i += 1) {
    const tabs = lists.nth(i).getByRole('tab');
    const sizes = () =>
      tabs.evaluateAll((els) =>
        els.map((el) => ({
          name: el.textContent?.trim() ?? '',
          w: Math.round(el.getBoundingClientRect().width),
          h: Math.round(el.getBoundingClientRect().height),
        })),
      );
    const before = await sizes();
    const index = await tabs.evaluateAll((els) =>
      els.findIndex((el) => el.getAttribute('aria-selected') !== 'true'),
    );
    if (index < 0) continue;
    const other = tabs.nth(index);
    await other.tap();
    await expect(other).toHaveAttribute('aria-selected', 'true');
    const after = await sizes();
    before.forEach((b, k) => {
      const a = after[k];
      if (a && (Math.abs(a.w - b.w) > 1 || Math.abs(a.h - b.h) > 1))
        changes.push(`tab "${b.name}" ${b.w}×${b.h} → ${a.w}×${a.h}`);
    });
  }
  return changes;
}

/** The first three screens of the page, one image each (attached, and written under tmp/ to be looked at). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const undo = await drawWholePage(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let screen = 0; screen < 3 && screen * 844 < height; screen += 1) {
    const path = `${SHOTS}/${name}-${screen + 1}.png`;
    await page.screenshot({
      path,
      fullPage: true,
      clip: { x: 0, y: screen * 844, width: 390, height: Math.min(844, height - screen * 844) },
      scale: 'css',
      animations: 'disabled',
    });
    await testInfo.attach(`${name}-${screen + 1}`, { path, contentType: 'image/png' });
  }
  await undo();
}

// Catalogue and balance checker render every brand: allow the slow machine its time.
test.describe.configure({ timeout: 60_000 });

for (const [platform, userAgent] of [
  ['ios', IPHONE_UA],
  ['android', ANDROID_UA],
] as const) {
  test.describe(`phone layout (${platform})`, () => {
    test.use({ ...PHONE, userAgent });
    ROUTES.forEach((route, index) => {
      if (index % 2 !== (platform === 'ios' ? 0 : 1)) return;
      test(`${route.path} at 390 × 844, light and dark: no sideways scroll, no wrapped pill, no text under 12 px, no covered card`, async ({
        page,
      }, testInfo) => {
        if (route.path !== '/') await acceptCookies(page); // the home page shows the cookie banner as a first visit does
        if (route.signedIn) await signInLocally(page);
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(
          route.path.replace(SAMPLE_BRAND_PLACEHOLDER, encodeURIComponent(SAMPLE_BRAND_ID)),
        );
        await waitForPage(page);
        const slug =
          route.path
            .replace(SAMPLE_BRAND_PLACEHOLDER, 'id')
            .replace(/\W+/g, '-')
            .replace(/^-|-$/g, '') || 'home';
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.evaluate(() => document.fonts.ready);
          const found = await measureLayout(page);
          expect
            .soft(found.scrollWidth, `${theme}: the page scrolls sideways`)
            .toBeLessThanOrEqual(found.innerWidth);
          expect.soft(found.wrappedPills, `${theme}: pills that wrap`).toEqual([]);
          expect.soft(found.smallText, `${theme}: text under 12 px`).toEqual([]);
          expect.soft(found.coveringControls, `${theme}: controls over cards`).toEqual([]);
          await shoot(page, testInfo, `${slug}-${theme}-${platform}`);
        }
        expect.soft(await tabsKeepSize(page), 'tabs that change size when selected').toEqual([]);
      });
    });
  });
}

test.describe('catalogue on a phone', () => {
  test.use({ ...PHONE, userAgent: ANDROID_UA });

  test('one brand per row, the first in the first screen; choosing a category brings its results up under the header', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto('/gift-card-deals');
    await waitForPage(page);
    const cards = page.locator('.gc-catalogue-sections .gc-brand-card');
    const [first, second] = await Promise.all([
      cards.nth(0).boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    expect(first && second && second.y).toBeGreaterThan(first!.y + first!.height - 1); // rows, not columns
    expect(first!.height).toBeLessThan(90);
    const chip = page.getByRole('group', { name: 'Filter by category' }).getByRole('button').nth(1);
    const name = ((await chip.locator('.gc-category-strip-label').textContent()) ?? '').trim();
    await chip.tap();
    const heading = page.locator('.gc-catalogue-sections h2:visible').first();
    await expect(heading).toContainText(new RegExp(name, 'i'));
    // The results start just under the sticky header and the sticky filter bar (the search and the
    // chosen category), not at the bottom of the screen.
    const search = page.getByRole('searchbox', { name: 'Search offers by brand' });
    const bar = page.locator('.gc-catalogue-bar');
    // Measured as one: the bar is sticky and the page may still be scrolling.
    const gap = async () => {
      const box = await bar.boundingBox();
      return ((await heading.boundingBox())?.y ?? 999) - (box ? box.y + box.height : 0);
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    await expect.poll(gap).toBeLessThan(50);
    expect((await search.boundingBox())!.y).toBeLessThan(100);
  });

  test('a category chosen on the home page lands on its brands, not on the carousel above them', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto('/');
    const link = page
      .getByRole('navigation', { name: 'Browse by category' })
      .getByRole('link')
      .first();
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(page).toHaveURL(/\/gift-card-deals$/);
    const heading = page.locator('.gc-catalogue-sections h2:visible').first();
    await expect(heading).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search offers by brand' });
    const bar = page.locator('.gc-catalogue-bar');
    // Measured as one: the filter bar is sticky and the page may still be scrolling.
    const gap = async () => {
      const box = await bar.boundingBox();
      return ((await heading.boundingBox())?.y ?? 999) - (box ? box.y + box.height : 0);
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    await expect.poll(gap).toBeLessThan(50);
    expect((await search.boundingBox())!.y).toBeLessThan(100);
  });
});

test.describe('controls beside carousels at laptop size', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the category strip arrows and the marquee pause button cover no card', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await waitForPage(page);
    // The strip on the home page scrolls: both arrows show once it is moved a little.
    const strip = page.locator('.gc-category-strip-scroller').first();
    await strip.scrollIntoViewIfNeeded();
    await strip.evaluate((el) => el.scrollBy({ left: 40 }));
    await expect(page.locator('.gc-category-strip-arrow')).toHaveCount(2);
    await expect(page.locator('.gc-brand-marquee-toggle')).toBeVisible();
    const found = await measureLayout(page);
    expect(found.coveringControls).toEqual([]);
    expect(found.scrollWidth).toBeLessThanOrEqual(found.innerWidth);
  });
});
