import type { CDPSession, Page } from '@playwright/test';

/** A phone-sized webview: 390×844 CSS px, mobile viewport, touch (`hover: none`, `pointer: coarse`). */
export const WEBVIEW = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/** Games the sample data always has (for the wheel and scratch pages). */
export const SAMPLE_WHEEL = {
  id: 'wheel-cashback-plus',
  type: 1,
  name: 'Cashback+ Wheel',
} as const;
export const SAMPLE_SCRATCH = {
  id: 'scratch-cashback',
  type: 2,
  name: 'Cashback Scratch Card',
} as const;

/** One control smaller than the 44×44 CSS px touch target. */
export interface SmallTarget {
  /** e.g. `button "Close"` */
  control: string;
  width: number;
  height: number;
}

/**
 * Every visible control (links, buttons, inputs, selects, summaries, tabs…) whose box is smaller
 * than `min`×`min` CSS px. Links inside running text are exempt (WCAG 2.5.8's inline exception),
 * as are native checkboxes and radios wrapped in a label that is itself big enough.
 */
export function smallTouchTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((size) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="option"], [tabindex]:not([tabindex="-1"])';
    const nameOf = (el: Element) =>
      (
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60);
    const isInlineInText = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      const text = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return text.length > (el.textContent ?? '').trim().length + 1;
    };
    const out: { control: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const html = el as HTMLElement;
      if (!html.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (html.closest('[inert], [aria-hidden="true"]')) continue;
      const rect = html.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (isInlineInText(el)) continue;
      const type = (el as HTMLInputElement).type;
      if (el.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio')) {
        const label =
          el.closest('label') ??
          (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
        const box = label?.getBoundingClientRect();
        if (box && box.width >= size && box.height >= size) continue;
      }
      if (rect.width + 0.5 >= size && rect.height + 0.5 >= size) continue;
      out.push({
        control: `${el.tagName.toLowerCase()} "${nameOf(el)}"`,
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      });
    }
    return out;
  }, min);
}

/**
 * Style rules that reveal something only on hover (`:hover` making an element displayed, visible
 * or opaque), outside `@media (hover: hover)` blocks that do not apply on a touch screen.
 */
export function hoverOnlyReveals(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          if (window.matchMedia(rule.media.mediaText).matches) visit(rule.cssRules);
          continue;
        }
        if (rule instanceof CSSSupportsRule || rule instanceof CSSLayerBlockRule) {
          visit(rule.cssRules);
          continue;
        }
        if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(':hover')) continue;
        const style = rule.style;
        const reveals =
          (style.display && style.display !== 'none') ||
          style.visibility === 'visible' ||
          (style.opacity !== '' && Number(style.opacity) > 0.5) ||
          style.pointerEvents === 'auto';
        // A :hover that also has a :focus/:focus-within twin in the same rule is reachable without hover.
        if (reveals && !/:focus/.test(rule.selectorText)) found.push(rule.selectorText);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        visit(sheet.cssRules);
      } catch {
        /* cross-origin sheet */
      }
    }
    return found;
  });
}

/** A touch drag from `from` to `to` in `steps` moves, with real touch events (CDP). */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 12,
): Promise<void> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [
    { x: Math.round(x), y: Math.round(y), id: 1, radiusX: 4, radiusY: 4, force: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(from.x, from.y),
  });
  for (let i = 1; i <= steps; i += 1) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The page's scroll position. */
export const scrollPosition = (page: Page) =>
  page.evaluate(() => ({ x: Math.round(window.scrollX), y: Math.round(window.scrollY) }));

/** User agents of the apps' webviews (iOS WKWebView, Android WebView). */
export const IOS_WEBVIEW_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
export const ANDROID_WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 15; Pixel 8 Build/AP3A.241005.015; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36';

/** Which native bridge a fake app injects. */
export type BridgeKind = 'react-native' | 'webkit';

/**
 * Fakes the app's bridge before every page load, as the apps inject it (before the page's
 * scripts); everything posted lands in `window.__posted`, which survives reloads in
 * sessionStorage so one test can follow several pages.
 */
export async function fakeBridge(page: Page, kind: BridgeKind): Promise<void> {
  await page.addInitScript((bridge) => {
    const KEY = '__posted';
    const posted: unknown[] = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    const keep = (data: unknown) => {
      posted.push(data);
      window.sessionStorage.setItem(KEY, JSON.stringify(posted));
    };
    (window as unknown as { __posted: unknown[] }).__posted = posted;
    if (bridge === 'react-native') {
      (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
        postMessage: (data: string) => keep(data),
      };
    } else {
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { giftcash: { postMessage: (data: unknown) => keep(data) } },
      };
    }
  }, kind);
}

/** What the page posted to the fake bridge so far, as it arrived (strings from React Native, objects from WKWebView). */
export const postedRaw = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted);
