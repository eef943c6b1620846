import { createRoot, type Root } from 'react-dom/client';
import { useEffect, useState, type ReactNode } from 'react';
import { GiftcashError, errorMessage, safeHttpUrl } from '@giftcash/core';
import { GiftcashProvider, useMediaQuery } from '@giftcash/core/react';
import {
  dispatchEmbedEvent,
  type GiftcashEmbedEventDetail,
  type GiftcashEmbedEventName,
} from '../events';
import { parseTheme, type EmbedTheme } from '../config/attributes';
import { dataSourceKey, providerForSource } from '../config/dataSource';
import { adoptStyles, baseCss } from '../styles/embedStyles';
import { VERSION } from '../register';

/** Tags and attributes already warned about (`<tag> <attribute>`): one warning each. */
const warned = new Set<string>();

/**
 * Says once per tag and attribute, in the console, that `<tag>` ignored a value of `name`, and
 * why (`that cannot be read as text. Set a string.`).
 */
export function warnIgnored(tag: string, name: string, why: string): void {
  const key = `${tag} ${name}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`@giftcash/embed ${VERSION}: <${tag}> ignored a ${name} value ${why}`);
}

/** `HTMLElement`, or a stand-in on the server, so importing this module never touches the DOM. */
const BaseElement = (
  typeof HTMLElement === 'undefined' ? class {} : HTMLElement
) as typeof HTMLElement;

/** Attributes every GiftCash element reads. */
export const COMMON_ATTRIBUTES = ['data-source', 'theme', 'app-link', 'partner-id'] as const;

/** Theme wrapper: `.gc-embed` resolves the `--gc-*` tokens (outside values win), `.gc-embed-root` applies them. */
function EmbedShell({ theme, children }: { theme: EmbedTheme; children: ReactNode }) {
  // `auto` follows the visitor's colour scheme, live.
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  return (
    <div className="gc-embed" data-theme={theme === 'auto' ? (dark ? 'dark' : 'light') : theme}>
      <div className="gc-embed-root">{children}</div>
    </div>
  );
}

/**
 * Whether `node` or an ancestor in the flattened tree (through slots and shadow hosts) has
 * `aria-hidden="true"`: the host page hid it from assistive technology (a modal library hiding
 * everything behind its dialog, a collapsed panel), so its controls must leave the Tab order too.
 */
export function hiddenByAncestor(node: Node): boolean {
  for (let current: Node | null = node; current;) {
    if (current.nodeType === 1 && (current as Element).getAttribute('aria-hidden') === 'true')
      return true;
    const slot: Node | null = current.nodeType === 1 ? (current as Element).assignedSlot : null;
    const parent: Node | null = slot ?? current.parentNode;
    current =
      parent && parent.nodeType === 11 && 'host' in parent ? (parent as ShadowRoot).host : parent;
  }
  return false;
}

/**
 * Base of the GiftCash custom elements: an open shadow root holding the styles and one
 * Preact (React-compatible) root, re-rendered when an observed attribute changes and
 * unmounted when the element leaves the page. Subclasses say what to render.
 */
export abstract class GiftcashEmbedElement extends BaseElement {
  static get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES];
  }

  /** Version of @giftcash/embed that defined this element (two scripts on one page: see the README's "Upgrading"). */
  static readonly version: string = VERSION;

  #root: Root | null = null;
  #container: HTMLDivElement | null = null;
  #scheduled = false;
  #hiddenObserver: MutationObserver | null = null;
  /** Releases the on-screen / visibility watchers. */
  #unwatch: (() => void) | null = null;
  #active = true;

  /** Key of the component stylesheet adopted next to the base styles. */
  protected abstract readonly styleKey: string;
  /** The component stylesheet's text. */
  protected abstract componentCss(): string;
  /** What to render inside the provider and theme wrapper (a React element; typed loosely to keep React out of the public types). */
  protected abstract renderContent(): unknown;

  /** The `data-source` attribute: `sample` (default) or an http(s) API base address. */
  get dataSource(): string {
    return this.getAttribute('data-source') ?? 'sample';
  }
  set dataSource(value: string | null) {
    this.reflect('data-source', value);
  }

  /** The `theme` attribute: `light` (default), `dark` or `auto`. */
  get theme(): EmbedTheme {
    return parseTheme(this.getAttribute('theme'));
  }
  set theme(value: EmbedTheme | null) {
    this.reflect('theme', value);
  }

  /** The `app-link` attribute: where the games' Start Saving Today links go. */
  get appLink(): string | null {
    return this.getAttribute('app-link');
  }
  set appLink(value: string | null) {
    this.reflect('app-link', value);
  }

  /** The `partner-id` attribute: added to brand links as `?partner=<id>`. */
  get partnerId(): string | null {
    return this.getAttribute('partner-id');
  }
  set partnerId(value: string | null) {
    this.reflect('partner-id', value);
  }

  /**
   * Sets the attribute `name` to `value` (as a string), or removes it for `null` / `undefined`. A
   * value that cannot be read as text (a null-prototype object, a `toString` that throws) is
   * refused as an unusable attribute is: the element keeps what it had, and the console says so
   * once per tag and attribute.
   */
  protected reflect(name: string, value: unknown): void {
    if (value == null) return this.removeAttribute(name);
    let text: string;
    try {
      text = String(value);
    } catch {
      return warnIgnored(this.localName, name, 'that cannot be read as text. Set a string.');
    }
    this.setAttribute(name, text);
  }

  /**
   * Whether the widget may animate: on screen, not `visibility: hidden`, in a visible tab. Off
   * screen or hidden, animation loops stop and CSS animations pause where they are.
   */
  protected get active(): boolean {
    return this.#active;
  }

  /**
   * Frameworks and tag managers often set a property (`el.dataSource = …`) before the script
   * defining the element has run: that own property hides the class's accessor. Take each one
   * over (the lazy-property pattern), so it becomes the attribute and later changes are seen.
   */
  #upgradeProperties(): void {
    for (const attribute of (this.constructor as typeof GiftcashEmbedElement).observedAttributes) {
      const property = attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      if (!Object.prototype.hasOwnProperty.call(this, property)) continue;
      const self = this as unknown as Record<string, unknown>;
      const value = self[property];
      delete self[property];
      self[property] = value;
    }
  }

  connectedCallback(): void {
    this.#upgradeProperties();
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptStyles(shadow, 'base', baseCss());
    adoptStyles(shadow, this.styleKey, this.componentCss());
    if (!this.#container) {
      this.#container = this.ownerDocument.createElement('div');
      this.#container.className = 'gc-embed-mount';
      shadow.append(this.#container);
    }
    this.#root ??= createRoot(this.#container);
    this.#watchAriaHidden();
    this.#watchActivity(this.#container);
    this.#render();
  }

  /**
   * Watches whether the widget can be seen: an IntersectionObserver (off screen, `display: none`,
   * `hidden` — also inside an iframe scrolled out of its page), a one-millisecond `visibility`
   * transition on the mount (its `transitionend` tells an inherited `visibility: hidden` from the
   * page) and the tab's `visibilitychange`. Not on screen until the observer says so. While idle,
   * running Web Animations in the shadow root (the wheel's spin) are paused and CSS animations
   * held by `data-idle`; both play on from where they stopped.
   */
  #watchActivity(mount: HTMLDivElement): void {
    const view = this.ownerDocument.defaultView;
    if (this.#unwatch || !view || typeof view.IntersectionObserver !== 'function') return;
    let onScreen = false;
    /** Script-driven animations (the wheel's spin) paused while idle, to play on from where they stopped. */
    let held: Animation[] = [];
    const update = () => {
      const active =
        onScreen &&
        this.ownerDocument.visibilityState !== 'hidden' &&
        view.getComputedStyle(mount).visibility !== 'hidden';
      mount.toggleAttribute('data-idle', !active);
      if (active === this.#active) return;
      this.#active = active;
      if (active) for (const animation of held.splice(0)) animation.play();
      else {
        // CSS animations pause through `data-idle`; the mount's own visibility transition must end.
        held = (this.shadowRoot?.getAnimations?.() ?? []).filter(
          (animation) =>
            animation.playState === 'running' &&
            (animation.effect as KeyframeEffect | null)?.target !== mount,
        );
        for (const animation of held) animation.pause();
      }
      this.#schedule();
    };
    this.#active = false;
    mount.toggleAttribute('data-idle', true);
    const observer = new view.IntersectionObserver((entries) => {
      for (const entry of entries) onScreen = entry.isIntersecting;
      update();
    });
    observer.observe(mount);
    const stop = new AbortController();
    mount.addEventListener('transitionend', update, { signal: stop.signal });
    this.ownerDocument.addEventListener('visibilitychange', update, { signal: stop.signal });
    this.#unwatch = () => {
      observer.disconnect();
      stop.abort();
    };
  }

  /**
   * Keeps the widget `inert` while an ancestor is `aria-hidden="true"`, so it never puts tab stops
   * that a screen reader cannot see. (`visibility`, `display`, `hidden` and `inert` on an ancestor
   * already reach inside: the stylesheet inherits `visibility`, the rest follow the flat tree.)
   * Watches `aria-hidden` changes in every tree up to the document.
   */
  #watchAriaHidden(): void {
    const container = this.#container;
    if (!container) return;
    const update = () => container.toggleAttribute('inert', hiddenByAncestor(this));
    update();
    if (this.#hiddenObserver || typeof MutationObserver !== 'function') return;
    const observer = new MutationObserver(update);
    for (let root: Node = this.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
      observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
      if (!(root.nodeType === 11 && 'host' in root)) break;
    }
    this.#hiddenObserver = observer;
  }

  disconnectedCallback(): void {
    this.#hiddenObserver?.disconnect();
    this.#hiddenObserver = null;
    this.#unwatch?.();
    this.#unwatch = null;
    this.#scheduled = false;
    this.#root?.unmount();
    this.#root = null;
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    if (previous !== next) this.#schedule();
  }

  /** Renders once after the current task's changes (several attributes often change together). */
  #schedule(): void {
    if (!this.#root || this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      if (!this.#scheduled) return;
      this.#scheduled = false;
      this.#render();
    });
  }

  /** Re-renders now (after changing a property that is not an attribute). */
  protected update(): void {
    if (this.#root) this.#render();
  }

  #render(): void {
    const source = dataSourceKey(this.getAttribute('data-source'));
    const download = safeHttpUrl(this.getAttribute('app-link'));
    this.#root?.render(
      <GiftcashProvider
        key={source}
        provider={providerForSource(source)}
        appLinks={download ? { download } : undefined}
      >
        <EmbedShell theme={this.theme}>{this.renderContent() as ReactNode}</EmbedShell>
      </GiftcashProvider>,
    );
  }

  /** Dispatches a GiftCash event from this element; `false` when a listener cancelled it. */
  protected emit<K extends GiftcashEmbedEventName>(
    type: K,
    detail: GiftcashEmbedEventDetail<K>,
  ): boolean {
    return dispatchEmbedEvent(this, type, detail);
  }

  /** Reports a failed read as `giftcash:error`. */
  protected emitError(error: unknown, endpoint: string): void {
    this.emit('giftcash:error', {
      message: errorMessage(error, 'An error occurred'),
      endpoint: error instanceof GiftcashError ? (error.endpoint ?? endpoint) : endpoint,
    });
  }
}

/** Calls `onError` once per failure of a resource (not on every render). */
export function useReportError(
  status: string,
  error: unknown,
  onError: (error: unknown) => void,
): void {
  const [reported, setReported] = useState<unknown>(undefined);
  useEffect(() => {
    if (status === 'error' && error !== undefined && error !== reported) {
      setReported(error);
      onError(error);
    }
  }, [status, error, reported, onError]);
}
