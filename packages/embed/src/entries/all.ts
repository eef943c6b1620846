// The all-in-one script (dist/giftcash-embed.iife.js, global `GiftCashEmbed`, and the ESM
// dist/giftcash-embed.js): defines every GiftCash element on load.
import { defineGiftcashElements } from '../define';

export * from '../index';
/** Version of @giftcash/embed this script was built from. */
export const version: string = typeof __GIFTCASH_EMBED_VERSION__ === 'string' ? __GIFTCASH_EMBED_VERSION__ : '0.0.0';

declare const __GIFTCASH_EMBED_VERSION__: string | undefined;

defineGiftcashElements();
