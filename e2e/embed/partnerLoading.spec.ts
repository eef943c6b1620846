import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { serveEmbedSite } from './embedSite';
import { buildEmbed } from '../../packages/embed/scripts/build.mjs';

/**
 * The embed as tag managers and partner frameworks load it: properties set before the script
 * arrives, attributes changed after connection, widgets nobody can see, two builds on one page,
 * a strict Content-Security-Policy with the default data, and Bootstrap's font.
 */

const VERSION = (
  JSON.parse(readFileSync('packages/embed/package.json', 'utf8')) as { version: string }
).version;
/** The version of the second build (a tag manager's older copy). */
const OLD_VERSION = '0.0.9-old';

let base = '';
let stop: (() => Promise<void>) | undefined;
let pagesDir = '';

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  const site = await serveEmbedSite(testInfo.parallelIndex);
  base = site.base;
  stop = site.stop;
  const dir = path.join(os.tmpdir(), `giftcash-embed-e2e-${testInfo.parallelIndex}`);
  pagesDir = path.join(dir, 'l');
  mkdirSync(pagesDir, { recursive: true });
  await buildEmbed({ outdir: path.join(dir, 'old'), version: OLD_VERSION });
});

test.afterAll(async () => {
  await stop?.();
});

let pageCount = 0;

/** Writes a partner page (`head` and `body` as given, `css` as its stylesheet file) and opens it. */
async function openPage(page: Page, body: string, { head = '', css = '' } = {}): Promise<void> {
  const name = `p-${process.pid}-${(pageCount += 1)}`;
  writeFileSync(
    path.join(pagesDir, `${name}.css`),
    `body{margin:16px;font-family:sans-serif}${css}`,
  );
  writeFileSync(
    path.join(pagesDir, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}<meta name="viewport" content="width=device-width,initial-scale=1"><title>Partner</title><link rel="stylesheet" href="${name}.css"></head><body>${body}</body></html>`,
  );
  await page.goto(`${base}/l/${name}.html`);
}

const ALL = '<script src="/dist/giftcash-embed.iife.js"></script>';

test('every documented property set before the script loads is taken over when the element upgrades', async ({
  page,
}) => {
  // A framework binds properties, then a tag manager adds the script late.
  await openPage(
    page,
    `<giftcash-brand-carousel id="c1"></giftcash-brand-carousel><giftcash-brand-carousel id="c2"></giftcash-brand-carousel>
     <giftcash-wheel id="w"></giftcash-wheel><giftcash-scratch-card id="s"></giftcash-scratch-card>
     <script>
       Object.assign(document.getElementById('c1'), { theme: 'dark', category: 'department-stores', label: 'Partner picks', autoplay: false, brandLink: 'https://partner.example/b/{id}', partnerId: 'acme' });
       Object.assign(document.getElementById('c2'), { dataSource: 'ftp://set-before-definition' });
       Object.assign(document.getElementById('w'), { theme: 'dark', label: 'Lucky wheel', appLink: 'https://partner.example/app' });
       Object.assign(document.getElementById('s'), { theme: 'dark', dataSource: 'ftp://set-before-definition', appLink: 'https://partner.example/app' });
       setTimeout(() => document.body.append(Object.assign(document.createElement('script'), { src: '/dist/giftcash-embed.iife.js' })), 50);
     </script>`,
  );
  const c1 = page.locator('#c1');
  await expect(c1.getByRole('region', { name: 'Partner picks' })).toBeVisible();
  await expect(c1.getByRole('button', { name: 'Play carousel' })).toBeVisible();
  const href = new URL((await c1.getByRole('link').first().getAttribute('href')) as string);
  expect([
    href.origin + href.pathname.split('/').slice(0, 2).join('/'),
    href.searchParams.get('partner'),
  ]).toEqual(['https://partner.example/b', 'acme']);
  await expect(page.locator('#c2').getByRole('alert')).toContainText('Failed to load brands');
  await expect(page.locator('#s').getByRole('alert')).toContainText(
    'Failed to load scratch card configuration',
  );
  await expect(page.locator('#w').getByRole('img', { name: /^Lucky wheel, / })).toBeVisible();
  const state = await page.evaluate(() => {
    const props = [
      'dataSource',
      'theme',
      'category',
      'label',
      'autoplay',
      'brandLink',
      'partnerId',
      'appLink',
    ];
    return [...document.querySelectorAll<HTMLElement>('#c1, #c2, #w, #s')].map((el) => ({
      own: props.filter((prop) => Object.prototype.hasOwnProperty.call(el, prop)),
      theme: el.shadowRoot?.querySelector('.gc-embed')?.getAttribute('data-theme'),
      attributes: Object.fromEntries(
        [...el.attributes].filter((a) => a.name !== 'id').map((a) => [a.name, a.value]),
      ),
    }));
  });
  expect(state).toEqual([
    {
      own: [],
      theme: 'dark',
      attributes: {
        theme: 'dark',
        category: 'department-stores',
        label: 'Partner picks',
        autoplay: 'false',
        'brand-link': 'https://partner.example/b/{id}',
        'partner-id': 'acme',
      },
    },
    { own: [], theme: 'light', attributes: { 'data-source': 'ftp://set-before-definition' } },
    {
      own: [],
      theme: 'dark',
      attributes: {
        theme: 'dark',
        label: 'Lucky wheel',
        'app-link': 'https://partner.example/app',
      },
    },
    {
      own: [],
      theme: 'dark',
      attributes: {
        theme: 'dark',
        'data-source': 'ftp://set-before-definition',
        'app-link': 'https://partner.example/app',
      },
    },
  ]);
  // The accessors are in charge again: later attribute changes show, and properties read them.
  await page.evaluate(() => {
    document.getElementById('c1')?.setAttribute('theme', 'light');
    document.getElementById('c2')?.setAttribute('data-source', 'sample');
  });
  await expect
    .poll(() =>
      c1.evaluate((el) => [
        el.shadowRoot?.querySelector('.gc-embed')?.getAttribute('data-theme'),
        (el as HTMLElement & { theme: string }).theme,
      ]),
    )
    .toEqual(['light', 'light']);
  await expect(page.locator('#c2').getByRole('link').first()).toBeVisible();
});

type Probe =
  | 'data-source'
  | 'theme'
  | 'region'
  | 'autoplay'
  | 'brand-link'
  | 'partner-id'
  | 'app-link'
  | 'wheel-label';

/** What a person sees of one attribute's effect. */
function probe(page: Page, tag: string, what: Probe): Promise<string | null> {
  return page.locator(tag).evaluate((el, what) => {
    const root = el.shadowRoot as ShadowRoot;
    const link = root.querySelector<HTMLAnchorElement>('.gc-brand-carousel-link');
    const url = link ? new URL(link.href) : null;
    switch (what) {
      case 'data-source':
        return root.querySelector('[role="alert"]')
          ? 'error'
          : root.querySelector(
                '[class*="gc-brand-carousel"], [class*="gc-wheel"], [class*="gc-scratch"]',
              )
            ? 'ok'
            : 'loading';
      case 'theme':
        return root.querySelector('.gc-embed')?.getAttribute('data-theme') ?? null;
      case 'region':
        return (
          root.querySelector('[aria-roledescription="carousel"]')?.getAttribute('aria-label') ??
          null
        );
      case 'autoplay':
        return `${root.querySelector('.gc-brand-carousel-toggle')?.getAttribute('aria-label')} ${root.querySelector('[aria-roledescription="carousel"]')?.getAttribute('data-state')}`;
      case 'brand-link':
        return url ? url.origin + url.pathname.split('/').slice(0, 2).join('/') : null;
      case 'partner-id':
        return url ? (url.searchParams.get('partner') ?? '') : null;
      case 'app-link':
        return (
          [...root.querySelectorAll('a')]
            .find((a) => a.textContent?.includes('Start Saving Today'))
            ?.getAttribute('href') ?? null
        );
      case 'wheel-label':
        return (
          root.querySelector('.gc-wheel-svg')?.getAttribute('aria-label')?.split(',')[0] ?? null
        );
    }
  }, what);
}

/** Element, attribute, what shows it, and two values with different effects (X differs from the default). */
const MATRIX: [string, string, Probe, [string, string], [string, string]][] = [
  [
    'giftcash-wheel',
    'app-link',
    'app-link',
    ['https://partner.example/app', 'https://partner.example/app-two'],
    ['https://partner.example/app', 'https://partner.example/app-two'],
  ],
  [
    'giftcash-scratch-card',
    'app-link',
    'app-link',
    ['https://partner.example/app', 'https://partner.example/app-two'],
    ['https://partner.example/app', 'https://partner.example/app-two'],
  ],
  [
    'giftcash-wheel',
    'label',
    'wheel-label',
    ['Lucky wheel', 'Prize wheel'],
    ['Lucky wheel', 'Prize wheel'],
  ],
  [
    'giftcash-brand-carousel',
    'autoplay',
    'autoplay',
    ['false', 'true'],
    ['Play carousel paused', 'Pause carousel playing'],
  ],
  [
    'giftcash-brand-carousel',
    'category',
    'region',
    ['department-stores', 'health-and-beauty'],
    ['Department stores brands', 'Health and beauty brands'],
  ],
  [
    'giftcash-brand-carousel',
    'label',
    'region',
    ['Partner picks', 'Shop brands'],
    ['Partner picks', 'Shop brands'],
  ],
  [
    'giftcash-brand-carousel',
    'brand-link',
    'brand-link',
    ['https://partner.example/b/{id}', 'https://shop.example/c/{id}'],
    ['https://partner.example/b', 'https://shop.example/c'],
  ],
  ['giftcash-brand-carousel', 'partner-id', 'partner-id', ['acme', 'beta'], ['acme', 'beta']],
  ...(['giftcash-brand-carousel', 'giftcash-wheel', 'giftcash-scratch-card'].flatMap((tag) => [
    [tag, 'theme', 'theme', ['dark', 'light'], ['dark', 'light']],
    [tag, 'data-source', 'data-source', ['ftp://not-an-api', 'sample'], ['error', 'ok']],
  ]) as [string, string, Probe, [string, string], [string, string]][]),
];

test('every documented attribute takes effect when added, changed and removed after connection', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(
    page,
    `<giftcash-brand-carousel></giftcash-brand-carousel><giftcash-wheel></giftcash-wheel><giftcash-scratch-card></giftcash-scratch-card>${ALL}`,
  );
  // The games' Start Saving Today links show after a play: spin (short under reduced motion) and reveal.
  await page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }).click();
  await page
    .locator('giftcash-scratch-card')
    .getByRole('button', { name: /Card 1$/ })
    .click();
  await page.locator('giftcash-scratch-card').getByRole('button', { name: 'Play Now' }).click();
  await page.locator('giftcash-scratch-card').getByRole('button', { name: 'Reveal' }).click();
  await expect(
    page.locator('giftcash-wheel').getByRole('link', { name: 'Start Saving Today' }),
  ).toBeVisible();
  await expect(
    page.locator('giftcash-scratch-card').getByRole('link', { name: 'Start Saving Today' }),
  ).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const set = (tag: string, name: string, value: string | null) =>
    page
      .locator(tag)
      .evaluate(
        (el, [name, value]) =>
          value === null
            ? el.removeAttribute(name as string)
            : el.setAttribute(name as string, value),
        [name, value] as const,
      );
  for (const [tag, attribute, what, [x, y], [seenX, seenY]] of MATRIX) {
    const seenDefault = await probe(page, tag, what);
    expect(seenDefault, `${tag} ${attribute}: the default differs from ${seenX}`).not.toBe(seenX);
    for (const [step, value, seen] of [
      ['added', x, seenX],
      ['changed', y, seenY],
      ['changed back', x, seenX],
      ['removed', null, seenDefault],
    ] as const) {
      await set(tag, attribute, value);
      await expect
        .poll(() => probe(page, tag, what), { message: `${tag} ${attribute} ${step}` })
        .toBe(seen);
    }
    if (attribute === 'autoplay') {
      // Stopped by the attribute, the track stands still.
      await set(tag, 'autoplay', 'false');
      await expect.poll(() => probe(page, tag, what)).toBe('Play carousel paused');
      const viewport = page.locator(tag).locator('.gc-brand-carousel-viewport');
      const at = await viewport.evaluate((el) => el.scrollLeft);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(await viewport.evaluate((el) => el.scrollLeft)).toBe(at);
      await set(tag, 'autoplay', null);
    }
  }
});

test.describe('widgets nobody can see', () => {
  test('the carousel runs no animation frame off screen, hidden or in a background tab, and resumes where it stopped', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      const w = window as unknown as { __frames: number };
      w.__frames = 0;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        raf((time) => {
          w.__frames += 1;
          callback(time);
        });
    });
    await openPage(
      page,
      `<div id="spacer"></div><div id="box"><giftcash-brand-carousel></giftcash-brand-carousel></div><div style="height:6000px"></div>${ALL}`,
    );
    const carousel = page.locator('giftcash-brand-carousel');
    await expect(carousel.getByRole('link').first()).toBeVisible();
    const offset = () =>
      carousel.locator('.gc-brand-carousel-viewport').evaluate((el) => Math.abs(el.scrollLeft));
    /** Animation frames run in `ms` (a real wait: frames are what is counted). */
    const framesIn = (ms: number) =>
      page.evaluate(async (ms) => {
        const w = window as unknown as { __frames: number };
        const start = w.__frames;
        await new Promise((resolve) => setTimeout(resolve, ms));
        return w.__frames - start;
      }, ms);
    expect(await framesIn(500)).toBeGreaterThan(5);
    const situations: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [
        'display: none',
        () => page.locator('#box').evaluate((el) => (el.style.display = 'none')),
        () => page.locator('#box').evaluate((el) => (el.style.display = '')),
      ],
      [
        'visibility: hidden',
        () => page.locator('#box').evaluate((el) => (el.style.visibility = 'hidden')),
        () => page.locator('#box').evaluate((el) => (el.style.visibility = '')),
      ],
      [
        '4,000 px below the fold',
        () => page.locator('#spacer').evaluate((el) => (el.style.height = '4000px')),
        () => page.locator('#spacer').evaluate((el) => (el.style.height = '0')),
      ],
    ];
    for (const [situation, hide, show] of situations) {
      await hide();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
      const before = await offset();
      expect(await framesIn(1000), `frames while ${situation}`).toBe(0);
      expect(await offset()).toBe(before);
      await show();
      // It moves on from where it stopped (never back to the start).
      await expect.poll(offset, { message: `resumes after ${situation}` }).toBeGreaterThan(before);
      expect(await framesIn(200)).toBeGreaterThan(0);
    }
    // A background tab. Headless Chromium keeps every tab visible (and its frames running), so the
    // page is told what a browser tells a tab sent to the background: 0 frames means the widget
    // stopped its own loop.
    const tab = (state: 'hidden' | 'visible') =>
      page.evaluate((state) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => state,
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await tab('hidden');
    const before = await offset();
    expect(await framesIn(1000), 'frames in a background tab').toBe(0);
    await tab('visible');
    await expect.poll(offset, { message: 'resumes in a tab brought back' }).toBeGreaterThan(before);
  });

  test("the wheel's spin (a Web Animation) pauses while the wheel is hidden and turns on from the same angle", async ({
    page,
  }) => {
    await openPage(page, `<div id="box"><giftcash-wheel></giftcash-wheel></div>${ALL}`);
    const wheel = page.locator('giftcash-wheel');
    await wheel.getByRole('button', { name: 'Spin' }).click();
    /** The script-driven animations in the wheel (not CSS ones): state and time. */
    const spin = () =>
      wheel.evaluate((el) =>
        (el.shadowRoot as ShadowRoot)
          .getAnimations()
          .filter((animation) => animation.constructor.name === 'Animation')
          .map((animation) => ({
            state: animation.playState,
            time: Number(animation.currentTime),
          })),
      );
    await expect.poll(async () => (await spin()).map((run) => run.state)).toEqual(['running']);
    for (const [hide, show] of [
      ['visibility', 'hidden'],
      ['display', 'none'],
    ]) {
      await page
        .locator('#box')
        .evaluate(
          (el, [property, value]) => el.style.setProperty(property as string, value as string),
          [hide, show],
        );
      await expect
        .poll(async () => (await spin()).map((run) => run.state), {
          message: `paused under ${hide}: ${show}`,
        })
        .toEqual(['paused']);
      // A pause takes hold at the next frame (until then the animation is pause-pending and its
      // time still moves by up to a frame): read the time once it has.
      await wheel.evaluate((el) =>
        Promise.all(
          (el.shadowRoot as ShadowRoot)
            .getAnimations()
            .filter((animation) => animation.constructor.name === 'Animation')
            .map((animation) => animation.ready),
        ),
      );
      const time = (await spin())[0]?.time ?? NaN;
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect((await spin())[0]?.time).toBe(time);
      await page
        .locator('#box')
        .evaluate((el, property) => el.style.removeProperty(property), hide);
      await expect
        .poll(async () => (await spin())[0])
        .toEqual({ state: 'running', time: expect.any(Number) });
      await expect.poll(async () => (await spin())[0]?.time ?? Infinity).toBeGreaterThan(time);
    }
  });
});

test.describe('two builds on one page', () => {
  /** Console warnings of the page, kept. */
  const warnings = (page: Page) => {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') seen.push(message.text());
    });
    return seen;
  };
  const registry = (page: Page) =>
    page.evaluate(() => {
      const global = (window as unknown as { GiftCashEmbed: Record<string, unknown> })
        .GiftCashEmbed;
      const tags = {
        'giftcash-brand-carousel': 'GiftcashBrandCarouselElement',
        'giftcash-wheel': 'GiftcashWheelElement',
        'giftcash-scratch-card': 'GiftcashScratchCardElement',
      };
      return {
        versions: Object.keys(tags).map(
          (tag) =>
            (customElements.get(tag) as unknown as { version?: string } | undefined)?.version,
        ),
        consistent: Object.entries(tags).every(
          ([tag, name]) => global[name] === customElements.get(tag),
        ),
        version: global.version,
        define: typeof global.defineGiftcashElements,
      };
    });

  test('an older carousel-only script first: the tag stays its, one warning names both versions, the global holds the registered classes', async ({
    page,
  }) => {
    const seen = warnings(page);
    await openPage(
      page,
      `<giftcash-brand-carousel></giftcash-brand-carousel><giftcash-wheel></giftcash-wheel><script src="/old/giftcash-carousel.iife.js"></script>${ALL}`,
    );
    await expect(
      page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }),
    ).toBeVisible();
    await expect(page.locator('giftcash-brand-carousel').getByRole('link').first()).toBeVisible();
    expect(await registry(page)).toEqual({
      versions: [OLD_VERSION, VERSION, VERSION],
      consistent: true,
      version: OLD_VERSION,
      define: 'function',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain(
      `@giftcash/embed ${VERSION}: <giftcash-brand-carousel> is already defined by @giftcash/embed ${OLD_VERSION}`,
    );
  });

  test('an older full script second: nothing is downgraded, one warning names both versions, the global stays', async ({
    page,
  }) => {
    const seen = warnings(page);
    await openPage(
      page,
      `<giftcash-brand-carousel></giftcash-brand-carousel>${ALL}<script src="/old/giftcash-embed.iife.js"></script>`,
    );
    await expect(page.locator('giftcash-brand-carousel').getByRole('link').first()).toBeVisible();
    expect(await registry(page)).toEqual({
      versions: [VERSION, VERSION, VERSION],
      consistent: true,
      version: VERSION,
      define: 'function',
    });
    expect(seen).toEqual([
      `@giftcash/embed ${OLD_VERSION}: <giftcash-brand-carousel> is already defined by @giftcash/embed ${VERSION}, which stays in use. Load one GiftCash script (README: Upgrading).`,
    ]);
  });
});

test("the default setup under the strictest documented policy (default-src 'self'): no violation, no console error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.effectiveDirective} ${event.blockedURI.slice(0, 40)}`),
    );
  });
  await openPage(
    page,
    `<giftcash-brand-carousel></giftcash-brand-carousel><giftcash-wheel></giftcash-wheel><giftcash-scratch-card></giftcash-scratch-card>${ALL}`,
    { head: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'">` },
  );
  const carousel = page.locator('giftcash-brand-carousel');
  await expect(carousel.getByRole('link').first()).toBeVisible();
  await expect(page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' })).toBeEnabled();
  // Every logo along the row, also those that load lazily as the row scrolls to them.
  const logos = await carousel.evaluate(async (el) => {
    const all = [...(el.shadowRoot?.querySelectorAll('.gc-brand-carousel-art') ?? [])];
    for (const logo of all) {
      logo.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // The art slot's backdrop (no image in it), never an image the policy would refuse.
    return [...new Set(all.map((slot) => (slot.querySelector('img') ? 'img' : 'backdrop')))];
  });
  expect(logos).toEqual(['backdrop']);
  await page
    .locator('giftcash-scratch-card')
    .getByRole('button', { name: /Card 1$/ })
    .click();
  await page.locator('giftcash-scratch-card').getByRole('button', { name: 'Play Now' }).click();
  await page.locator('giftcash-scratch-card').getByRole('button', { name: 'Reveal' }).click();
  await expect(
    page.locator('giftcash-scratch-card').getByRole('link', { name: 'Start Saving Today' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe("Bootstrap's font", () => {
  for (const width of [320, 390, 1280]) {
    test(`every scratch card's "Scratch here" hint fits inside its card (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // Bootstrap 5's reboot: the system font stack at 16px on the body.
      await openPage(page, `<giftcash-scratch-card></giftcash-scratch-card>${ALL}`, {
        css: `body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue','Noto Sans','Liberation Sans',Arial,sans-serif,'Apple Color Emoji','Segoe UI Emoji';font-size:1rem;line-height:1.5}`,
      });
      await expect(
        page.locator('giftcash-scratch-card').getByRole('button', { name: /Card 1$/ }),
      ).toBeVisible();
      const overflow = await page.locator('giftcash-scratch-card').evaluate((el) =>
        [...(el.shadowRoot?.querySelectorAll('.gc-scratch-card') ?? [])].map((card) => {
          const outer = card.getBoundingClientRect();
          const hint = card
            .querySelector('.gc-scratch-card-hint')
            ?.getBoundingClientRect() as DOMRect;
          const foil = card
            .querySelector('.gc-scratch-card-foil')
            ?.getBoundingClientRect() as DOMRect;
          return Math.max(
            outer.left - hint.left,
            hint.right - outer.right,
            foil.left - hint.left,
            hint.right - foil.right,
            0,
          );
        }),
      );
      expect(overflow.length).toBeGreaterThan(0);
      expect(overflow.filter((px) => px > 0)).toEqual([]);
    });
  }
});
