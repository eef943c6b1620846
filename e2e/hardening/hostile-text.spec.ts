// And in Chromium, on every route at phone size: every text field of every endpoint
// ends with a right-to-left override (U+202E) and a 3,000-character word. No API string may
// reverse the site's own text around it (each sits in its own bidi isolate: <bdi>, `unicode-bidi:
// isolate`, or a block of its own), the page title isolates it too, and none widens the page.
import type { EndpointKey } from '../../packages/core/src/data/provider';
import { buildTaintedResponses } from '../../packages/sample/src/testing/hostileText';
import type { Page } from '../fixtures';
import {
  acceptCookies,
  expect,
  SAMPLE_BRAND_ID,
  SAMPLE_BRAND_PLACEHOLDER,
  signInLocally,
  SITE_ROUTES,
  test,
  waitForPage,
} from '../reliability/support';

const RLO = '\u202e';
const WORD = 'W'.repeat(3000);
const { responses } = buildTaintedResponses(`${RLO}${WORD}`);

/** Text nodes holding API text that share their bidi paragraph with other text (so U+202E would reverse it). */
function bidiLeaks(page: Page): Promise<string[]> {
  return page.evaluate((mark) => {
    const isolates = (element: Element) => {
      if (element.tagName === 'BDI') return true;
      const style = getComputedStyle(element);
      if (['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi)) return true;
      // Anything but a plain inline box starts a bidi paragraph of its own (blocks, inline-blocks, flex items…).
      return style.display !== 'inline' && style.display !== 'contents';
    };
    const leaks: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      // Text already wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE is isolated in place.
      const outside = node.data.replace(/\u2068[^\u2069]*\u2069/g, '');
      if (!outside.includes(mark) || !node.parentElement?.checkVisibility()) continue;
      let box: Element | null = node.parentElement;
      while (box && !isolates(box)) box = box.parentElement;
      if (!box) continue;
      const all = (box.textContent ?? '').trim();
      if (all !== node.data.trim()) {
        const path = [];
        for (
          let el: Element | null = node.parentElement;
          el && path.length < 4;
          el = el.parentElement
        )
          path.push(
            el.tagName.toLowerCase() +
              (el.className && typeof el.className === 'string'
                ? `.${el.className.split(' ')[0]}`
                : ''),
          );
        leaks.push(`${path.join(' < ')}: "${all.replace(/W{20,}/g, 'W…').slice(0, 120)}"`);
      }
    }
    return [...new Set(leaks)];
  }, RLO);
}

/** Elements wider than the viewport, when the page itself scrolls sideways. */
function widening(page: Page): Promise<{ scrollWidth: number; width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      for (const element of document.body.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.right > width + 1 && element.children.length === 0)
          culprits.push(
            `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (${Math.round(rect.width)} px)`,
          );
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      culprits: [...new Set(culprits)].slice(0, 8),
    };
  });
}

for (const route of SITE_ROUTES) {
  const path = route.path.replace(SAMPLE_BRAND_PLACEHOLDER, SAMPLE_BRAND_ID);
  test(`${path}: API text cannot reverse the page's text or widen a 390 px page`, async ({
    page,
    privateApi,
  }) => {
    for (const endpoint of Object.keys(responses) as EndpointKey[]) {
      privateApi.fault({ endpoint, kind: 'payload', payload: responses[endpoint] });
    }
    await privateApi.use(page);
    await acceptCookies(page);
    if (route.signedIn) await signInLocally(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await waitForPage(page);
    // Open what a person would read in full: a truncated description.
    const more = page.getByRole('button', { name: /^show more$/i });
    if (await more.count()) await more.first().click();

    expect
      .soft(await bidiLeaks(page), 'API text sharing a bidi paragraph with the site text')
      .toEqual([]);
    const title = await page.title();
    for (const [index] of [...title.matchAll(/\u202e/g)].map((m) => [m.index])) {
      const before = title.slice(0, index);
      expect
        .soft(
          before.lastIndexOf('\u2068'),
          `title isolates API text: ${JSON.stringify(title.slice(0, 60))}`,
        )
        .toBeGreaterThan(before.lastIndexOf('\u2069'));
    }
    await page.screenshot({ path: test.info().outputPath('hostile-text.png') });
    const wide = await widening(page);
    expect.soft(wide.culprits, `page is ${wide.scrollWidth} px wide`).toEqual([]);
    expect(wide.scrollWidth).toBeLessThanOrEqual(wide.width);
  });
}

/*
 * Names no line break can shorten: a grapheme of 72 combining marks (one unbreakable character,
 * as wide as its marks), a 300-letter word, a run of emoji ZWJ sequences, words joined by no-break
 * spaces, and a long name with none of these. As brand names, slugs and descriptions they must
 * not widen any catalogue page at phone or desktop width.
 */
const COMBINING = `W${'\u0336\u0337\u0338\u20d2\u0489\u0334'.repeat(12)}`;
const UNBREAKABLE = [
  `${COMBINING}${COMBINING}${COMBINING} Gifts`,
  'W'.repeat(300),
  '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}'.repeat(40),
  Array.from({ length: 40 }, () => 'Greenway').join('\u00a0'),
  `Z${'\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a\u030b\u030c'.repeat(7)}`.repeat(6),
];

for (const path of ['/', '/gift-card-deals', '/brand', '/check-gift-card-balance']) {
  test(`${path}: names of unbreakable text do not widen the page at 390 or 1280 px`, async ({
    page,
    privateApi,
  }) => {
    const { brands } = responses.brands as unknown as { brands: Record<string, unknown>[] };
    const hostile = brands.slice(0, 60).map((brand, index) => {
      const text = UNBREAKABLE[index % UNBREAKABLE.length] as string;
      return {
        ...brand,
        id: `${index}-${text.slice(0, 40)}`,
        name: text,
        popular: index % 2 === 0,
        categories: [text, 'tech'],
        detail: { ...(brand.detail as object), description: text },
      };
    });
    privateApi.fault({
      endpoint: 'brands',
      kind: 'payload',
      payload: {
        brands: hostile,
        categories: [{ id: 'tech' }, ...UNBREAKABLE.map((id) => ({ id }))],
      },
    });
    await privateApi.use(page);
    await acceptCookies(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await waitForPage(page);
    await expect(page.locator('main')).toContainText(UNBREAKABLE[1]!.slice(0, 40));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      if (width === 1280)
        await page.screenshot({ path: test.info().outputPath(`unbreakable-${width}.png`) });
      const wide = await widening(page);
      expect
        .soft(wide.culprits, `${path} at ${width} px is ${wide.scrollWidth} px wide`)
        .toEqual([]);
      expect(wide.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(wide.width);
    }
  });
}
