/** Version of @giftcash/embed this code was built from (also each element class's static `version`). */
export { VERSION as version } from './register';
export { defineGiftcashElements, GIFTCASH_ELEMENTS, type GiftcashElementTag } from './define';

export { GiftcashBrandCarouselElement } from './elements/BrandCarouselElement';
export { GiftcashWheelElement } from './elements/WheelElement';
export { GiftcashScratchCardElement } from './elements/ScratchCardElement';
export { type GiftcashEmbedEventMap, type GiftcashEmbedEventName, type GiftcashEmbedEventDetail, type BrandSelectDetail, type SpinEndDetail, type ScratchCompleteDetail, type EmbedErrorDetail, type SpinRequestDetail, type ScratchRequestDetail, type ScratchDealAnswer, type PlayRequestEventName, type PlayAnswer } from './events';

