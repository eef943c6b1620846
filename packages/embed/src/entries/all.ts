// The all-in-one script (dist/giftcash-embed.iife.js, global `GiftCashEmbed`, and the ESM
// dist/giftcash-embed.js): defines every GiftCash element on load.
import * as api from '../index';
import { defineGiftcashElements } from '../define';
import { publishGlobal } from '../register';

export * from '../index';

declare const __GIFTCASH_EMBED_GLOBAL__: boolean | undefined;

defineGiftcashElements();
if (typeof __GIFTCASH_EMBED_GLOBAL__ === 'boolean' && __GIFTCASH_EMBED_GLOBAL__) publishGlobal(api);
