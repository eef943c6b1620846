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
  /** The prize in words, e.g. `£0.05`, `2,500 coins`, `No prize`. */
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

/** Every GiftCash element event, by name: `el.addEventListener('giftcash:spin-end', (e) => e.detail.label)`. */
export interface GiftcashEmbedEventMap {
  'giftcash:brand-select': CustomEvent<BrandSelectDetail>;
  'giftcash:spin-end': CustomEvent<SpinEndDetail>;
  'giftcash:scratch-complete': CustomEvent<ScratchCompleteDetail>;
  'giftcash:error': CustomEvent<EmbedErrorDetail>;
}

export type GiftcashEmbedEventName = keyof GiftcashEmbedEventMap;

/** The detail type of one event. */
export type GiftcashEmbedEventDetail<K extends GiftcashEmbedEventName> = GiftcashEmbedEventMap[K]['detail'];

/** Events the host can cancel (their default is a navigation). */
export const CANCELABLE_EVENTS: ReadonlySet<GiftcashEmbedEventName> = new Set<GiftcashEmbedEventName>(['giftcash:brand-select']);

/**
 * Dispatches a GiftCash event from `target` (bubbling, composed; cancelable where listed in
 * {@link CANCELABLE_EVENTS}). Returns `false` when a listener called `preventDefault()`.
 */
export function dispatchEmbedEvent<K extends GiftcashEmbedEventName>(target: EventTarget, type: K, detail: GiftcashEmbedEventDetail<K>): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: CANCELABLE_EVENTS.has(type) }));
}
