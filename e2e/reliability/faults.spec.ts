import type { EndpointKey } from '../../packages/core/src/data/provider';
import {
  acceptCookies,
  expect,
  GAME_PATHS,
  SAMPLE_BRAND_ID,
  signInLocally,
  test,
  type PrivateApi,
} from './support';
import type { Page } from '../fixtures';

/**
 * Network faults through a sample API server of our own (so no other spec sees them): every
 * screen that reads data shows its message and a Retry button for a 500, a dropped connection
 * and invalid JSON; Retry keeps failing while the fault lasts (the failure is not cached) and
 * recovers once it is cleared; a one-off failure is followed by a successful Retry (the 5-minute
 * cache never stores a failure); a slow answer shows the loading state, then the data.
 * Timeouts (15 s by default) are covered at unit level (packages/core/src/__reliability__).
 */
type Kind = 'status' | 'drop' | 'invalid-json';
interface Screen {
  path: string;
  endpoint: EndpointKey;
  /** The screen's message for each kind of failure. */
  message: Record<Kind, RegExp>;
  /** Text that proves the data arrived. */
  loaded: RegExp;
  signedIn?: boolean;
  game?: 'wheel' | 'scratch';
}

const reason: Record<Kind, RegExp> = {
  status: /Request failed with status code 500/,
  drop: /Network Error/,
  'invalid-json': /Invalid \w+ response: \(root\) is not valid JSON/,
};
const fixed = (text: RegExp): Record<Kind, RegExp> => ({
  status: text,
  drop: text,
  'invalid-json': text,
});
/** An unreadable profile is the account spec's missing-profile text on each page, never the validator's words. */
const profileReason = (text: RegExp): Record<Kind, RegExp> => ({ ...reason, 'invalid-json': text });

const screens: Screen[] = [
  {
    path: '/gift-card-deals',
    endpoint: 'brands',
    message: reason,
    loaded: /Search offers by brand/,
  },
  {
    path: '/check-gift-card-balance',
    endpoint: 'brands',
    message: fixed(/Failed to load brands\. Please try again later\./),
    loaded: /./,
  },
  { path: '/brand/:brand', endpoint: 'brands', message: reason, loaded: /./ },
  { path: '/games', endpoint: 'minigames', message: reason, loaded: /Cashback\+ Wheel/ },
  { path: GAME_PATHS.wheel, endpoint: 'minigames', message: reason, loaded: /Cashback\+ Wheel/ },
  {
    path: GAME_PATHS.scratch,
    endpoint: 'minigames',
    message: reason,
    loaded: /Cashback Scratch Card/,
  },
  { path: '/raffle', endpoint: 'lotteries', message: reason, loaded: /./ },
  {
    path: '/raffle-results',
    endpoint: 'raffleResults',
    message: fixed(/Failed to load raffle results\./),
    loaded: /./,
  },
  {
    path: '/profile',
    endpoint: 'profile',
    message: profileReason(/No profile data found\./),
    loaded: /Balances/,
    signedIn: true,
  },
  {
    path: '/account/personal',
    endpoint: 'profile',
    message: profileReason(/Profile data is missing or malformed\./),
    loaded: /Referral code used at sign-up/,
    signedIn: true,
  },
  {
    path: '/account/gift-card-orders',
    endpoint: 'orders',
    message: reason,
    loaded: /Transactions Recorded/,
    signedIn: true,
  },
  {
    path: '/account/balances',
    endpoint: 'profile',
    message: profileReason(/Profile data is missing/),
    loaded: /Cashback & Coins/,
    signedIn: true,
  },
  {
    path: '/account/referrals',
    endpoint: 'profile',
    message: profileReason(/No referral data found\./),
    loaded: /Referral tiers/,
    signedIn: true,
  },
];

const kinds: Kind[] = ['status', 'drop', 'invalid-json'];

async function open(page: Page, api: PrivateApi, screen: Screen) {
  await acceptCookies(page);
  if (screen.signedIn) await signInLocally(page);
  await api.use(page);
  await page.goto(screen.path.replace(':brand', encodeURIComponent(SAMPLE_BRAND_ID)));
}

const main = (page: Page) => page.locator('main');
const alert = (page: Page) => main(page).locator('[role="alert"]');
const retry = (page: Page) => main(page).getByRole('button', { name: 'Retry' });

async function expectLoaded(page: Page, screen: Screen) {
  await expect(retry(page)).toHaveCount(0);
  for (const message of new Set(Object.values(screen.message)))
    await expect(alert(page).filter({ hasText: message })).toHaveCount(0);
  await expect(main(page)).toContainText(screen.loaded);
}

screens.forEach((screen, index) => {
  // Each screen meets every kind across the suite: its own kind here, and a 500 in the one-off test.
  const kind = kinds[index % kinds.length] as Kind;

  test(`${screen.path}: ${kind} on /${screen.endpoint} shows its message; Retry fails while it lasts and recovers after reset`, async ({
    page,
    privateApi,
  }) => {
    privateApi.fault({ endpoint: screen.endpoint, kind });
    await open(page, privateApi, screen);
    await expect(alert(page).first()).toContainText(screen.message[kind]);
    await retry(page).first().click();
    await expect(alert(page).first()).toContainText(screen.message[kind]);
    await expect(retry(page).first()).toBeEnabled();
    privateApi.reset();
    // The error view may re-render while the failed request settles; retry the click until it lands.
    await expect(async () => retry(page).first().click({ timeout: 2_000 })).toPass();
    await expectLoaded(page, screen);
  });

  test(`${screen.path}: a one-off failure is not cached: the next Retry loads`, async ({
    page,
    privateApi,
  }) => {
    privateApi.fault({ endpoint: screen.endpoint, kind: 'status', status: 500, times: 1 });
    await open(page, privateApi, screen);
    await expect(alert(page).first()).toContainText(screen.message.status);
    await retry(page).first().click();
    await expectLoaded(page, screen);
  });
});

test('a slow answer shows the loading state, then the data (catalogue, games hub, wallet)', async ({
  page,
  privateApi,
}) => {
  for (const screen of [screens[0], screens[3], screens[10]] as Screen[]) {
    privateApi.reset();
    privateApi.fault({ endpoint: screen.endpoint, kind: 'slow', delayMs: 1200, times: 1 });
    await open(page, privateApi, screen);
    await expect(main(page).locator('[role="status"], [aria-busy="true"]').first()).toBeVisible();
    await expectLoaded(page, screen);
  }
});

test('a connection that never answers keeps the loading state without breaking the page, and the header stays usable', async ({
  page,
  privateApi,
}) => {
  privateApi.fault({ endpoint: 'brands', kind: 'timeout' });
  await open(page, privateApi, screens[0] as Screen);
  await expect(main(page).locator('[role="status"], [aria-busy="true"]').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  privateApi.reset();
  await page.getByRole('banner').getByRole('link', { name: /games/i }).first().click();
  await expect(main(page)).toContainText(/Cashback\+ Wheel/);
});
