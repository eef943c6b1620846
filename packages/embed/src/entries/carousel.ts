// The carousel-only script (dist/giftcash-carousel.iife.js): defines <giftcash-brand-carousel>.
import { GiftcashBrandCarouselElement } from '../elements/BrandCarouselElement';

export { GiftcashBrandCarouselElement };
export type { GiftcashEmbedEventMap, BrandSelectDetail, EmbedErrorDetail } from '../events';

if (typeof customElements !== 'undefined' && !customElements.get('giftcash-brand-carousel')) {
  customElements.define('giftcash-brand-carousel', GiftcashBrandCarouselElement);
}
