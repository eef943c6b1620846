// The wheel-only script (dist/giftcash-wheel.iife.js): defines <giftcash-wheel> and puts it on
// the `GiftCashEmbed` global.
import { GiftcashWheelElement } from '../elements/WheelElement';
import { defineElement, publishGlobal, VERSION } from '../register';

export type {
  GiftcashEmbedEventMap,
  SpinEndDetail,
  SpinRequestDetail,
  EmbedErrorDetail,
} from '../events';

if (typeof customElements !== 'undefined') {
  defineElement('giftcash-wheel', GiftcashWheelElement, customElements);
  publishGlobal({ GiftcashWheelElement, version: VERSION });
}
