import type {
  BrandsResponse,
  GiftCardOrder,
  Lottery,
  Minigame,
  OrdersResponse,
  PlayResult,
  ProfileResponse,
  RaffleResultsResponse,
  ReviewsResponse,
  ScratchConfig,
  WheelConfig,
  WinnersResponse,
} from '../model/types';

/** Options every provider method accepts. */
export interface RequestOptions {
  /** Cancels the request; the promise then rejects with `Request aborted`. */
  signal?: AbortSignal;
  /**
   * Skip any cached answer and ask the source again (the new answer is cached as usual).
   * Used by polling, e.g. the 5-second `profile_checked` poll, which a 5-minute cache would hide.
   */
  fresh?: boolean;
}

/** Options of {@link DataProvider.playGame}. */
export interface PlayOptions {
  /** Cancels the request; the promise then rejects with `Request aborted`. */
  signal?: AbortSignal;
  /**
   * One key per play the person started: a retry with the same key returns the same result and
   * never plays twice. @default a new random key
   */
  idempotencyKey?: string;
  /**
   * Milliseconds this attempt may take before it fails with `timeout of N ms exceeded`.
   * @default the provider's own timeout (`REQUEST_TIMEOUT_MS`, 15000, for the HTTP provider)
   */
  timeout?: number;
}

/**
 * The one interface between GiftCash UI and its data. React-free: implement it over any
 * transport. Every read of the specification is one method; writes are optional, and a
 * screen offers a write only when the provider implements it.
 *
 * Every method rejects with a {@link GiftcashError} (or subclass) whose message can be shown.
 */
export interface DataProvider {
  /** GET brands address: every brand plus the category list. */
  getBrands(options?: RequestOptions): Promise<BrandsResponse>;
  /** GET brands address + `/minigames`: wheel (type 1) and scratch (type 2) games. */
  getMinigames(options?: RequestOptions): Promise<Minigame[]>;
  /** GET brands address + `/lotteries`: the first item is the daily raffle. */
  getLotteries(options?: RequestOptions): Promise<Lottery[]>;
  /** GET brands address + `/cashback-plus`: the demo wheel's configuration. */
  getWheelConfig(options?: RequestOptions): Promise<WheelConfig>;
  /** GET brands address + `/cashback-scratch`: the demo scratch card's configuration. */
  getScratchConfig(options?: RequestOptions): Promise<ScratchConfig>;
  /** GET brands address + `/profile`: profile, wallet and referral of the signed-in customer. */
  getProfile(options?: RequestOptions): Promise<ProfileResponse>;
  /** GET brands address + `/orders`: the customer's gift card orders. */
  getOrders(options?: RequestOptions): Promise<OrdersResponse>;
  /** GET brands address + `/raffle-results`: past draws, newest first. */
  getRaffleResults(options?: RequestOptions): Promise<RaffleResultsResponse>;
  /** GET rewards address: recent winners. */
  getWinners(options?: RequestOptions): Promise<WinnersResponse>;
  /**
   * GET brands address + `/reviews`: the app's average rating, how many reviews it is over, and
   * a few recent reviews (the home page's review widget). Optional, so a provider written before
   * it still type-checks; without it the widget says reviews are unavailable.
   */
  getReviews?(options?: RequestOptions): Promise<ReviewsResponse>;

  /** Checks credentials. Without it the site keeps the spec's local signed-in flag only. */
  signIn?(email: string, password: string, options?: RequestOptions): Promise<void>;
  /** Ends the session on the server. */
  signOut?(options?: RequestOptions): Promise<void>;
  /**
   * Forgets everything held for the signed-in person: cached answers of the
   * {@link PERSONAL_ENDPOINTS} are dropped and their requests in flight aborted, so the next
   * person to sign in never sees the last one's data. Hosts call it whenever the signed-in state
   * changes (sign-out here or in another tab, sign-in). Providers that keep nothing need not have it.
   */
  resetSession?(): void;
  /** Records a spend of `amount` pounds against an order's balance; resolves with the updated order. */
  recordExpense?(orderId: string, amount: number, options?: RequestOptions): Promise<GiftCardOrder>;
  /** Moves an order to the archive; resolves with the updated order. */
  archiveOrder?(orderId: string, options?: RequestOptions): Promise<GiftCardOrder>;
  /**
   * Plays game `gameId` for real: the server decides the outcome and enforces the daily play
   * limit, free entries and the coin cost. Never cached. Rejects with a {@link PlayRefusedError}
   * ('No plays left today', 'Not enough coins') when it refuses. Without it, games are
   * client-drawn simulations.
   */
  playGame?(gameId: string, options?: PlayOptions): Promise<PlayResult>;
}

/** The read endpoints, by key, with the path under the brands address (`rewards` has its own address). */
export const ENDPOINTS = {
  brands: '',
  minigames: '/minigames',
  lotteries: '/lotteries',
  wheelConfig: '/cashback-plus',
  scratchConfig: '/cashback-scratch',
  profile: '/profile',
  orders: '/orders',
  raffleResults: '/raffle-results',
  winners: null,
  reviews: '/reviews',
} as const;

/** The key of an endpoint: `brands`, `minigames`, … `reviews`. */
export type EndpointKey = keyof typeof ENDPOINTS;

/**
 * Endpoints whose answer belongs to the signed-in person (profile, orders, and the games and
 * raffle, which carry their free entries). The rest (brands, game configurations, raffle results,
 * winners, reviews) is the same for everyone.
 */
export const PERSONAL_ENDPOINTS: readonly EndpointKey[] = [
  'profile',
  'orders',
  'minigames',
  'lotteries',
];

/** What each endpoint resolves to. */
export interface EndpointResults {
  /** The brands call: brands and categories. */
  brands: BrandsResponse;
  /** `/minigames`: the game definitions. */
  minigames: Minigame[];
  /** `/lotteries`: the raffles, the daily raffle first. */
  lotteries: Lottery[];
  /** `/cashback-plus`: the wheel's configuration. */
  wheelConfig: WheelConfig;
  /** `/cashback-scratch`: the scratch card's configuration. */
  scratchConfig: ScratchConfig;
  /** `/profile`: the person, their wallet, referral block and level. */
  profile: ProfileResponse;
  /** `/orders`: one page of gift card orders. */
  orders: OrdersResponse;
  /** `/raffle-results`: past draws. */
  raffleResults: RaffleResultsResponse;
  /** The rewards call: recent winners. */
  winners: WinnersResponse;
  /** `/reviews`: the reviews summary. */
  reviews: ReviewsResponse;
}

/** Method name on {@link DataProvider} for each endpoint key. */
export const ENDPOINT_METHODS = {
  brands: 'getBrands',
  minigames: 'getMinigames',
  lotteries: 'getLotteries',
  wheelConfig: 'getWheelConfig',
  scratchConfig: 'getScratchConfig',
  profile: 'getProfile',
  orders: 'getOrders',
  raffleResults: 'getRaffleResults',
  winners: 'getWinners',
  reviews: 'getReviews',
} as const satisfies Record<EndpointKey, keyof DataProvider>;
