import { GiftcashError } from '@giftcash/core';
import { PLAY_DEADLINE_MS } from '@giftcash/core/games';
import {
  dispatchPlayRequest,
  type GiftcashEmbedEventDetail,
  type PlayAnswer,
  type PlayRequestEventName,
} from '../events';

/**
 * The play each element asked of its page and has not shown yet, kept while the element is
 * detached (a route change in the page's app): its own module, so the carousel's script, which
 * never plays, does not carry it.
 */
const held = new WeakMap<Element, Promise<unknown>>();

/**
 * Asks the page for a play's outcome (`type`, answered through `respondWith`), or returns the play
 * already asked for and not yet shown: a press while it is pending resumes it, and a play decided
 * while the element was detached is shown when it is next connected ({@link playPending}). The
 * page's signal aborts only when the answer is given up on, after `PLAY_DEADLINE_MS`. `undefined`
 * when no listener answered (the element's own draw).
 */
export function askPage<K extends PlayRequestEventName>(
  element: Element,
  type: K,
  fields: Omit<GiftcashEmbedEventDetail<K>, 'respondWith' | 'signal'>,
): Promise<PlayAnswer<K>> | undefined {
  const pending = held.get(element);
  if (pending) return pending as Promise<PlayAnswer<K>>;
  const request = new AbortController();
  const answer = dispatchPlayRequest(element, type, {
    ...fields,
    signal: request.signal,
  } as Omit<GiftcashEmbedEventDetail<K>, 'respondWith'>);
  if (!answer) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const play = Promise.race([
    answer,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new GiftcashError(
          'timeout',
          `timeout of ${PLAY_DEADLINE_MS} ms exceeded`,
          'play',
        );
        reject(error);
        request.abort(error);
      }, PLAY_DEADLINE_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  // Handled when shown; until then a rejection is held, not unhandled.
  play.catch(() => undefined);
  held.set(element, play);
  return play;
}

/** The held play is on screen (landed, dealt) or has failed on screen: the next press asks anew. */
export const playShown = (element: Element): void => void held.delete(element);

/** Whether a play asked of the page is still to be shown (the widget resumes it when connected). */
export const playPending = (element: Element): boolean => held.has(element);
