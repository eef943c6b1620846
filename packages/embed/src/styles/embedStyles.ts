/**
 * The stylesheets that go into each element's shadow root. The build (packages/embed/scripts)
 * fills these in from the packages' CSS sources — core tokens and shared components, plus each
 * component's CSS — so nothing is fetched or injected into the host page. Outside a build
 * (unit tests) they are empty.
 */
declare const __GIFTCASH_EMBED_BASE_CSS__: string | undefined;
declare const __GIFTCASH_EMBED_CAROUSEL_CSS__: string | undefined;
declare const __GIFTCASH_EMBED_WHEEL_CSS__: string | undefined;
declare const __GIFTCASH_EMBED_SCRATCH_CSS__: string | undefined;

/** The stylesheets of the elements' shadow roots. */
export type EmbedStyleKey = 'base' | 'carousel' | 'wheel' | 'scratch';

const provided: Partial<Record<EmbedStyleKey, string>> = {};

/**
 * Supplies shadow-root CSS where the build did not inline it: when the elements are bundled from
 * source by another tool (development, stories). The published scripts carry their CSS and ignore
 * this. `base` should hold the core tokens and shared component CSS (`@giftcash/core/styles.css`).
 * Affects elements connected afterwards.
 */
export function provideEmbedStyles(styles: Partial<Record<EmbedStyleKey, string>>): void {
  Object.assign(provided, styles);
}

/** Host reset, theme tokens and the shared `.gc-button` / `.gc-status` styles. */
export const baseCss = (): string =>
  typeof __GIFTCASH_EMBED_BASE_CSS__ === 'string'
    ? __GIFTCASH_EMBED_BASE_CSS__
    : (provided.base ?? '');
/** The brand carousel's CSS. */
export const carouselCss = (): string =>
  typeof __GIFTCASH_EMBED_CAROUSEL_CSS__ === 'string'
    ? __GIFTCASH_EMBED_CAROUSEL_CSS__
    : (provided.carousel ?? '');
/** The wheel's CSS. */
export const wheelCss = (): string =>
  typeof __GIFTCASH_EMBED_WHEEL_CSS__ === 'string'
    ? __GIFTCASH_EMBED_WHEEL_CSS__
    : (provided.wheel ?? '');
/** The scratch card's CSS. */
export const scratchCss = (): string =>
  typeof __GIFTCASH_EMBED_SCRATCH_CSS__ === 'string'
    ? __GIFTCASH_EMBED_SCRATCH_CSS__
    : (provided.scratch ?? '');

const sheetsByDocument = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Puts `css` into `shadow`: a shared constructable stylesheet where supported (one parse for all
 * elements, and allowed under a strict Content-Security-Policy), else a `<style>` element.
 */
export function adoptStyles(shadow: ShadowRoot, key: string, css: string): void {
  if (!css) return;
  const view = shadow.ownerDocument.defaultView;
  const Sheet = view?.CSSStyleSheet;
  if (
    Sheet &&
    'adoptedStyleSheets' in shadow &&
    typeof Sheet.prototype.replaceSync === 'function'
  ) {
    let sheets = sheetsByDocument.get(shadow.ownerDocument);
    if (!sheets) sheetsByDocument.set(shadow.ownerDocument, (sheets = new Map()));
    let sheet = sheets.get(css);
    if (!sheet) {
      try {
        sheet = new Sheet();
        sheet.replaceSync(css);
        sheets.set(css, sheet);
      } catch {
        sheet = undefined;
      }
    }
    if (sheet) {
      if (!shadow.adoptedStyleSheets.includes(sheet))
        shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
      return;
    }
  }
  const style = shadow.ownerDocument.createElement('style');
  style.dataset.gcStyles = key;
  style.textContent = css;
  shadow.prepend(style);
}
