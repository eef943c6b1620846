// Assembles the CSS that goes into the GiftCash elements' shadow roots, from the packages' CSS
// sources: host reset + theme tokens (outside --gc-* values win) + shared components, and each
// component's own CSS. `rem` becomes px, so a partner's `html { font-size: 62.5% }` cannot
// shrink the widget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';

/** Source files, relative to the repository root. */
export const CSS_SOURCES = {
  tokens: 'packages/core/src/styles/tokens.css',
  components: 'packages/core/src/styles/components.css',
  carousel: 'packages/catalogue/src/brand-carousel/BrandCarousel.css',
  wheel: 'packages/games-demo/src/wheel/Wheel.css',
  scratch: 'packages/games-demo/src/scratch/ScratchCard.css',
};

/** `file` with its `@import './x.css';` lines inlined (recursively). */
export function readCss(file, seen = new Set()) {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(
    /@import\s+(?:url\()?['"]([^'"]+)['"]\)?\s*;/g,
    (_, target) => readCss(path.resolve(path.dirname(file), target), seen),
  );
}

/** `1.25rem` → `calc(1.25 * 16px)`: root-relative sizes would follow the host page's `html` font size. */
export const remToPx = (css) => css.replace(/(-?\d*\.?\d+)rem\b/g, (_, n) => `calc(${n} * 16px)`);

/** The `--gc-*` declarations of the first rule whose selector matches `selector`. */
export function tokenBlock(css, selector) {
  const match = css.match(new RegExp(`${selector}[^{]*\\{([^}]*)\\}`));
  if (!match) throw new Error(`embed css: no ${selector} block in tokens.css`);
  const tokens = [];
  for (const [, name, value] of match[1].matchAll(/(--gc-[\w-]+)\s*:\s*([^;]+);/g))
    if (!UNUSED_TOKENS.test(name)) tokens.push([name, value.trim()]);
  const scheme = match[1].match(/color-scheme\s*:\s*(\w+)/)?.[1];
  return { tokens, scheme };
}

/**
 * Theme tokens for a shadow root. Custom properties inherit through the shadow boundary and
 * `all: initial` does not reset them, so a partner can set any `--gc-*` on the element or an
 * ancestor. `.gc-embed` resolves each token as the outside value or the theme default into a
 * private `--gc-embed-*` property; `.gc-embed-root` puts them back under the public names.
 */
export function embedTokens(tokensCss) {
  const light = tokenBlock(tokensCss, ':root');
  const dark = tokenBlock(tokensCss, "\\[data-theme='dark'\\]");
  const resolve = ({ tokens }) =>
    tokens
      .map(([name, value]) => `${name.replace('--gc-', '--gc-embed-')}:var(${name},${value});`)
      .join('');
  const names = [...new Set([...light.tokens, ...dark.tokens].map(([name]) => name))];
  return [
    `.gc-embed{${resolve(light)}color-scheme:${light.scheme ?? 'light'}}`,
    `.gc-embed[data-theme='dark']{${resolve(dark)}color-scheme:${dark.scheme ?? 'dark'}}`,
    `.gc-embed-root{${names.map((name) => `${name}:var(${name.replace('--gc-', '--gc-embed-')});`).join('')}}`,
  ].join('\n');
}

/**
 * The host reset. Normal `:host` rules lose to the page's rules on the element (so a partner can
 * still size, place or hide it), but the few properties that would change how the widget looks are
 * `!important` (inner `!important` wins over the page's). `.gc-embed` cuts every inherited
 * property (`all: initial`), so page styles such as `* { color: red !important }` on the host never
 * reach inside; only `visibility` and `font-family` are taken back from the page (`inherit`): the
 * widget is set in the partner's font unless the partner sets `--gc-font`, and a host that hides
 * an ancestor (`visibility: hidden`, as a closed off-canvas panel or `.invisible` does) hides the
 * widget and its controls leave the Tab order. The widget paints its own background (`--gc-bg`) in both themes, so its text stays
 * readable whatever the partner page's background (a light widget on a dark page, or the reverse).
 * The mount's one-millisecond `visibility` transition lets the element hear (`transitionend`) when
 * the page hides or shows it, and `data-idle` (off screen, hidden, background tab) pauses every
 * CSS animation where it is.
 */
export const HOST_CSS = `
:host{all:initial;visibility:inherit;display:block;contain:layout style;padding:0!important;border:0!important;background:none!important;box-shadow:none!important;box-sizing:border-box!important;opacity:1!important;filter:none!important;transform:none!important;zoom:1!important;font-family:inherit}
:host([hidden]){display:none!important}
.gc-embed-mount{transition:visibility 1ms}
.gc-embed-mount[data-idle] *{animation-play-state:paused!important}
.gc-embed{all:initial;visibility:inherit;display:block;font-family:inherit}
.gc-embed-root{display:block;box-sizing:border-box;font-family:var(--gc-font);font-size:16px;line-height:1.5;color:var(--gc-text);text-align:start;-webkit-text-size-adjust:100%;text-size-adjust:100%}
.gc-embed>.gc-embed-root{background:var(--gc-bg);border-radius:var(--gc-radius)}
.gc-embed-root *,.gc-embed-root *::before,.gc-embed-root *::after{box-sizing:border-box}
.gc-embed-root :where(p){margin:0}
`;

/** Parts of the shared component CSS the elements never render (no dialogs, no page layouts, no fact rows, no pill or plain buttons, no edge-faded strips, no store badges, badges or visually hidden text). */
export const UNUSED_SELECTORS =
  /\.gc-(dialog|app-dialog|store-button|store-badge|badge|visually-hidden|error-boundary|catalogue-sr-only|account-sr-only|brand-visually-hidden|state-art|screen|screen-title|panel|facts|brand-logo|edge-fade)\b|:where\(\[data-variant='(pill|plain)'\]\)/;

/** Shared rules only the carousel draws (its round buttons): in its own stylesheet, not in the base every element loads. */
export const CAROUSEL_ONLY_SELECTORS = /\.gc-round-button\b/;

/**
 * The other catalogue rows, which share the carousel's root rule in its stylesheet but are no
 * element, and the catalogue card, which shares its rate rules.
 */
export const NOT_CAROUSEL_SELECTORS = /\.gc-(category-strip|brand-marquee|brand-card)\b/;

/** At-rules (registered properties, keyframes) only those unused parts read. */
export const UNUSED_AT_RULES = /^@(?:property|keyframes)\s+(?:--)?gc-edge-fade/;

/**
 * Tokens nothing in the elements reads: the empty and error state illustrations, the store
 * badges, and the page-heading type sizes, body line height and regular weight (the root sets
 * its own line height; the elements draw no headings).
 */
export const UNUSED_TOKENS =
  /^--gc-(state-art-|store-badge-|font-size-(2xl|3xl|display)$|line-height-body$|font-weight-regular$)/;

/**
 * `css` without the rules (and selectors in a list) that match `unused`. Handles plain rules and
 * one level of at-rule nesting (`@media { … }`), which is all the packages' CSS uses.
 */
/** A selector list's members: split at top-level commas only (`:where(a, b)` stays whole). */
function splitSelectors(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '(') depth += 1;
    else if (list[i] === ')') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

export function dropRules(css, unused = UNUSED_SELECTORS) {
  let out = '';
  // The last plain rule written and where `out` ended after it. A rule with the same selectors
  // straight after it is joined to it (a shared rule that keeps only this element's selector,
  // then the element's own rule): the cascade cannot tell them apart, and the selector is not
  // written twice.
  let last = { selectors: '', end: -1 };
  let i = 0;
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open < 0) break;
    const prelude = source.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (j < source.length && depth) {
      if (source[j] === '{') depth += 1;
      else if (source[j] === '}') depth -= 1;
      j += 1;
    }
    const body = source.slice(open + 1, j - 1);
    if (UNUSED_AT_RULES.test(prelude)) {
      // Dropped whole: only unused rules read it.
    } else if (prelude.startsWith('@')) {
      const inner = /\{/.test(body) ? dropRules(body, unused) : body;
      if (inner.trim()) out += `${prelude}{${inner}}\n`;
    } else {
      const selectors = splitSelectors(prelude)
        .filter((part) => part && !unused.test(part))
        .join(',');
      if (selectors && selectors === last.selectors && out.length === last.end)
        out = `${out.slice(0, -2).replace(/;?\s*$/, ';')}${body}}\n`;
      else if (selectors) out += `${selectors}{${body}}\n`;
      if (selectors) last = { selectors, end: out.length };
    }
    i = j;
  }
  return out;
}

async function minify(css) {
  const result = await transform(css, {
    loader: 'css',
    minify: true,
    target: ['chrome100', 'firefox100', 'safari15'],
    logLevel: 'silent',
  });
  return result.code.trim();
}

/** The four stylesheets (`base`, `carousel`, `wheel`, `scratch`) as minified text. */
export async function buildEmbedCss(root) {
  const read = (key) => readCss(path.join(root, CSS_SOURCES[key]));
  const tokensCss = read('tokens');
  const components = read('components');
  const notCarouselOnly = new RegExp(`^(?!.*${CAROUSEL_ONLY_SELECTORS.source})`);
  const base = [
    HOST_CSS,
    embedTokens(tokensCss),
    dropRules(
      components,
      new RegExp(`${UNUSED_SELECTORS.source}|${CAROUSEL_ONLY_SELECTORS.source}`),
    ),
  ].join('\n');
  // The carousel's shared rules first, so its own rules (same specificity) still win.
  const carousel = [
    dropRules(components, notCarouselOnly),
    dropRules(read('carousel'), NOT_CAROUSEL_SELECTORS),
  ].join('\n');
  return {
    base: await minify(remToPx(base)),
    carousel: await minify(remToPx(carousel)),
    wheel: await minify(remToPx(read('wheel'))),
    scratch: await minify(remToPx(read('scratch'))),
  };
}
