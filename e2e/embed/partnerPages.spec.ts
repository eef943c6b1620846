import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { serveEmbedSite } from './embedSite';
import { computedRotation, slotUnderPointer } from '../games/helpers';

/**
 * Items 1–6: the embed on the partner pages that broke it — hidden ancestors, a strict CSP,
 * partner colours, right-to-left, dead data sources, focus. Each page is a real file served by
 * the embed site (so `'self'` covers the script, and the page may reach the local sample API),
 * its policy in a `<meta http-equiv="Content-Security-Policy">`.
 */

let base = '';
let stop: (() => Promise<void>) | undefined;
let pagesDir = '';

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  const site = await serveEmbedSite(testInfo.parallelIndex);
  base = site.base;
  stop = site.stop;
  pagesDir = path.join(os.tmpdir(), `giftcash-embed-e2e-${testInfo.parallelIndex}`, 't');
  mkdirSync(pagesDir, { recursive: true });
  // @giftcash/core/font.css and its two woff2 files, for the partner that opts into GiftCash's typeface.
  for (const file of [
    'font.css',
    'figtree-basic-wght-normal.woff2',
    'figtree-latin-extra-wght-normal.woff2',
  ])
    copyFileSync(path.join('packages/core/src/font', file), path.join(pagesDir, file));
});

test.afterAll(async () => {
  await stop?.();
});

interface PartnerPage {
  /** What goes inside `<body>` (the script tag is added). */
  body: string;
  /** The page's Content-Security-Policy. */
  csp?: string;
  /** `dir` of the `<html>` element. */
  dir?: 'ltr' | 'rtl';
  /** Extra CSS for the page (served as a file, so a strict CSP allows it). */
  css?: string;
}

let pageCount = 0;

/** Writes a partner page with `body`, the all-elements script and `css` (a file, so a strict CSP allows it), and opens it. */
async function openPartnerPage(
  page: Page,
  { body, csp, dir = 'ltr', css = '' }: PartnerPage,
): Promise<void> {
  const name = `partner-${process.pid}-${(pageCount += 1)}`;
  const policy = csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : '';
  const html = `<!doctype html><html lang="en" dir="${dir}"><head><meta charset="utf-8">${policy}<meta name="viewport" content="width=device-width,initial-scale=1"><title>Partner</title><link rel="stylesheet" href="${name}.css"></head><body>${body}<script src="/dist/giftcash-embed.iife.js"></script></body></html>`;
  writeFileSync(path.join(pagesDir, `${name}.html`), html);
  // `@import` rules only count at the top of a stylesheet.
  const imports = css.match(/@import[^;]+;/g) ?? [];
  writeFileSync(
    path.join(pagesDir, `${name}.css`),
    `${imports.join('')}body{margin:16px;font-family:sans-serif}${css.replace(/@import[^;]+;/g, '')}`,
  );
  await page.goto(`${base}/t/${name}.html`);
}

/** Tab from `#before` and return the id (or, inside a widget, `tag > name`) of each stop until `#after`. */
async function tabStops(page: Page, limit = 40): Promise<string[]> {
  await page.locator('#before').focus();
  const stops: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      let el = document.activeElement;
      const path: string[] = [];
      while (el?.shadowRoot?.activeElement) {
        path.push(el.tagName.toLowerCase());
        el = el.shadowRoot.activeElement;
      }
      // The text a person reads and hears: aria-hidden decoration (the scratch card's "Scratch here" chip) left out.
      const spoken = (node: Element | null | undefined) => {
        if (!node) return '';
        const copy = node.cloneNode(true) as Element;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return (copy.textContent ?? '').replace(/\s+/g, ' ');
      };
      return path.length
        ? `${path.join(' ')} > ${(spoken(el) || el?.getAttribute('aria-label') || el?.tagName || '').trim().slice(0, 40)}`
        : (el?.id ?? el?.tagName ?? '');
    });
    if (stop === 'after') return stops;
    stops.push(stop);
  }
  return stops;
}

const WIDGETS =
  '<giftcash-brand-carousel autoplay="false"></giftcash-brand-carousel><giftcash-wheel></giftcash-wheel><giftcash-scratch-card></giftcash-scratch-card>';

test.describe('a dead data-source', () => {
  const cases = [
    {
      tag: 'giftcash-brand-carousel',
      endpoint: 'brands',
      text: 'Failed to load brands. Please try again later.',
      ready: (p: Page) => p.locator('giftcash-brand-carousel').getByRole('link').first(),
    },
    {
      tag: 'giftcash-wheel',
      endpoint: 'wheelConfig',
      text: 'Failed to load wheel configuration. Please try again later.',
      ready: (p: Page) => p.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }),
    },
    {
      tag: 'giftcash-scratch-card',
      endpoint: 'scratchConfig',
      text: 'Failed to load scratch card configuration. Please try again later.',
      ready: (p: Page) =>
        p.locator('giftcash-scratch-card').getByRole('button', { name: 'Card 1' }),
    },
  ];
  for (const { tag, endpoint, text, ready } of cases) {
    test(`<${tag}> on an API that answers 500 shows the error with Retry, reports giftcash:error, and recovers on Retry`, async ({
      page,
      api,
    }) => {
      // The partner's API fails the first read and the first Retry, then answers.
      await api.fault({ endpoint, kind: 'status', status: 500, times: 2 });
      await page.addInitScript(() => {
        const w = window as unknown as { __errors: unknown[] };
        w.__errors = [];
        document.addEventListener('giftcash:error', (event) =>
          w.__errors.push((event as CustomEvent).detail),
        );
      });
      await openPartnerPage(page, { body: `<${tag} data-source="${api.base}"></${tag}>` });
      const el = page.locator(tag);
      const errors = () =>
        page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors);
      await expect(el.getByRole('alert')).toContainText(text);
      // No stand-in game with default prizes.
      await expect(ready(page)).toHaveCount(0);
      await expect
        .poll(errors)
        .toEqual([{ message: 'Request failed with status code 500', endpoint }]);
      await el.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(async () => (await errors()).length).toBe(2);
      await expect(el.getByRole('alert')).toContainText(text);
      await el.getByRole('button', { name: 'Retry' }).click();
      await expect(ready(page)).toBeVisible();
      await expect(el.getByRole('alert')).toHaveCount(0);
    });
  }

  test('every widget on a data-source that refuses connections shows its error with Retry (phone, dark)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dead = 'http://127.0.0.1:9/api';
    await openPartnerPage(page, {
      body: WIDGETS.replaceAll('></', ` theme="dark" data-source="${dead}"></`),
    });
    for (const tag of ['giftcash-brand-carousel', 'giftcash-wheel', 'giftcash-scratch-card']) {
      const el = page.locator(tag);
      await expect(el.getByRole('alert')).toContainText('Please try again later.');
      await expect(el.getByRole('button', { name: 'Retry' })).toBeVisible();
    }
    await page.screenshot({
      path: testInfo.outputPath('dead-source-phone-dark.png'),
      fullPage: true,
    });
  });
});

test.describe('hidden ancestors', () => {
  const hides = [
    {
      kind: 'visibility: hidden (a closed off-canvas panel)',
      attrs: 'class="offcanvas"',
      css: '.offcanvas{visibility:hidden;position:fixed;inset:0 auto 0 0;width:400px;transform:translateX(-100%)}',
    },
    {
      kind: 'visibility: hidden in place (.invisible)',
      attrs: 'class="invisible"',
      css: '.invisible{visibility:hidden!important}',
    },
    { kind: 'display: none', attrs: 'style="display:none"', css: '' },
    { kind: 'the hidden attribute', attrs: 'hidden', css: '' },
    { kind: 'inert', attrs: 'inert', css: '' },
    { kind: 'aria-hidden="true"', attrs: 'aria-hidden="true"', css: '' },
  ];
  for (const { kind, attrs, css } of hides) {
    test(`an ancestor hidden with ${kind} hides every widget and adds no tab stops`, async ({
      page,
    }) => {
      await openPartnerPage(page, {
        css,
        body: `<button id="before">Before</button><div id="panel" ${attrs}><div>${WIDGETS}</div></div><button id="after">After</button>`,
      });
      // Wait until the widgets have rendered (in the DOM, hidden or not).
      await expect(page.locator('giftcash-wheel .gc-wheel-spin')).toHaveCount(1);
      await expect(
        page.locator('giftcash-brand-carousel .gc-brand-carousel-link').first(),
      ).toBeAttached();
      expect(await tabStops(page)).toEqual([]);
      // Nothing paints: every control of every widget is hidden to a visibility check.
      const painted = await page.evaluate(() =>
        ['giftcash-brand-carousel', 'giftcash-wheel', 'giftcash-scratch-card'].flatMap((tag) =>
          [...(document.querySelector(tag)?.shadowRoot?.querySelectorAll('a, button, svg') ?? [])]
            .filter((node) => node.checkVisibility({ visibilityProperty: true }))
            .map((node) => `${tag} ${node.tagName}`),
        ),
      );
      const hiddenToSight = !attrs.startsWith('inert') && !attrs.startsWith('aria-hidden');
      if (hiddenToSight) expect(painted).toEqual([]);
      // No control of any widget takes focus, even from a script.
      const focusable = await page.evaluate(() =>
        ['giftcash-brand-carousel', 'giftcash-wheel', 'giftcash-scratch-card'].flatMap((tag) => {
          const root = document.querySelector(tag)?.shadowRoot;
          return [...(root?.querySelectorAll<HTMLElement>('a, button') ?? [])]
            .filter((node) => {
              node.focus();
              return root?.activeElement === node;
            })
            .map((node) => `${tag} ${node.textContent}`);
        }),
      );
      expect(focusable).toEqual([]);
      // Shown again (the panel opens): the widgets are reachable by Tab.
      await page.evaluate(() => {
        const panel = document.getElementById('panel') as HTMLElement;
        for (const name of ['class', 'style', 'hidden', 'inert', 'aria-hidden'])
          panel.removeAttribute(name);
      });
      // The mount's one-millisecond visibility transition (how a widget learns it is hidden) starts
      // from `hidden`: a person sees the panel, and only then presses Tab.
      await expect(
        page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }),
      ).toBeVisible();
      const stops = await tabStops(page);
      expect(stops).toContain('giftcash-wheel > Spin');
      // The card's name is the game's name and its number, e.g. "Lucky Scratch Card 1".
      expect(stops.some((stop) => /^giftcash-scratch-card > .*Card 1$/.test(stop))).toBe(true);
      expect(stops.some((stop) => stop.startsWith('giftcash-brand-carousel > '))).toBe(true);
    });
  }
});

test.describe('a strict Content-Security-Policy', () => {
  /** Every carousel tile's art: `svg` (the slot's backdrop: no image, or a failed one hidden), `img` (loaded), `loading` or `broken` (shown broken). */
  const logoKinds = (page: Page) =>
    page.locator('giftcash-brand-carousel').evaluate((el) =>
      [...(el.shadowRoot?.querySelectorAll('.gc-brand-carousel-art') ?? [])].map((slot) => {
        const img = slot.querySelector('img');
        return !img || img.hidden
          ? 'svg'
          : !img.complete
            ? 'loading'
            : img.naturalWidth > 0
              ? 'img'
              : 'broken';
      }),
    );

  const watchViolations = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        w.__violations.push(event.effectiveDirective),
      );
    });
  const violations = (page: Page) =>
    page.evaluate(() => [
      ...new Set((window as unknown as { __violations: string[] }).__violations),
    ]);

  test("default-src 'self': every sample logo is the inline placeholder, and nothing is refused", async ({
    page,
  }, testInfo) => {
    await watchViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openPartnerPage(page, { csp: "default-src 'self'", body: WIDGETS });
    await expect(page.locator('giftcash-brand-carousel').getByRole('link').first()).toBeVisible();
    await expect
      .poll(async () => (await logoKinds(page)).filter((kind) => kind !== 'svg'))
      .toEqual([]);
    expect((await logoKinds(page)).length).toBeGreaterThan(5);
    // The wheel and the scratch card work too (styles are constructable sheets, not blocked).
    await expect(
      page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }),
    ).toBeEnabled();
    expect(
      await page
        .locator('giftcash-wheel .gc-wheel-spin')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    // The sample data names no image at all: nothing for the policy to refuse.
    expect(await violations(page)).toEqual([]);
    await page
      .locator('giftcash-brand-carousel')
      .screenshot({ path: testInfo.outputPath('csp-carousel-phone.png') });
  });

  test("the README's policy for an API source (connect-src the API) loads brands over HTTP", async ({
    page,
    api,
  }) => {
    await watchViolations(page);
    const origin = new URL(api.base).origin;
    await openPartnerPage(page, {
      csp: `default-src 'self'; connect-src ${origin}`,
      body: `<giftcash-brand-carousel autoplay="false" data-source="${api.base}"></giftcash-brand-carousel><giftcash-wheel data-source="${api.base}"></giftcash-wheel>`,
    });
    await expect(page.locator('giftcash-brand-carousel').getByRole('link').first()).toBeVisible();
    await expect(
      page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }),
    ).toBeEnabled();
    // The sample API's logos are data: URIs too: placeholders, not broken images.
    await expect
      .poll(async () => (await logoKinds(page)).filter((kind) => kind === 'broken'))
      .toEqual([]);
    expect((await violations(page)).filter((directive) => directive !== 'img-src')).toEqual([]);
  });
});

test.describe('focus', () => {
  test('by keyboard, Play Now moves focus to Reveal, Reveal to Play again, Play again to Card 1 (never <body>)', async ({
    page,
  }) => {
    await openPartnerPage(page, {
      body: '<button id="before">Before</button><giftcash-scratch-card></giftcash-scratch-card><button id="after">After</button>',
    });
    const card = page.locator('giftcash-scratch-card');
    await expect(card.getByRole('button', { name: 'Card 1' })).toBeVisible();
    const focused = () =>
      page.evaluate(() => {
        const host = document.activeElement;
        const inner = host?.shadowRoot?.activeElement;
        if (!inner) return host?.tagName ?? null;
        const copy = inner.cloneNode(true) as Element;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      });
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/Card 1$/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Play Now');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Reveal');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Play again');
    await expect(card.getByRole('button', { name: 'Play again' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toMatch(/Card 1$/);
  });

  test('a second key press before the first one’s effects have run still moves focus on, never to <body>', async ({
    page,
  }) => {
    await openPartnerPage(page, {
      body: '<button id="before">Before</button><giftcash-scratch-card></giftcash-scratch-card>',
    });
    const card = page.locator('giftcash-scratch-card');
    await card.getByRole('button', { name: /Card 1$/ }).click();
    await card.getByRole('button', { name: 'Play Now' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Reveal' })).toBeFocused();
    // The widget's effects run after the next paint (requestAnimationFrame, or a 100 ms timer):
    // without frames, Play again is pressed before the effects of Reveal have run, as a quick
    // keyboard user on a slow phone does.
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: /Card 1$/ })).toBeFocused();
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`the first carousel card's focus ring is drawn whole inside the carousel (${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await openPartnerPage(page, {
        body: '<button id="before">Before</button><giftcash-brand-carousel autoplay="false"></giftcash-brand-carousel>',
      });
      const el = page.locator('giftcash-brand-carousel');
      await expect(el.getByRole('link').first()).toBeVisible();
      await page.locator('#before').focus();
      // Play, Previous, Next, then the first card.
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
      const ring = await el.evaluate((host) => {
        const link = host.shadowRoot?.activeElement as HTMLElement;
        const viewport = host.shadowRoot?.querySelector(
          '.gc-brand-carousel-viewport',
        ) as HTMLElement;
        const style = getComputedStyle(link);
        const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const l = link.getBoundingClientRect();
        const v = viewport.getBoundingClientRect();
        return {
          first: link === host.shadowRoot?.querySelector('.gc-brand-carousel-link'),
          outline: style.outlineStyle,
          inside:
            l.left - out >= v.left &&
            l.right + out <= v.right &&
            l.top - out >= v.top &&
            l.bottom + out <= v.bottom,
        };
      });
      expect(ring).toEqual({ first: true, outline: 'solid', inside: true });
      await el.screenshot({ path: testInfo.outputPath(`carousel-first-card-focus-${width}.png`) });
    });
  }

  for (const dir of ['ltr', 'rtl'] as const) {
    test(`in a 720 px partner column, Tab and Shift+Tab bring every carousel card whole into view, clear of the edge fades (${dir})`, async ({
      page,
    }, testInfo) => {
      testInfo.setTimeout(90_000);
      await openPartnerPage(page, {
        dir,
        body: '<button id="before">Before</button><div style="width:720px"><giftcash-brand-carousel autoplay="false"></giftcash-brand-carousel></div><button id="after">After</button>',
      });
      const el = page.locator('giftcash-brand-carousel');
      await expect(el.getByRole('link').first()).toBeVisible();
      const cards = await el.getByRole('link').count();
      expect(cards).toBeGreaterThan(6);
      /** How far the focused card reaches under a fade once the row has stopped moving (null: still moving, or no card focused). */
      const underFade = () =>
        el.evaluate(
          (host) =>
            new Promise<number | null>((resolve) => {
              const root = host.shadowRoot as ShadowRoot;
              const slide = root.activeElement?.closest('.gc-brand-carousel-slide');
              const view = root.querySelector('.gc-brand-carousel-viewport') as HTMLElement;
              if (!slide) return resolve(null);
              const at = view.scrollLeft;
              // Three frames without a move: the smooth scroll and the snap are over.
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => {
                    if (view.scrollLeft !== at) return resolve(null);
                    const fade = parseFloat(getComputedStyle(view).scrollPaddingInlineStart);
                    const v = view.getBoundingClientRect();
                    const c = slide.getBoundingClientRect();
                    resolve(
                      Math.round(Math.max(0, v.left + fade - c.left, c.right - (v.right - fade))),
                    );
                  }),
                ),
              );
            }),
        );
      await page.locator('#before').focus();
      // Play, Previous, Next, then every card; then back again.
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let card = key === 'Tab' ? 1 : cards - 1; card >= 1 && card <= cards;) {
          await page.keyboard.press(key);
          await expect.poll(underFade, { message: `card ${card} (${key})` }).toBe(0);
          // Card 5 is the first that starts outside a 720 px row.
          if (card === 5 && key === 'Tab')
            await page.screenshot({ path: testInfo.outputPath(`carousel-720-card-5-${dir}.png`) });
          card += key === 'Tab' ? 1 : -1;
        }
      }
    });
  }
});

test.describe('partner colours', () => {
  /** 40 partner colours: the README's green, the extremes, greys around the black/white switch, and a spread of hues and lightness. */
  const spread = (() => {
    const colours = [
      '#0a7c59',
      '#fdc953',
      '#000000',
      '#ffffff',
      '#777777',
      '#767676',
      '#7a7a7a',
      '#808080',
      '#ff0000',
      '#00ff00',
      '#0000ff',
      '#ffff00',
      '#00ffff',
      '#ff00ff',
    ];
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    while (colours.length < 40)
      colours.push(
        `#${Math.floor(next() * 0xffffff)
          .toString(16)
          .padStart(6, '0')}`,
      );
    return colours;
  })();

  for (const theme of ['light', 'dark'] as const) {
    test(`every wheel label keeps at least 4.5:1 on its slice for ${spread.length} partner accents and slice colours (${theme})`, async ({
      page,
    }, testInfo) => {
      await openPartnerPage(page, { body: `<giftcash-wheel theme="${theme}"></giftcash-wheel>` });
      const el = page.locator('giftcash-wheel');
      await expect(el.getByRole('button', { name: 'Spin' })).toBeEnabled();
      const worst = await el.evaluate((host, colours) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 1;
        const ctx = canvas.getContext('2d', {
          willReadFrequently: true,
        }) as CanvasRenderingContext2D;
        /** Relative luminance of any CSS colour, through the canvas (sRGB). */
        const luminance = (css: string) => {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = '#000';
          ctx.fillStyle = css;
          ctx.fillRect(0, 0, 1, 1);
          const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => {
            const c = v / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          }) as [number, number, number];
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const contrast = (a: string, b: string) => {
          const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
          return (x + 0.05) / (y + 0.05);
        };
        const root = host.shadowRoot as ShadowRoot;
        let min = { ratio: Infinity, slice: '', tokens: '' };
        colours.forEach((accent, i) => {
          // The accent alone, then every slice token set to other colours of the spread.
          const sets: Record<string, string>[] = [
            { '--gc-accent': accent },
            {
              '--gc-accent': accent,
              '--gc-on-accent': colours[(i + 7) % colours.length] as string,
              '--gc-wheel-slice-alt': colours[(i + 3) % colours.length] as string,
              '--gc-wheel-cash': colours[(i + 11) % colours.length] as string,
              '--gc-wheel-cash-alt': colours[(i + 13) % colours.length] as string,
              '--gc-wheel-prize': colours[(i + 5) % colours.length] as string,
              '--gc-wheel-label': accent,
              '--gc-wheel-label-on-colour': accent,
            },
          ];
          for (const set of sets) {
            host.removeAttribute('style');
            for (const [name, value] of Object.entries(set)) host.style.setProperty(name, value);
            for (const slice of root.querySelectorAll('.gc-wheel-slice')) {
              const fill = getComputedStyle(slice.querySelector('path') as Element).fill;
              const label = getComputedStyle(slice.querySelector('text') as Element).fill;
              const ratio = contrast(fill, label);
              if (ratio < min.ratio)
                min = {
                  ratio,
                  slice: `${slice.getAttribute('data-kind')} ${fill} / ${label}`,
                  tokens: JSON.stringify(set),
                };
            }
          }
        });
        host.removeAttribute('style');
        return min;
      }, spread);
      expect(worst.ratio, `${worst.slice} with ${worst.tokens}`).toBeGreaterThanOrEqual(4.5);
      // The README's example, for the eye.
      await el.evaluate((host) =>
        host.setAttribute('style', '--gc-accent: #0a7c59; --gc-on-accent: #fff'),
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await el
        .locator('.gc-wheel')
        .screenshot({ path: testInfo.outputPath(`wheel-readme-accent-${theme}.png`) });
    });
  }
});

test.describe('a right-to-left page', () => {
  /** Indexes of the carousel's links drawn whole inside its viewport, and the track's translation. */
  const inView = (page: Page) =>
    page.locator('giftcash-brand-carousel').evaluate((host) => {
      const root = host.shadowRoot as ShadowRoot;
      const view = (
        root.querySelector('.gc-brand-carousel-viewport') as HTMLElement
      ).getBoundingClientRect();
      const links = [...root.querySelectorAll('.gc-brand-carousel-link')].map((link) =>
        link.getBoundingClientRect(),
      );
      return links.flatMap((box, i) =>
        box.left >= view.left - 1 && box.right <= view.right + 1 ? [i] : [],
      );
    });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`the carousel starts on the right, Next reveals the next brands, and every brand is reachable by Tab (${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height });
      await openPartnerPage(page, {
        dir: 'rtl',
        body: '<button id="before">Before</button><giftcash-brand-carousel></giftcash-brand-carousel><button id="after">After</button>',
      });
      const el = page.locator('giftcash-brand-carousel');
      await expect(el.getByRole('link').first()).toBeVisible();
      const total = await el.getByRole('link').count();
      const first = await inView(page);
      expect(first[0]).toBe(0);
      // The first brand is on the right-hand side (the start of a right-to-left row).
      const [firstBox, viewBox] = await el.evaluate((host) => [
        host.shadowRoot!.querySelector('.gc-brand-carousel-link')!.getBoundingClientRect().right,
        host.shadowRoot!.querySelector('.gc-brand-carousel-viewport')!.getBoundingClientRect()
          .right,
      ]);
      expect(viewBox! - firstBox!).toBeLessThan(20);
      await el.screenshot({ path: testInfo.outputPath(`rtl-carousel-start-${width}.png`) });
      await el.getByRole('button', { name: 'Next brands' }).click();
      await expect
        .poll(async () => Math.max(...(await inView(page))))
        .toBeGreaterThan(Math.max(...first));
      await el.screenshot({ path: testInfo.outputPath(`rtl-carousel-next-${width}.png`) });
      await el.getByRole('button', { name: 'Previous brands' }).click();
      await expect.poll(async () => (await inView(page))[0]).toBe(0);
      // Tab through every brand: each one is drawn whole when it has focus.
      await el.getByRole('button', { name: 'Next brands' }).focus();
      for (let i = 0; i < total; i += 1) {
        await page.keyboard.press('Tab');
        await expect
          .poll(async () => (await inView(page)).includes(i), {
            message: `brand ${i + 1} of ${total} in view when focused`,
          })
          .toBe(true);
      }
    });
  }

  test('autoplay moves toward the end of a right-to-left row (the track moves right)', async ({
    page,
  }) => {
    await openPartnerPage(page, {
      dir: 'rtl',
      body: '<giftcash-brand-carousel></giftcash-brand-carousel>',
    });
    const el = page.locator('giftcash-brand-carousel');
    await expect(el.getByRole('link').first()).toBeVisible();
    // Right to left the scroller's scrollLeft runs negative: the cards move right.
    const shift = () =>
      el.locator('.gc-brand-carousel-viewport').evaluate((viewport) => -viewport.scrollLeft);
    await expect.poll(shift, { timeout: 5000 }).toBeGreaterThan(20);
    await expect
      .poll(async () => Math.max(...(await inView(page))))
      .toBeGreaterThan(Math.max(2, (await inView(page))[0]!));
  });
});

test.describe('the partner server decides the spin', () => {
  test('plain JavaScript answers giftcash:spin-request after 300 ms: the wheel turns at once and lands on the answered slot', async ({
    page,
  }) => {
    const chosen = 13;
    await openPartnerPage(page, {
      body: `<giftcash-wheel></giftcash-wheel><script>
        window.requests = [];
        document.addEventListener('giftcash:spin-request', function (event) {
          window.requests.push({ slots: event.detail.config.slots.length, aborted: event.detail.signal.aborted });
          event.detail.respondWith(new Promise(function (resolve) { setTimeout(function () { resolve(${chosen}); }, 300); }));
        });
        document.addEventListener('giftcash:spin-end', function (event) { window.ended = event.detail; });
      </script>`,
    });
    const el = page.locator('giftcash-wheel');
    const wheel = el.locator('.gc-wheel');
    const disc = el.locator('.gc-wheel-disc');
    await expect(disc.locator('.gc-wheel-slice')).toHaveCount(21);
    await el.getByRole('button', { name: 'Spin' }).click();
    // Turning while the answer is pending.
    await expect(wheel).toHaveAttribute('data-state', 'spinning');
    expect(await disc.evaluate((element) => element.getAnimations().length)).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { requests: unknown[] }).requests),
    ).toEqual([{ slots: 21, aborted: false }]);
    await expect(wheel).toHaveAttribute('data-state', 'won', { timeout: 10_000 });
    await expect(disc).toHaveAttribute('data-result-index', String(chosen));
    expect(slotUnderPointer(await computedRotation(disc), 21)).toBe(chosen);
    expect(
      await page.evaluate(() => (window as unknown as { ended: { index: number } }).ended.index),
    ).toBe(chosen);
  });
});

test.describe("the partner's font", () => {
  const spinFont = (page: Page) =>
    page
      .locator('giftcash-wheel')
      .getByRole('button', { name: 'Spin' })
      .evaluate((el) => getComputedStyle(el).fontFamily);
  const cardFont = (page: Page) =>
    page
      .locator('giftcash-scratch-card')
      .getByRole('button', { name: 'Card 1' })
      .evaluate((el) => getComputedStyle(el).fontFamily);

  test("by default every widget is set in the host page's font, even on a hostile page", async ({
    page,
  }) => {
    await openPartnerPage(page, {
      body: WIDGETS,
      css: 'body{font-family:Georgia,"Partner Serif",serif}',
    });
    await expect(
      page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }),
    ).toBeEnabled();
    const host = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(host).toContain('Georgia');
    expect(await spinFont(page)).toBe(host);
    expect(await cardFont(page)).toBe(host);
    // The hostile example page: its `* { font-family: … !important }` is the host's font there.
    await page.goto(`${base}/example/partner-hostile.html`);
    await expect(
      page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }),
    ).toBeEnabled();
    const hostile = await page
      .locator('giftcash-wheel')
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await spinFont(page)).toBe(hostile);
  });

  test('with @giftcash/core/font.css and --gc-font, the widgets are set in Figtree (strict CSP)', async ({
    page,
  }) => {
    await openPartnerPage(page, {
      csp: "default-src 'self'",
      body: WIDGETS,
      css: `@import url('font.css');body{font-family:Georgia,serif;--gc-font:'Figtree','Figtree Fallback',sans-serif}`,
    });
    await expect(
      page.locator('giftcash-wheel').getByRole('button', { name: 'Spin' }),
    ).toBeEnabled();
    expect(await spinFont(page)).toMatch(/^"?Figtree"?,/);
    expect(await cardFont(page)).toMatch(/^"?Figtree"?,/);
    await expect
      .poll(() =>
        page.evaluate(
          async () => (
            await document.fonts.ready,
            [...document.fonts].some(
              (face) => face.family.replace(/['"]/g, '') === 'Figtree' && face.status === 'loaded',
            )
          ),
        ),
      )
      .toBe(true);
    // The page around the widgets keeps its own font.
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
      'Georgia',
    );
  });
});
