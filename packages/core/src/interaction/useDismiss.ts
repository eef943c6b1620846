'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** Why a layer asks to close. */
export type DismissReason = 'escape' | 'outside-press' | 'outside-focus';

/** Options of {@link useDismiss}. */
export interface DismissOptions {
  /** Whether the layer (menu, panel, popover) is showing; nothing is listened to while it is not. */
  open: boolean;
  /** Called when the layer should close, with the reason. */
  onDismiss: (reason: DismissReason) => void;
  /**
   * Escape closes the layer: `'anywhere'` on the page, `'inside'` only while focus is inside the
   * layer, or `false`. An Escape another handler already took (`defaultPrevented`) is left alone;
   * one this hook takes is `preventDefault()`ed. @default 'anywhere'
   */
  escape?: 'anywhere' | 'inside' | false;
  /** A press (pointerdown) outside the layer closes it. @default true */
  outsidePress?: boolean;
  /** Focus moving outside the layer closes it. @default false */
  outsideFocus?: boolean;
}

/** The focused element as seen from `node`'s own tree (its shadow root when it is in one). */
const activeElementOf = (node: Node): Element | null =>
  (node.getRootNode() as Document | ShadowRoot).activeElement ?? null;

/**
 * Closes a layer on Escape and on presses or focus outside it. `ref` is the layer's root, and
 * includes whatever should not count as outside (e.g. the button that opens it). Works inside a
 * shadow root: "inside" is read from the event's composed path, not its retargeted `target`.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  {
    open,
    onDismiss,
    escape = 'anywhere',
    outsidePress = true,
    outsideFocus = false,
  }: DismissOptions,
): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return undefined;
    const doc = root.ownerDocument;
    const outside = (event: Event) => !event.composedPath().includes(root);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (escape === 'inside' && !root.contains(activeElementOf(root))) return;
      event.preventDefault();
      dismiss.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event)) dismiss.current('outside-press');
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event)) dismiss.current('outside-focus');
    };
    if (escape) doc.addEventListener('keydown', onKeyDown);
    if (outsidePress) doc.addEventListener('pointerdown', onPointerDown);
    if (outsideFocus) doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, open, escape, outsidePress, outsideFocus]);
}
