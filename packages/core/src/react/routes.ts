import { encodeUrlPart } from '../data/urlPart';

/**
 * Where the packages' links, menu highlights and redirects go: the paths of the spec's route
 * table. A host whose routes differ sets the ones that differ once, on `GiftcashProvider`
 * (`routes`); every connected and controlled component follows. Functions build the paths that
 * carry an id; what they are given is already safe to put in a path segment or query value
 * (percent-encoded), and what they return must be a path on the same site (`/…`).
 */
export interface GiftcashRoutes {
  /** Home. @default '/' */
  home: string;
  /** Gift card catalogue (target of Browse all gift cards and Cash Out to Gift Card). @default '/gift-card-deals' */
  catalogue: string;
  /** The catalogue with a category preselected. @default (slug) => `/gift-card-deals?category=${slug}` */
  category: (slug: string) => string;
  /** A brand's page. @default (id) => `/brand/${id}` */
  brand: (id: string) => string;
  /** Games hub (Back from a game or the raffle). @default '/games' */
  games: string;
  /** A wheel game's page, naming the game. @default (id) => `/wheel-game?game=${id}` */
  wheelGame: (id: string) => string;
  /** A scratch game's page, naming the game. @default (id) => `/scratch-game?game=${id}` */
  scratchGame: (id: string) => string;
  /** Daily raffle. @default '/raffle' */
  raffle: string;
  /** Raffle results. @default '/raffle-results' */
  raffleResults: string;
  /** Competition rules. @default '/competition-rules' */
  competitionRules: string;
  /** The separate profile page. @default '/profile' */
  profile: string;
  /** My Account's index (highlights Personal). @default '/account' */
  account: string;
  /** Account menu: Profile (Personal Information). @default '/account/personal' */
  accountPersonal: string;
  /** Account menu: Gift Cards Wallet. @default '/account/gift-card-orders' */
  accountGiftCardOrders: string;
  /** Account menu: Rewards. @default '/account/balances' */
  accountBalances: string;
  /** Account menu: Referrals. @default '/account/referrals' */
  accountReferrals: string;
}

/** A route function: `prefix` and the id, percent-encoded. */
const withId =
  (prefix: string) =>
  (id: string): string =>
    prefix + encodeUrlPart(id);

/**
 * The default brand route, `/brand/{id}`, on its own so `useBrandRoute` ships without the table
 * (the table makes its own: a bundle with the table alone then ships no extra name).
 * @internal
 */
export const brandRoute = /* @__PURE__ */ withId('/brand/');

/**
 * The routes of the spec's route table (ids percent-encoded), what components use without
 * `routes`. A plain object, so a component that only reads routes ships no validation code; its
 * calls are marked pure, so a bundle that never reads it drops it.
 */
export const DEFAULT_ROUTES: Readonly<GiftcashRoutes> = {
  home: '/',
  catalogue: '/gift-card-deals',
  category: /* @__PURE__ */ withId('/gift-card-deals?category='),
  brand: /* @__PURE__ */ withId('/brand/'),
  games: '/games',
  wheelGame: /* @__PURE__ */ withId('/wheel-game?game='),
  scratchGame: /* @__PURE__ */ withId('/scratch-game?game='),
  raffle: '/raffle',
  raffleResults: '/raffle-results',
  competitionRules: '/competition-rules',
  profile: '/profile',
  account: '/account',
  accountPersonal: '/account/personal',
  accountGiftCardOrders: '/account/gift-card-orders',
  accountBalances: '/account/balances',
  accountReferrals: '/account/referrals',
};

/**
 * Whether `path` is a path on the page's own site: one `/`, then neither `/` nor `\` (`//host`
 * and `/\host` name another site), and no backslash or control character anywhere (browsers drop
 * tabs and line breaks from addresses, so `/\t/host` would become `//host`).
 */
export function isSameSitePath(path: unknown): path is string {
  // eslint-disable-next-line no-control-regex
  return typeof path === 'string' && /^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/.test(path);
}

const rejected = (key: string, value: unknown, fallback: string): string => {
  console.error(
    `GiftcashProvider routes.${key}: not a path on this site, using ${fallback}:`,
    value,
  );
  return fallback;
};

type RouteKey = keyof GiftcashRoutes;

/**
 * The full routes: `overrides` over {@link DEFAULT_ROUTES}. Ids given to the functions are
 * percent-encoded first; a value or function result that is not a same-site path (see
 * {@link isSameSitePath}) logs an error and the default is used, so a route never leads off the site.
 */
export function resolveRoutes(overrides?: Partial<GiftcashRoutes>): GiftcashRoutes {
  const routes = { ...DEFAULT_ROUTES } as Record<RouteKey, unknown>;
  for (const key of Object.keys(DEFAULT_ROUTES) as RouteKey[]) {
    const fallback = DEFAULT_ROUTES[key];
    const given = overrides?.[key];
    if (given === undefined) continue;
    if (typeof fallback !== 'function')
      routes[key] = isSameSitePath(given) ? given : rejected(key, given, fallback);
    else if (typeof given === 'function')
      routes[key] = (part: string) => {
        const path = given(encodeUrlPart(part));
        return isSameSitePath(path) ? path : rejected(key, path, fallback(part));
      };
    // A path where a function of the id is wanted: keep the default.
    else rejected(key, given, fallback('{id}'));
  }
  return routes as unknown as GiftcashRoutes;
}
