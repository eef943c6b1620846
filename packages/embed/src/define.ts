import { GiftcashBrandCarouselElement } from './elements/BrandCarouselElement';
import { GiftcashWheelElement } from './elements/WheelElement';
import { GiftcashScratchCardElement } from './elements/ScratchCardElement';
import { defineElement } from './register';

/** Tag name → element class of every GiftCash element. */
export const GIFTCASH_ELEMENTS = {
  'giftcash-brand-carousel': GiftcashBrandCarouselElement,
  'giftcash-wheel': GiftcashWheelElement,
  'giftcash-scratch-card': GiftcashScratchCardElement,
} as const;

/** The tag name of a GiftCash element, e.g. `giftcash-wheel`. */
export type GiftcashElementTag = keyof typeof GIFTCASH_ELEMENTS;

/**
 * Registers the GiftCash custom elements (all, or the given tags) with `registry`. Tags that are
 * already defined (the script included twice) are left alone, with one console warning when
 * another version defined them. Does nothing on the server.
 */
export function defineGiftcashElements(
  tags: readonly GiftcashElementTag[] = Object.keys(GIFTCASH_ELEMENTS) as GiftcashElementTag[],
  registry: CustomElementRegistry | undefined = typeof customElements === 'undefined'
    ? undefined
    : customElements,
): void {
  if (!registry) return;
  for (const tag of tags) defineElement(tag, GIFTCASH_ELEMENTS[tag], registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'giftcash-brand-carousel': GiftcashBrandCarouselElement;
    'giftcash-wheel': GiftcashWheelElement;
    'giftcash-scratch-card': GiftcashScratchCardElement;
  }
}
