'use client';

import { useRef, type PointerEvent, type MouseEvent } from 'react';

/** Pixels a press must move before it counts as a drag (and the click after it is ignored). */
export const DRAG_THRESHOLD = 5;

/**
 * Lets a mouse drag scroll an element sideways (touch already scrolls natively). Returns
 * handlers for the scroller; a click that ends a drag is swallowed so no item is chosen.
 */
export function useDragScroll<T extends HTMLElement>() {
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const suppress = useRef(false);
  return {
    onPointerDown(event: PointerEvent<T>) {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      drag.current = { x: event.clientX, left: event.currentTarget.scrollLeft, moved: false };
      suppress.current = false;
    },
    onPointerMove(event: PointerEvent<T>) {
      const state = drag.current;
      if (!state) return;
      const dx = event.clientX - state.x;
      if (!state.moved && Math.abs(dx) < DRAG_THRESHOLD) return;
      state.moved = true;
      event.currentTarget.scrollLeft = state.left - dx;
    },
    onPointerUp() {
      suppress.current = drag.current?.moved ?? false;
      drag.current = null;
    },
    onPointerLeave() {
      drag.current = null;
    },
    onClickCapture(event: MouseEvent<T>) {
      if (!suppress.current) return;
      suppress.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
