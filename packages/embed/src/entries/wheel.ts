// The wheel-only script (dist/giftcash-wheel.iife.js): defines <giftcash-wheel>.
import { GiftcashWheelElement } from '../elements/WheelElement';

export { GiftcashWheelElement };
export type { GiftcashEmbedEventMap, SpinEndDetail, SpinRequestDetail, EmbedErrorDetail } from '../events';

if (typeof customElements !== 'undefined' && !customElements.get('giftcash-wheel')) {
  customElements.define('giftcash-wheel', GiftcashWheelElement);
}
