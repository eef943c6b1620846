import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { loadSampleApi } from '../scripts/sample-api/load.mjs';

export { expect };
export type { Page, Locator, BrowserContext } from '@playwright/test';

/** A fault or payload override for one endpoint of the sample API (see scripts/sample-api/server.ts). */
export interface ApiFault {
  endpoint: string;
  kind: 'status' | 'timeout' | 'drop' | 'slow' | 'invalid-json' | 'payload';
  status?: number;
  /** For `status`: a `Retry-After` header, in seconds. */
  retryAfter?: number;
  delayMs?: number;
  payload?: unknown;
  times?: number;
}

export interface SampleApi {
  /** Base address to give the site (`?api=` / sessionStorage `giftcash:api`). */
  base: string;
  fault(fault: ApiFault): Promise<void>;
  reset(): Promise<void>;
}

export interface SiteOptions {
  /** Where the site reads its data: built-in sample data, or the sample API over HTTP. */
  dataSource: 'sample' | 'http';
  /** Uncaught page errors fail a test unless this is set. */
  allowPageErrors: boolean;
}

interface Fixtures {
  api: SampleApi;
  /** Makes this page read from the sample API over HTTP (for fault and payload tests). */
  useHttpApi: (page?: Page) => Promise<void>;
  pageErrors: Error[];
}

/**
 * A prerendered page is painted before its code is even requested (the inline start script, playground/page-start.js), so the
 * `load` event no longer means the page answers. Navigations through `goto`, `reload`, `goBack`
 * and `goForward` (waiting for `load`, the default) also wait until the page has hydrated
 * (`data-hydrated` on <html>), or its code failed to load (a test that blocks it), like a
 * person who waits for the page before using it. Pages that must be caught earlier pass
 * `waitUntil: 'commit' | 'domcontentloaded'`. What happens to taps and typing that come before
 * hydration is tested on its own (e2e/reliability/prerender.spec.ts).
 */
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('script[data-entry]') ||
        document.documentElement.hasAttribute('data-hydrated') ||
        (window as { __giftcashCodeFailed?: boolean }).__giftcashCodeFailed === true,
      undefined,
      { timeout: 15_000 },
    )
    // A page that closed, navigated away or never hydrates (its code blocked half-way) is the test's to judge.
    .catch(() => undefined);
}

function waitForHydration(page: Page): void {
  for (const name of NAVIGATIONS) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await original(...args);
      const options = args.find(
        (arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null,
      );
      if (
        !options?.waitUntil ||
        options.waitUntil === 'load' ||
        options.waitUntil === 'networkidle'
      )
        await untilHydrated(page);
      return response;
    };
  }
}

export async function watchHydration(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLScriptElement && event.target.type === 'module')
          (window as { __giftcashCodeFailed?: boolean }).__giftcashCodeFailed = true;
      },
      true,
    );
  });
  for (const page of context.pages()) waitForHydration(page);
  context.on('page', waitForHydration);
}

/** The sample API server a worker starts for itself (port chosen by the OS). */
interface WorkerApi {
  url: string;
  addFault(fault: ApiFault): void;
  resetFaults(): void;
  close(): Promise<void>;
}

const pointAtApi = async (page: Page, base: string): Promise<void> => {
  await page.addInitScript((base) => {
    try {
      window.sessionStorage.setItem('giftcash:api', base);
    } catch {
      /* storage unavailable: the test sets ?api= itself */
    }
  }, base);
};

/**
 * Every worker runs its own sample API server, so a fault injected by one test never reaches a
 * test running in parallel (the `http` project's pages read from the same per-worker server).
 */
export const test = base.extend<Fixtures & SiteOptions, { workerApi: WorkerApi }>({
  workerApi: [
    async ({}, use) => {
      const { startSampleApi } = (await loadSampleApi()) as {
        startSampleApi: (options: object) => Promise<WorkerApi>;
      };
      const server = await startSampleApi({ port: 0, host: '127.0.0.1' });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  dataSource: ['sample', { option: true }],
  context: async ({ context }, use) => {
    await watchHydration(context);
    await use(context);
  },
  allowPageErrors: [false, { option: true }],
  pageErrors: [
    async ({ page, allowPageErrors }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      if (!allowPageErrors)
        expect(
          errors.map((e) => e.message),
          'uncaught errors in the page',
        ).toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, dataSource, workerApi }, use) => {
    if (dataSource === 'http') await pointAtApi(page, `${workerApi.url}/api`);
    await use(page);
  },
  api: async ({ workerApi }, use) => {
    const api: SampleApi = {
      base: `${workerApi.url}/api`,
      fault: async (fault) => workerApi.addFault(fault),
      reset: async () => workerApi.resetFaults(),
    };
    await use(api);
    workerApi.resetFaults();
  },
  useHttpApi: async ({ page, workerApi }, use) => {
    await use((target = page) => pointAtApi(target, `${workerApi.url}/api`));
  },
});

/** The axe rule sets every sweep uses: WCAG 2.0–2.2 A/AA and best practice, any impact. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** What a theme switch can change: the site's dark theme swaps colours and nothing else. */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * An axe run on the page in axe's one-pass ("legacy") mode. The default mode analyses each frame
 * apart and then opens a blank page to merge the results, which doubled the cost of every run on
 * the catalogue (10 s against 4.5 s, measured in this suite). The pages checked here have no
 * cross-origin frames, which is what the default mode exists for; same-origin frames are still
 * checked through axe's own frame messaging.
 */
// Only violations are read, so axe gathers only those in full (one node of each passed or
// incomplete rule instead of all of them): a third less per run on a story alone, about a tenth on
// the route sweep, where loading the page weighs more.
export const axeOn = (page: Page) =>
  new SettledAxe(page).setLegacyMode(true).options({ resultTypes: ['violations'] });

/**
 * Resolves when every finite animation in the page and its same-origin frames has ended, or after
 * two seconds. Entrance animations (a dialog pops in over 150 ms, a scratch reveal fades in) would
 * otherwise let axe measure colours mid-fade, at partial opacity. Looping ones (a marquee, a
 * float) and scroll-driven ones (the edge fades: their end is a scroll position, not a time) never
 * finish, so they are not waited for.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() =>
          Promise.race([
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => {
                  const end = animation.effect?.getComputedTiming().endTime;
                  return typeof end === 'number' && end !== Infinity;
                })
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
            new Promise((resolve) => setTimeout(resolve, 2_000)),
          ]),
        )
        // A frame that navigates or goes away meanwhile has nothing left to wait for.
        .catch(() => undefined),
    ),
  );
}

/**
 * What AxeBuilder evaluates as "the axe-core script" in each frame, once {@link injectAxe} has put
 * the real one there: a check that it is there. AxeBuilder evaluates axe-core's 580 kB source twice
 * per run in the main frame and once in every other frame, so a sweep that runs axe many times in
 * one page (a story batch: 32 runs) compiled it again for each.
 */
const AXE_PRESENT = `if (window.axe?.version !== ${JSON.stringify(axe.version)}) throw new Error('axe-core is not in this frame');`;

const hasAxe = (version: string) =>
  (window as { axe?: { version?: string } }).axe?.version === version;

/**
 * Puts axe-core in every frame of the page that does not have it yet (a new document, after a
 * navigation, has not). The main frame must take it; another frame that fails to, or takes over a
 * second, is left out, as AxeBuilder's own injection does.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const injected = frame
      .evaluate(hasAxe, axe.version)
      .then((present) => (present ? undefined : frame.evaluate(axe.source)));
    if (frame === page.mainFrame()) await injected;
    else
      await Promise.race([
        injected.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
  }
}

/**
 * AxeBuilder, its rules, options and results unchanged, run once the page's entrance animations
 * have ended, with axe-core injected once per document.
 */
class SettledAxe extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target, axeSource: AXE_PRESENT });
  }

  override async analyze() {
    await animationsEnded(this.target);
    await injectAxe(this.target);
    return super.analyze();
  }
}

/**
 * Runs axe-core on the page (WCAG 2.0–2.2 A/AA and best practices) and fails on any
 * violation of any impact, listing each rule and the offending elements. `colourOnly` runs the
 * colour rules alone, for the same page again after a theme switch.
 */
export async function expectAccessible(
  page: Page,
  options: { include?: string; exclude?: string[]; colourOnly?: boolean } = {},
) {
  let builder = options.colourOnly
    ? axeOn(page).withRules(AXE_COLOUR_RULES)
    : axeOn(page).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Sets the theme before the page loads (the site reads localStorage `giftcash:theme`). */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem('giftcash:theme', value);
    } catch {
      /* ignore */
    }
  }, theme);
}

/** Accepts cookies up front so the banner does not cover what a test looks at. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('cookieConsent', 'accepted');
    } catch {
      /* ignore */
    }
  });
}

/** Marks the visitor signed in before the page loads (the spec's local flag). */
export async function signInLocally(page: Page) {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('giftcash:signed-in', 'true');
    } catch {
      /* ignore */
    }
  });
}
