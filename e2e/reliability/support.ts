import type { Page } from '@playwright/test';
import { test as base, expect } from '../fixtures';
import type { ApiFault } from '../fixtures';
import { createSampleSource } from '../../packages/sample/src';

export { expect };
export { acceptCookies, expectAccessible, signInLocally, useTheme } from '../fixtures';

/** This worker's own sample API server (from e2e/fixtures.ts), so faults never touch other workers' tests. */
export interface PrivateApi {
  /** Base address for the site (`giftcash:api`). */
  base: string;
  /** Adds a fault or payload override, as `POST /__control/faults` does. */
  fault(fault: ApiFault): void;
  /** Clears every fault. */
  reset(): void;
  /** Makes `page` read from this server over HTTP (sessionStorage `giftcash:api`, set before load). */
  use(page: Page): Promise<void>;
}

/** Each worker's own sample API server comes from the shared fixtures (`workerApi`, port chosen by the OS). */
export const test = base.extend<{ privateApi: PrivateApi }>({
  privateApi: async ({ workerApi }, use) => {
    workerApi.resetFaults();
    const base = `${workerApi.url}/api`;
    await use({
      base,
      fault: (fault) => workerApi.addFault(fault),
      reset: () => workerApi.resetFaults(),
      use: async (page) => {
        await page.addInitScript((value) => {
          try {
            window.sessionStorage.setItem('giftcash:api', value);
          } catch {
            /* storage blocked: tests that block it pass ?api= instead */
          }
        }, base);
      },
    });
    workerApi.resetFaults();
  },
});

/** Every path of the route table with what proves the page loaded. */
export interface SiteRoute {
  path: string;
  /** Needs the signed-in flag. */
  signedIn?: boolean;
}

/** Placeholder for a brand id in {@link SITE_ROUTES}. */
export const SAMPLE_BRAND_PLACEHOLDER = ':brand';
/** Id of the first sample brand (the sample API and the built-in provider share the data and seed). */
export const SAMPLE_BRAND_ID: string = createSampleSource().brands()[0]!.id;

/** The game pages, each naming its game in the address (the address owns the chosen game). */
export const GAME_PATHS = {
  wheel: '/wheel-of-fortune?game=wheel-cashback-plus',
  scratch: '/scratch-card?game=scratch-cashback',
} as const;

export const SITE_ROUTES: SiteRoute[] = [
  { path: '/' },
  { path: '/gift-card-deals' },
  { path: '/brand' },
  { path: `/brand/${SAMPLE_BRAND_PLACEHOLDER}` },
  { path: '/check-gift-card-balance' },
  { path: '/games' },
  { path: GAME_PATHS.wheel },
  { path: GAME_PATHS.scratch },
  { path: '/raffle' },
  { path: '/raffle-results' },
  { path: '/terms-of-service' },
  { path: '/competition-rules' },
  { path: '/gift-card-terms' },
  { path: '/privacy-cookie-policy' },
  { path: '/how-it-works' },
  { path: '/contact' },
  { path: '/partners' },
  { path: '/profile', signedIn: true },
  { path: '/account/personal', signedIn: true },
  { path: '/account/gift-card-orders', signedIn: true },
  { path: '/account/balances', signedIn: true },
  { path: '/account/referrals', signedIn: true },
];

/** Waits until the page has its <h1> and nothing is loading any more. */
export async function waitForPage(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .gc-status[data-kind="loading"]')).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** Records every `securitypolicyviolation` event of the page, from before its first script runs. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample ? `sample=${event.sample.slice(0, 60)}` : ''}`.trim(),
      );
    });
  });
}

/** The violations {@link recordViolations} has seen so far. */
export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
