import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures';
import { serveEmbedSite } from './embedSite';

/** The bench budget of the carousel element, everything included (bench/budgets.json). */
const CAROUSEL_BUDGET = 35_840;

let base = '';
let stop: (() => Promise<void>) | undefined;
let workerDir = '';

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  const site = await serveEmbedSite(testInfo.parallelIndex);
  base = site.base;
  stop = site.stop;
  workerDir = path.join(os.tmpdir(), `giftcash-embed-e2e-${testInfo.parallelIndex}`);
});

test.afterAll(async () => {
  await stop?.();
});

const carousel = (page: Page) => page.locator('giftcash-brand-carousel');
const wheel = (page: Page) => page.locator('giftcash-wheel');

/** Resolves with the detail of the next `type` event on document (registered before `action`). */
async function nextEvent<T>(
  page: Page,
  type: string,
  action: () => Promise<void>,
  options: { cancel?: boolean } = {},
): Promise<{ detail: T; cancelable: boolean; composed: boolean; bubbles: boolean }> {
  await page.evaluate(
    ({ type, cancel }) => {
      const store = window as unknown as { __events?: Record<string, unknown> };
      store.__events ??= {};
      delete store.__events[type];
      document.addEventListener(
        type,
        (event) => {
          const custom = event as CustomEvent;
          if (cancel) custom.preventDefault();
          store.__events![type] = {
            detail: custom.detail,
            cancelable: custom.cancelable,
            composed: custom.composed,
            bubbles: custom.bubbles,
          };
        },
        { once: true },
      );
    },
    { type, cancel: Boolean(options.cancel) },
  );
  await action();
  const handle = await page.waitForFunction(
    (name) => (window as unknown as { __events?: Record<string, unknown> }).__events?.[name],
    type,
  );
  return (await handle.jsonValue()) as {
    detail: T;
    cancelable: boolean;
    composed: boolean;
    bubbles: boolean;
  };
}

/** Computed styles of `locator` that host CSS could try to change. */
const STYLE_PROPS = [
  'display',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'text-shadow',
  'color',
  'background-color',
  'padding',
  'margin',
  'border-top-style',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'box-sizing',
  'box-shadow',
  'width',
  'height',
  'cursor',
  'opacity',
  'filter',
];
const stylesOf = (locator: Locator) =>
  locator.evaluate((el, props) => {
    const style = getComputedStyle(el);
    return Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
  }, STYLE_PROPS);

test.describe('@giftcash/embed on a plain partner page', () => {
  test('renders the carousel, wheel and scratch card in shadow roots without React on the page', async ({
    page,
  }) => {
    await page.goto(`${base}/example/partner.html`);
    const region = page.getByRole('region', { name: 'Popular brands' });
    await expect(region).toBeVisible();
    const links = region.getByRole('link');
    await expect(links.first()).toBeVisible();
    // Outbound links: the default template, with the partner id for attribution.
    const href = await links.first().getAttribute('href');
    expect(href).toMatch(/^https:\/\/giftcash\.co\.uk\/brand\/[^?]+\?partner=acme$/);
    await expect(wheel(page).getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expect(page.locator('giftcash-scratch-card').getByText('Pick one to Play')).toBeVisible();
    const page_ = await page.evaluate(() => ({
      react: 'React' in window,
      shadow: ['giftcash-brand-carousel', 'giftcash-wheel', 'giftcash-scratch-card'].map(
        (tag) => document.querySelector(tag)?.shadowRoot?.mode,
      ),
      global: typeof (window as unknown as { GiftCashEmbed?: { defineGiftcashElements?: unknown } })
        .GiftCashEmbed?.defineGiftcashElements,
      leaked: [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('gc-')),
      ),
      lightDomChildren: document.querySelector('giftcash-brand-carousel')?.children.length,
    }));
    expect(page_).toEqual({
      react: false,
      shadow: ['open', 'open', 'open'],
      global: 'function',
      leaked: false,
      lightDomChildren: 0,
    });
    await expectAccessible(page);
  });

  test('host page CSS (hostile resets, element selectors, 62.5% root) does not change the widgets', async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const parts = (p: Page) => ({
      root: carousel(p).locator('.gc-embed-root'),
      link: carousel(p).locator('.gc-brand-carousel-link').first(),
      name: carousel(p).locator('.gc-brand-carousel-name').first(),
      rate: carousel(p).locator('.gc-brand-carousel-rate').first(),
      art: carousel(p).locator('.gc-brand-carousel-art').first(),
      arrow: carousel(p).getByRole('button', { name: 'Next brands' }),
      wheel: wheel(p).locator('.gc-wheel'),
      disc: wheel(p).locator('.gc-wheel-disc'),
      spin: wheel(p).getByRole('button', { name: 'Spin' }),
    });
    const capture = async (url: string) => {
      await page.goto(url);
      // The widgets take the page's font family unless told one: the hostile page's
      // `* { font-family: … !important }` is its font. Told one, nothing on the page changes it.
      await page.evaluate(() => {
        for (const tag of ['giftcash-brand-carousel', 'giftcash-wheel', 'giftcash-scratch-card'])
          document
            .querySelector<HTMLElement>(tag)
            ?.style.setProperty('--gc-font', 'Georgia, serif');
      });
      const p = parts(page);
      await expect(p.spin).toBeEnabled();
      // The sample names no art (the slot's backdrop shows); an image (an API's art) must have loaded.
      await expect
        .poll(() => p.art.evaluate((el) => el.querySelector('img')?.complete ?? true))
        .toBe(true);
      const styles: Record<string, Record<string, string>> = {};
      for (const [key, locator] of Object.entries(p)) styles[key] = await stylesOf(locator);
      // The outer boxes take the width the host page gives the element (its own layout), and the
      // wheel centres itself in it: only those two follow the page.
      for (const key of ['root', 'wheel']) {
        delete styles[key]!.width;
        delete styles[key]!.margin;
      }
      return {
        styles,
        shots: {
          slide: await p.link.screenshot(),
          arrow: await p.arrow.screenshot(),
          wheel: await p.wheel.screenshot(),
        },
      };
    };
    const clean = await capture(`${base}/example/partner.html`);
    const hostile = await capture(`${base}/example/partner-hostile.html`);
    // The hostile sheet really applies to the page around the widgets.
    expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).textTransform)).toBe(
      'uppercase',
    );
    expect(hostile.styles).toEqual(clean.styles);
    // Screenshots: the clean page's rendering is the baseline for Playwright's image comparison
    // (written next to the spec for the comparison only, then removed).
    for (const [name, shot] of Object.entries(hostile.shots)) {
      const snapshot = `embed-${name}-${testInfo.parallelIndex}.png`;
      const baseline = testInfo.snapshotPath(snapshot);
      mkdirSync(path.dirname(baseline), { recursive: true });
      writeFileSync(baseline, clean.shots[name as keyof typeof clean.shots]);
      try {
        // The computed styles above are the exact check; the pictures allow for anti-aliasing,
        // which differs when the two pages place the wheel at different sub-pixel offsets (the
        // carousel's card-shaped art has a fractional height).
        expect(shot).toMatchSnapshot(snapshot, { maxDiffPixelRatio: 0.03 });
      } finally {
        rmSync(baseline, { force: true });
        if (readdirSync(path.dirname(baseline)).length === 0)
          rmSync(path.dirname(baseline), { recursive: true, force: true });
      }
    }
  });

  test('brand-select is cancelable and carries the brand; an uncancelled click follows the link', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route('https://giftcash.co.uk/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>GiftCash brand</title><h1>Brand</h1>',
      }),
    );
    await page.goto(`${base}/example/partner.html`);
    const link = carousel(page).getByRole('link').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) as string;
    const name = (await carousel(page)
      .locator('.gc-brand-carousel-name')
      .first()
      .textContent()) as string;
    const brandId = decodeURIComponent(new URL(href).pathname.split('/').pop() as string);
    const cancelled = await nextEvent<{ brandId: string; name: string; href: string }>(
      page,
      'giftcash:brand-select',
      () => link.click(),
      { cancel: true },
    );
    expect(cancelled).toEqual({
      detail: { brandId, name, href },
      cancelable: true,
      composed: true,
      bubbles: true,
    });
    expect(page.url()).toBe(`${base}/example/partner.html`);
    await expect(page.locator('#log')).toContainText(
      `giftcash:brand-select {"brandId":"${brandId}"`,
    );
    await link.click();
    await expect(page).toHaveURL(href);
  });

  test('spin-end reports the slot the wheel landed on', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${base}/example/partner.html`);
    const spin = wheel(page).getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled();
    // By keyboard: focus moves from Spin to Spin again inside the shadow root.
    await spin.focus();
    const event = await nextEvent<{ index: number; type: number; value: number; label: string }>(
      page,
      'giftcash:spin-end',
      () => page.keyboard.press('Enter'),
    );
    expect(event.cancelable).toBe(false);
    expect(event.composed).toBe(true);
    const { index, type, value, label } = event.detail;
    expect(Number.isInteger(index) && index >= 0 && index < 21).toBe(true);
    expect([1, 2, 3, 4]).toContain(type);
    expect(typeof value).toBe('number');
    await expect(wheel(page).locator('.gc-wheel-disc')).toHaveAttribute(
      'data-result-index',
      String(index),
    );
    const result = wheel(page).locator('.gc-wheel-result');
    if (label === 'No prize') await expect(result).toHaveText('Better luck next time!');
    else await expect(result).toHaveText(`You won! ${label}`);
    // The end link goes straight to the app (no dialog to escape the shadow root).
    await expect(wheel(page).getByRole('link', { name: 'Start Saving Today' })).toHaveAttribute(
      'href',
      'https://giftcash.co.uk/app',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(wheel(page).getByRole('button', { name: 'Spin again' })).toBeFocused();
  });

  test('a partner charging 5,000 coins a spin (play-cost) sees a smaller coin prize as coins back, not You won!', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${base}/example/partner.html`);
    const spin = wheel(page).getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled();
    // The property sets the attribute; the partner's server answers with a coin prize under the price.
    await page.evaluate((coins) => {
      const el = document.querySelector('giftcash-wheel') as HTMLElement & { playCost: unknown };
      el.playCost = 5000;
      el.addEventListener('giftcash:spin-request', (event) => {
        const { detail } = event as CustomEvent<{
          config: { slots: { type: number; value: number }[] };
          respondWith: (index: number) => void;
        }>;
        detail.respondWith(
          detail.config.slots.findIndex(
            (slot) => slot.type === coins && slot.value > 0 && slot.value < 5000,
          ),
        );
      });
      el.addEventListener('giftcash:spin-end', (end) => {
        (window as unknown as { __label: string }).__label = (
          end as CustomEvent<{ label: string }>
        ).detail.label;
      });
      // The slot type of coins (SLOT_TYPE.coins in @giftcash/core), passed into the page.
    }, 1);
    await expect(wheel(page)).toHaveAttribute('play-cost', '5000');
    await spin.click();
    const label = await (
      await page.waitForFunction(() => (window as unknown as { __label?: string }).__label)
    ).jsonValue();
    expect(label).toMatch(/coins$/);
    const result = wheel(page).locator('.gc-wheel-result');
    await expect(result).toContainText(`${label} back`);
    await expect(result).not.toContainText('You won');
  });

  test('theme re-renders (light, dark, auto) and --gc-* tokens theme from outside', async ({
    page,
  }) => {
    await page.goto(`${base}/example/partner.html`);
    const el = carousel(page);
    const linkEl = el.locator('.gc-brand-carousel-link').first();
    await expect(linkEl).toBeVisible();
    const background = () => linkEl.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');

    await el.evaluate((node) => node.setAttribute('theme', 'dark'));
    await expect(el.locator('.gc-embed')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(background).toBe('rgb(42, 40, 32)');

    await el.evaluate((node) => node.setAttribute('theme', 'auto'));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(el.locator('.gc-embed')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(el.locator('.gc-embed')).toHaveAttribute('data-theme', 'dark');
    await expectAccessible(page);

    // Tokens set on the element or an ancestor reach inside; the rest keep their defaults.
    await el.evaluate((node) => {
      node.setAttribute('theme', 'light');
      node.style.setProperty('--gc-text', 'rgb(1, 2, 3)');
    });
    // The tile's rate is drawn in the text colour.
    const rate = el.locator('.gc-brand-carousel-rate b').first();
    await expect
      .poll(() => rate.evaluate((node) => getComputedStyle(node).color))
      .toBe('rgb(1, 2, 3)');
    await page.evaluate(() =>
      document.body.style.setProperty('--gc-surface-raised', 'rgb(4, 5, 6)'),
    );
    await expect.poll(background).toBe('rgb(4, 5, 6)');
  });

  test('category, brand-link, partner-id and app-link changes re-render', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${base}/example/partner.html`);
    const el = carousel(page);
    await expect(el.getByRole('link').first()).toBeVisible();
    const popularCount = await el.getByRole('link').count();
    await el.evaluate((node) => node.setAttribute('category', 'groceries'));
    const region = el.getByRole('region', { name: 'Groceries brands' });
    await expect(region).toBeVisible();
    const categoryCount = await region.getByRole('link').count();
    expect(categoryCount).toBeGreaterThan(0);
    expect(categoryCount).not.toBe(popularCount);

    await el.evaluate((node) => {
      node.setAttribute('brand-link', 'https://partner.example/giftcash/{id}?utm_source=acme');
      node.setAttribute('partner-id', 'acme-2');
    });
    await expect(region.getByRole('link').first()).toHaveAttribute(
      'href',
      /^https:\/\/partner\.example\/giftcash\/[^?]+\?utm_source=acme&partner=acme-2$/,
    );
    await el.evaluate((node) => node.setAttribute('brand-link', 'javascript:alert(1)'));
    await expect(region.getByRole('link').first()).toHaveAttribute(
      'href',
      /^https:\/\/giftcash\.co\.uk\/brand\//,
    );

    await wheel(page).evaluate((node) =>
      node.setAttribute('app-link', 'https://partner.example/get-the-app'),
    );
    await wheel(page).getByRole('button', { name: 'Spin' }).click();
    await expect(wheel(page).getByRole('link', { name: 'Start Saving Today' })).toHaveAttribute(
      'href',
      'https://partner.example/get-the-app',
    );
  });

  test('removing an element unmounts it and adding it back renders again', async ({ page }) => {
    await page.goto(`${base}/example/partner.html`);
    await expect(carousel(page).getByRole('link').first()).toBeVisible();
    const state = await page.evaluate(async () => {
      const el = document.querySelector('giftcash-brand-carousel') as HTMLElement;
      const parent = el.parentElement as HTMLElement;
      el.remove();
      const afterRemove = el.shadowRoot?.querySelector('.gc-embed-mount')?.childElementCount;
      parent.append(el);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { afterRemove, afterAppend: el.shadowRoot?.querySelectorAll('.gc-embed').length };
    });
    expect(state).toEqual({ afterRemove: 0, afterAppend: 1 });
    await expect(carousel(page).getByRole('link').first()).toBeVisible();
  });

  test('a wheel detached 200 ms after Spin (a route change) shows, when attached again, the play the page decided meanwhile, ending in spin-end', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${base}/example/partner.html`);
    await expect(wheel(page).getByRole('button', { name: 'Spin' })).toBeEnabled();
    await page.evaluate(() => {
      const el = document.querySelector('giftcash-wheel') as HTMLElement;
      const log: unknown[][] = [];
      (window as unknown as { __log: unknown[][] }).__log = log;
      for (const type of ['giftcash:spin-request', 'giftcash:spin-end', 'giftcash:error'])
        el.addEventListener(type, (event) =>
          log.push([type, (event as CustomEvent<{ index?: number }>).detail.index]),
        );
      // The partner's server answers after 2 s.
      el.addEventListener('giftcash:spin-request', (event) =>
        (event as CustomEvent<{ respondWith(answer: Promise<number>): void }>).detail.respondWith(
          new Promise((resolve) =>
            setTimeout(() => {
              log.push(['answered']);
              resolve(3);
            }, 2_000),
          ),
        ),
      );
    });
    await wheel(page).getByRole('button', { name: 'Spin' }).click();
    await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const el = document.querySelector('giftcash-wheel') as HTMLElement;
      (window as unknown as { __parked: HTMLElement }).__parked = el;
      el.remove();
    });
    const log = () => page.evaluate(() => (window as unknown as { __log: unknown[][] }).__log);
    await expect.poll(log, { timeout: 5_000 }).toContainEqual(['answered']);
    await page.evaluate(() =>
      document
        .querySelector('main, body')
        ?.append((window as unknown as { __parked: HTMLElement }).__parked),
    );
    await expect(wheel(page).locator('.gc-wheel-disc')).toHaveAttribute('data-result-index', '3');
    await expect
      .poll(log)
      .toEqual([['giftcash:spin-request', undefined], ['answered'], ['giftcash:spin-end', 3]]);
    await expect(wheel(page).locator('.gc-wheel-result')).not.toBeEmpty();
  });
});

test.describe('@giftcash/embed next to another React', () => {
  test('a React 19 app on the page keeps working and window.React is not clobbered', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${base}/react/index.html`);
    await expect(page.getByTestId('react-version')).toHaveText(/^19\./);
    await expect(carousel(page).getByRole('link').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Clicked 0 times' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { React?: { version: string } }).React?.version,
      ),
    ).toMatch(/^19\./);
    const spin = wheel(page).getByRole('button', { name: 'Spin' });
    await nextEvent(page, 'giftcash:spin-end', () => spin.click());
    await page.getByRole('button', { name: 'Clicked 1 times' }).click();
    await expect(page.getByRole('button', { name: 'Clicked 2 times' })).toBeVisible();
  });
});

test.describe('@giftcash/embed over HTTP', () => {
  test('data-source pointing at the sample API loads brands from it', async ({ page, api }) => {
    await page.goto(`${base}/example/partner.html`);
    const el = carousel(page);
    await expect(el.getByRole('link').first()).toBeVisible();
    const request = page.waitForRequest((req) => req.url() === `${api.base}/brands`);
    await el.evaluate((node, source) => node.setAttribute('data-source', source), api.base);
    await request;
    await expect(
      el.getByRole('region', { name: 'Popular brands' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('a failing API shows the error state with Retry and dispatches giftcash:error', async ({
    page,
    api,
  }) => {
    await api.fault({ endpoint: 'brands', kind: 'status', status: 500, times: 1 });
    await page.goto(`${base}/example/partner.html`);
    const el = carousel(page);
    const error = await nextEvent<{ message: string; endpoint: string }>(
      page,
      'giftcash:error',
      () => el.evaluate((node, source) => node.setAttribute('data-source', source), api.base),
    );
    expect(error.detail).toEqual({
      message: 'Request failed with status code 500',
      endpoint: 'brands',
    });
    await expect(el.getByRole('alert')).toContainText(
      'Failed to load brands. Please try again later.',
    );
    await el.getByRole('button', { name: 'Retry' }).click();
    await expect(
      el.getByRole('region', { name: 'Popular brands' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('an unusable data-source is reported, not fetched', async ({ page }) => {
    await page.goto(`${base}/example/partner.html`);
    const error = await nextEvent<{ message: string; endpoint: string }>(
      page,
      'giftcash:error',
      () =>
        carousel(page).evaluate((node) => node.setAttribute('data-source', 'javascript:alert(1)')),
    );
    expect(error.detail).toEqual({ message: 'Unsupported protocol', endpoint: 'brands' });
  });
});

test('the carousel script, everything included, is within the 35 KB min+gzip budget (and every script within its bench budget)', async () => {
  const { entries } = JSON.parse(readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as {
    entries: { file?: string; budget: number }[];
  };
  const benchBudget = (file: string) =>
    entries.find((entry) => entry.file?.endsWith(`/${file}`))?.budget;
  for (const file of ['giftcash-carousel.iife.js', 'giftcash-embed.iife.js']) {
    const built = path.join(workerDir, 'dist', file);
    expect(existsSync(built)).toBe(true);
    const size = gzipSync(readFileSync(built), { level: 9 }).length;
    const budget =
      file === 'giftcash-carousel.iife.js'
        ? CAROUSEL_BUDGET
        : (benchBudget(file) ?? CAROUSEL_BUDGET);
    expect(size, `${file}: ${size} bytes min+gzip`).toBeLessThanOrEqual(budget);
  }
});
