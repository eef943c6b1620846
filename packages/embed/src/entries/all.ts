// The all-in-one script (dist/giftcash-embed.iife.js, global `GiftCashEmbed`, and the ESM
// dist/giftcash-embed.js): defines every GiftCash element on load.
import * as api from '../index';
import { defineGiftcashElements } from '../define';
import { publishGlobal } from '../register';

// The same values as the package's main entry, named (./all.test.ts keeps the two lists equal);
// this script ships no types.
export {
  brandHref,
  BRANDS_ERROR_TEXT,
  carouselBrands,
  dataSourceKey,
  DEFAULT_BRAND_LINK,
  defineGiftcashElements,
  GIFTCASH_ELEMENTS,
  GiftcashBrandCarouselElement,
  GiftcashScratchCardElement,
  GiftcashWheelElement,
  PARTNER_PARAM,
  SAMPLE_SOURCE,
  SCRATCH_ERROR_TEXT,
  sourceEndpoints,
  version,
  WHEEL_ERROR_TEXT,
} from '../index';

declare const __GIFTCASH_EMBED_GLOBAL__: boolean | undefined;

defineGiftcashElements();
if (typeof __GIFTCASH_EMBED_GLOBAL__ === 'boolean' && __GIFTCASH_EMBED_GLOBAL__) publishGlobal(api);
