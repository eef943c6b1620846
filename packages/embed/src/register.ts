declare const __GIFTCASH_EMBED_VERSION__: string | undefined;

/** Version of @giftcash/embed this code was built from (`package.json`); `0.0.0-dev` outside a build. */
export const VERSION: string =
  typeof __GIFTCASH_EMBED_VERSION__ === 'string' ? __GIFTCASH_EMBED_VERSION__ : '0.0.0-dev';

let warned = false;

/**
 * Registers `element` as `tag` unless the tag is taken, and returns the class in use. A tag taken by
 * another @giftcash/embed version (two scripts on one page: a tag manager's old copy and the
 * page's own) cannot be redefined: the first stays, and the console says so once, naming both
 * versions. The same version loaded twice is harmless and silent.
 */
export function defineElement(
  tag: string,
  element: CustomElementConstructor,
  registry: CustomElementRegistry,
): CustomElementConstructor {
  const existing = registry.get(tag);
  if (!existing) {
    registry.define(tag, element);
    return element;
  }
  const other = (existing as { version?: unknown }).version;
  if (other !== VERSION && !warned) {
    warned = true;
    console.warn(
      `@giftcash/embed ${VERSION}: <${tag}> is already defined by @giftcash/embed ${typeof other === 'string' ? other : '(older)'}, which stays in use. Load one GiftCash script (README: Upgrading).`,
    );
  }
  return existing;
}

/** Element class names on the `GiftCashEmbed` global, by tag. */
const GLOBAL_CLASSES = {
  'giftcash-brand-carousel': 'GiftcashBrandCarouselElement',
  'giftcash-wheel': 'GiftcashWheelElement',
  'giftcash-scratch-card': 'GiftcashScratchCardElement',
} as const;

/**
 * Puts `api` on `window.GiftCashEmbed` (the classic scripts). As in the element registry, the
 * first script wins: names already there stay, and every element class on the global is the one
 * registered for its tag, whichever script defined it.
 */
export function publishGlobal(api: Record<string, unknown>): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return;
  const host = window as unknown as { GiftCashEmbed?: Record<string, unknown> };
  const global = (host.GiftCashEmbed ??= {});
  for (const key of Object.keys(api)) if (!(key in global)) global[key] = api[key];
  for (const [tag, name] of Object.entries(GLOBAL_CLASSES)) {
    const registered = customElements.get(tag);
    if (registered) global[name] = registered;
  }
}
