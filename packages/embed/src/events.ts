import { GiftcashError } from '@giftcash/core';

/**
 * DOM events the GiftCash elements dispatch. Every event bubbles and is `composed`, so it
 * reaches listeners on the element, its ancestors and `document` across the shadow boundary.
 */

/** `giftcash:brand-select` — a brand in the carousel was clicked. Cancelable: `preventDefault()` stops the navigation. */
export interface BrandSelectDetail {
  /** The brand's id. */
  brandId: string;
  /** The brand's name. */
  name: string;
  /** Where the link goes (the `brand-link` template, with `partner` when `partner-id` is set). */
  href: string;
}

/** `giftcash:spin-end` — the wheel stopped. */
export interface SpinEndDetail {
  /** Slot position the wheel landed on. */
  index: number;
  /** Slot type: 1 coins, 2 cash in pounds, 3 prize, 4 special prize. */
  type: number;
  /** Coins, or pounds for cash. */
  value: number;
  /** The prize in words, e.g. `£0.05`, `2.5K coins`, `No prize`. */
  label: string;
}

/** `giftcash:scratch-complete` — the scratch card counts as scratched. */
export interface ScratchCompleteDetail {
  /** Prize in pounds (0 for none). */
  prize: number;
  /** The prize in words, e.g. `£5.00` or `No prize`. */
  label: string;
}

/** `giftcash:error` — a read from the data source failed (the element shows its error state). */
export interface EmbedErrorDetail {
  /** What went wrong, e.g. `Request failed with status code 500`. */
  message: string;
  /** The endpoint key, e.g. `brands` or `wheelConfig`, when known. */
  endpoint: string | undefined;
}

/** What a play request carries besides `respondWith`: the element's signal. */
interface PlayRequestBase<T> {
  /**
   * Aborts when the element gives up waiting for the answer (after `PLAY_DEADLINE_MS`, 72 s, with
   * the timeout error as its reason): stop your request then. It does not abort when the element
   * is detached (a route change in your app): the answer is shown, and its end event dispatched,
   * when the element is connected again.
   */
  signal: AbortSignal;
  /**
   * Supplies the play's outcome from your server, like `FetchEvent.respondWith`: call it
   * synchronously in your listener, at most once (a second call, or a call after the dispatch,
   * throws an `InvalidStateError` `DOMException`). It marks the event `defaultPrevented`.
   * A rejected promise shows the element's failure state and dispatches `giftcash:error`.
   */
  respondWith(answer: T | PromiseLike<T>): void;
}

/**
 * `giftcash:spin-request` — Spin was pressed. Answer with the slot position decided by your server
 * (`detail.respondWith(fetch(…).then((r) => r.json()).then((play) => play.slot_index))`): the wheel
 * turns at once and lands on it. Without an answer the wheel draws its own (the demo).
 * `preventDefault()` without an answer cancels the play (the wheel shows the failure state).
 */
export interface SpinRequestDetail extends PlayRequestBase<number> {
  /** The wheel configuration's `id` from `data-source`, when it has one. */
  gameId: string | undefined;
  /** The configuration the wheel plays (defaults filled in); answer with a position in `config.slots`. */
  config: {
    name: string;
    slots: ReadonlyArray<{ type: number; value: number }>;
    coins_cost: number;
  };
}

/** The outcome of one scratch card: the prize in pounds (0 for none) and the values under its areas, in order (0 shows “Try again”). */
export interface ScratchDealAnswer {
  /** The prize in pounds; 0 for none. */
  prize: number;
  /** The value under each area, in order. */
  areas: number[];
}

/**
 * `giftcash:scratch-request` — Play Now was pressed. Answer with the card's deal decided by your
 * server; Play Now waits for it (up to 72 s), and no card is shown until it comes. Without an
 * answer the card deals its own (the demo). `preventDefault()` without an answer cancels the play.
 */
export interface ScratchRequestDetail extends PlayRequestBase<ScratchDealAnswer> {
  /** The configuration the card plays (defaults filled in). */
  config: {
    slots_per_game: number;
    slots: ReadonlyArray<{ value: number; odds: number }>;
    coins_cost: number;
  };
}

/** Every GiftCash element event, by name: `el.addEventListener('giftcash:spin-end', (e) => e.detail.label)`. */
export interface GiftcashEmbedEventMap {
  /** A brand of the carousel was chosen (`preventDefault()` keeps the page where it is). */
  'giftcash:brand-select': CustomEvent<BrandSelectDetail>;
  /** The wheel came to rest on a slot. */
  'giftcash:spin-end': CustomEvent<SpinEndDetail>;
  /** A scratch card was fully revealed. */
  'giftcash:scratch-complete': CustomEvent<ScratchCompleteDetail>;
  /** Something failed: the element shows its message, and the detail says what. */
  'giftcash:error': CustomEvent<EmbedErrorDetail>;
  /** A spin was asked for: answer it with `detail.respondWith` (your server's play). */
  'giftcash:spin-request': CustomEvent<SpinRequestDetail>;
  /** A scratch card was asked for: answer it with `detail.respondWith` (your server's play). */
  'giftcash:scratch-request': CustomEvent<ScratchRequestDetail>;
}

/** The name of a GiftCash element event, e.g. `giftcash:spin-end`. */
export type GiftcashEmbedEventName = keyof GiftcashEmbedEventMap;

/** The detail type of one event. */
export type GiftcashEmbedEventDetail<K extends GiftcashEmbedEventName> =
  GiftcashEmbedEventMap[K]['detail'];

/** Events the host can cancel (a navigation, or a play's own draw). */
export const CANCELABLE_EVENTS: ReadonlySet<GiftcashEmbedEventName> =
  new Set<GiftcashEmbedEventName>([
    'giftcash:brand-select',
    'giftcash:spin-request',
    'giftcash:scratch-request',
  ]);

/** The play request events, whose listeners answer through `detail.respondWith`. */
export type PlayRequestEventName = 'giftcash:spin-request' | 'giftcash:scratch-request';

/** What `respondWith` takes for one play request event. */
export type PlayAnswer<K extends PlayRequestEventName> =
  GiftcashEmbedEventDetail<K> extends PlayRequestBase<infer T> ? T : never;

/**
 * Dispatches a GiftCash event from `target` (bubbling, composed; cancelable where listed in
 * {@link CANCELABLE_EVENTS}). Returns `false` when a listener called `preventDefault()`.
 */
export function dispatchEmbedEvent<K extends GiftcashEmbedEventName>(
  target: EventTarget,
  type: K,
  detail: GiftcashEmbedEventDetail<K>,
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: CANCELABLE_EVENTS.has(type),
    }),
  );
}

/**
 * Dispatches a play request (`giftcash:spin-request`, `giftcash:scratch-request`) from `target`
 * and returns the answer given through `detail.respondWith` during the dispatch, or `undefined`
 * when no listener answered (the element then plays its own draw). A listener that called
 * `preventDefault()` without answering cancels the play: the answer is a rejected promise.
 */
export function dispatchPlayRequest<K extends PlayRequestEventName>(
  target: EventTarget,
  type: K,
  fields: Omit<GiftcashEmbedEventDetail<K>, 'respondWith'>,
): Promise<PlayAnswer<K>> | undefined {
  let dispatching = true;
  let answer: Promise<PlayAnswer<K>> | undefined;
  const detail = {
    ...fields,
    respondWith(response: PlayAnswer<K> | PromiseLike<PlayAnswer<K>>) {
      if (!dispatching)
        throw new DOMException(
          `respondWith() must be called while ${type} is dispatched`,
          'InvalidStateError',
        );
      if (answer)
        throw new DOMException(
          `respondWith() was already called for this ${type}`,
          'InvalidStateError',
        );
      answer = Promise.resolve(response);
      event.preventDefault();
    },
  };
  const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(event);
  dispatching = false;
  return (
    answer ??
    (event.defaultPrevented
      ? Promise.reject(new GiftcashError('aborted', 'The play was cancelled.', 'play'))
      : undefined)
  );
}
