/**
 * How long one play may take, class-free and dependency-light, so a widget that only needs the
 * deadline (the Wheel, the embed elements) does not carry the play session with it.
 */
import { REQUEST_TIMEOUT_MS } from '../data/timeouts';

/** How hard one press tries before it stops and says the play is not confirmed yet. */
export interface PlayRetryPolicy {
  /** Requests per press: the first and its retries. @default 4 */
  attempts?: number;
  /** Waits before each retry in milliseconds; the last one repeats. @default [1000, 2000, 4000] */
  delays?: readonly number[];
  /** Milliseconds each request may take. @default REQUEST_TIMEOUT_MS (15000) */
  timeout?: number;
}

/** The retries of a play: 4 attempts, 1, 2 and 4 seconds apart, each with the request timeout. */
export const DEFAULT_PLAY_RETRY: Required<PlayRetryPolicy> = {
  attempts: 4,
  delays: [1_000, 2_000, 4_000],
  timeout: REQUEST_TIMEOUT_MS,
};

/** Extra time given to a provider past its own timeout before the attempt is abandoned. */
export const GRACE_MS = 1_000;

export const resolvePolicy = (policy: PlayRetryPolicy = {}): Required<PlayRetryPolicy> => ({
  attempts: Math.max(1, Math.floor(policy.attempts ?? DEFAULT_PLAY_RETRY.attempts)),
  delays: policy.delays?.length ? policy.delays : DEFAULT_PLAY_RETRY.delays,
  timeout: policy.timeout && policy.timeout > 0 ? policy.timeout : DEFAULT_PLAY_RETRY.timeout,
});

export const delayBefore = (retry: number, delays: readonly number[]) =>
  Math.max(0, delays[Math.min(retry, delays.length) - 1] ?? 0);

/**
 * The longest one press can take under `policy`: every attempt's timeout (and grace) plus every
 * wait. A page that guards a play with its own timer uses this, so it never gives up first.
 */
export function playDeadlineMs(policy?: PlayRetryPolicy): number {
  const { attempts, delays, timeout } = resolvePolicy(policy);
  let total = attempts * (timeout + GRACE_MS);
  for (let retry = 1; retry < attempts; retry += 1) total += delayBefore(retry, delays);
  return total + GRACE_MS;
}

/**
 * {@link playDeadlineMs} under the default policy, 72 s: 4 attempts of 15 s (and 1 s grace), the
 * 1 + 2 + 4 s waits, and 1 s grace. How long a widget waits for the page's answer to a play by
 * default (the Wheel's `answerTimeout`, the embed elements), so it never gives up on a play the
 * provider is still retrying. A literal, so a widget that needs only this number carries no
 * policy code (a published build does not fold constants across modules); a test holds it equal
 * to `playDeadlineMs()`.
 */
export const PLAY_DEADLINE_MS = 72_000;
