import { API_BASE } from '../env';
import { acceptCookies, expect, signInLocally, test } from '../fixtures';

/**
 * Every path of the spec's route table renders its own page inside the shared layout: the
 * address stays (or redirects as the spec says), exactly one <h1> is visible, and nothing
 * throws (the `pageErrors` fixture). The site shell's own pages are also checked by heading
 * and document title. Data-source agnostic: runs in the `sample` and `http` projects.
 */
interface RouteCase {
  path: string;
  /** Where the address ends up (default: `path`). Several = any of them. */
  lands?: string | string[];
  /** The heading of the site shell's own pages. */
  heading?: string;
  /** Part of the document title of the site shell's own pages. */
  title?: string;
  /** Visit signed in (account area). */
  signedIn?: boolean;
}

const shellRoutes: RouteCase[] = [
  {
    path: '/terms-of-service',
    heading: 'Terms & Conditions',
    title: 'Terms & Conditions – GiftCash',
  },
  {
    path: '/terms-and-conditions',
    heading: 'Terms & Conditions',
    title: 'Terms & Conditions – GiftCash',
  },
  {
    path: '/competition-rules',
    heading: 'Competition Rules',
    title: 'Competition Rules – GiftCash',
  },
  { path: '/gift-card-terms', heading: 'Gift Card Terms', title: 'Gift Card Terms – GiftCash' },
  { path: '/gift-cards-terms', heading: 'Gift Card Terms', title: 'Gift Card Terms – GiftCash' },
  {
    path: '/privacy-cookie-policy',
    heading: 'Privacy and Cookie Policy',
    title: 'Privacy and Cookie Policy – GiftCash',
  },
  {
    path: '/private-and-cookie-policy',
    heading: 'Privacy and Cookie Policy',
    title: 'Privacy and Cookie Policy – GiftCash',
  },
  { path: '/how-it-works', heading: 'How GiftCash Works', title: 'How It Works – GiftCash' },
  {
    path: '/help-and-support',
    heading: 'How GiftCash Works',
    title: 'Help and Support – GiftCash',
  },
  { path: '/contact', heading: 'How to contact our support team', title: 'Contact Us – GiftCash' },
  {
    path: '/partners',
    heading: 'Put GiftCash on your page',
    title: 'Widgets for Partners – GiftCash',
  },
];

const BRAND = 'BRAND';
const otherRoutes: RouteCase[] = [
  { path: '/' },
  { path: '/gift-cards', lands: '/gift-card-deals' },
  { path: '/gift-card-deals' },
  { path: '/brand' },
  { path: `/brand/${BRAND}` },
  { path: '/check-gift-card-balance' },
  // Without a chosen game the wheel and scratch pages send the visitor to /games (spec).
  { path: '/wheel-of-fortune', lands: ['/wheel-of-fortune', '/games'] },
  { path: '/wheel-game', lands: ['/wheel-game', '/games'] },
  { path: '/scratch-card', lands: ['/scratch-card', '/games'] },
  { path: '/scratch-game', lands: ['/scratch-game', '/games'] },
  { path: '/games' },
  { path: '/raffle' },
  { path: '/raffle-results' },
  { path: '/profile', signedIn: true },
  { path: '/account', signedIn: true },
  { path: '/account/personal', signedIn: true },
  { path: '/account/gift-card-orders', signedIn: true },
  { path: '/account/balances', signedIn: true },
  { path: '/account/referrals', signedIn: true },
  { path: '/no-such-page', lands: '/' },
  { path: '/brand/x/y/z', lands: '/' },
];

let brandId = '';
test.beforeAll(async () => {
  // The sample API serves the same sample data the built-in provider has.
  const response = await fetch(`${API_BASE}/brands`);
  const body = (await response.json()) as { brands: Array<{ id: string }> };
  brandId = body.brands[0]?.id ?? '';
  expect(brandId, 'a sample brand id').not.toBe('');
});

/**
 * The routes are visited in groups, one page per group (a fresh page per route cost more than
 * the route itself); each route is a step of its own, so a failure names it.
 */
const GROUP = 6;
const signedOut = [...shellRoutes, ...otherRoutes].filter((route) => !route.signedIn);
const groups: RouteCase[][] = [];
for (let at = 0; at < signedOut.length; at += GROUP) groups.push(signedOut.slice(at, at + GROUP));
groups.push(otherRoutes.filter((route) => route.signedIn));

for (const group of groups) {
  const signedIn = group.some((route) => route.signedIn);
  test(`routes ${group.map((route) => route.path).join(', ')} render their own pages${signedIn ? ' (signed in)' : ''}`, async ({
    page,
  }) => {
    await acceptCookies(page);
    if (signedIn) await signInLocally(page);
    for (const route of group) {
      const label = `${route.path} renders its own page${route.lands ? ` (lands on ${[route.lands].flat().join(' or ')})` : ''}`;
      await test.step(label, async () => {
        const path = route.path.replace(BRAND, encodeURIComponent(brandId));
        const lands = [route.lands ?? path].flat();
        await page.goto(path);
        await expect
          .poll(() => new URL(page.url()).pathname, {
            message: `${route.path}: address after loading`,
          })
          .toMatch(new RegExp(`^(${lands.map(escape).join('|')})$`));
        const headings = page.locator('h1:visible');
        await expect(headings, `${route.path}: one visible h1`).toHaveCount(1);
        if (route.heading) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
          await expect(page).toHaveTitle(route.title ?? '');
          // Inside the shared layout: header and footer around the page.
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
        }
      });
    }
  });
}

function escape(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
