/** Version of @giftcash/embed this code was built from (also each element class's static `version`). */
export { VERSION as version } from './register';
export { defineGiftcashElements, GIFTCASH_ELEMENTS, type GiftcashElementTag } from './define';
export { GiftcashEmbedElement, COMMON_ATTRIBUTES } from './elements/EmbedElement';
export { GiftcashBrandCarouselElement, BRANDS_ERROR_TEXT, carouselBrands } from './elements/BrandCarouselElement';
export { GiftcashWheelElement, WHEEL_ERROR_TEXT } from './elements/WheelElement';
export { GiftcashScratchCardElement, SCRATCH_ANSWER_TIMEOUT, SCRATCH_ERROR_TEXT } from './elements/ScratchCardElement';
export {
  dispatchEmbedEvent,
  dispatchPlayRequest,
  CANCELABLE_EVENTS,
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
export { brandHref, withPartner, parseTheme, DEFAULT_BRAND_LINK, PARTNER_PARAM, type EmbedTheme } from './config/attributes';
export { SAMPLE_SOURCE, dataSourceKey, sourceEndpoints } from './config/dataSource';
export { provideEmbedStyles, type EmbedStyleKey } from './styles/embedStyles';
