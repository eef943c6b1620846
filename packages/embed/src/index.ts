/** Version of @giftcash/embed this code was built from (also each element class's static `version`). */
export { VERSION as version } from './register';
export { defineGiftcashElements, GIFTCASH_ELEMENTS, type GiftcashElementTag } from './define';

export { GiftcashBrandCarouselElement } from './elements/BrandCarouselElement';
export { GiftcashWheelElement } from './elements/WheelElement';
export { GiftcashScratchCardElement } from './elements/ScratchCardElement';
export {
  type GiftcashEmbedEventMap,
  type GiftcashEmbedEventName,
  type GiftcashEmbedEventDetail,
  type BrandSelectDetail,
  type SpinEndDetail,
  type ScratchCompleteDetail,
  type EmbedErrorDetail,
  type SpinRequestDetail,
  type ScratchRequestDetail,
  type ScratchDealAnswer,
  type PlayRequestEventName,
  type PlayAnswer,
} from './events';

// What a partner's tooling (the site's configurator, a CMS plugin) needs to show exactly what the
// elements will: how an element reads its data source and link attributes, and the texts it shows.
export { BRANDS_ERROR_TEXT, carouselBrands } from './elements/BrandCarouselElement';
export { WHEEL_ERROR_TEXT } from './elements/WheelElement';
export { SCRATCH_ERROR_TEXT } from './elements/ScratchCardElement';
export { brandHref, DEFAULT_BRAND_LINK, PARTNER_PARAM } from './config/attributes';
export { SAMPLE_SOURCE, dataSourceKey, sourceEndpoints } from './config/dataSource';
