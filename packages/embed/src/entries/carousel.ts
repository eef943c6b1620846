// The carousel-only script (dist/giftcash-carousel.iife.js): defines <giftcash-brand-carousel>
// and puts it on the `GiftCashEmbed` global.
import { GiftcashBrandCarouselElement } from '../elements/BrandCarouselElement';
import { defineElement, publishGlobal, VERSION } from '../register';

export type { GiftcashEmbedEventMap, BrandSelectDetail, EmbedErrorDetail } from '../events';

if (typeof customElements !== 'undefined') {
  defineElement('giftcash-brand-carousel', GiftcashBrandCarouselElement, customElements);
  publishGlobal({ GiftcashBrandCarouselElement, version: VERSION });
}
