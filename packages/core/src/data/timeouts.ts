/**
 * The one request timeout: the HTTP provider's default for every call, and each attempt of a play
 * (see `playWithRetry` in `@giftcash/core/games`), so a page never gives up on a play the
 * provider is still waiting for.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
