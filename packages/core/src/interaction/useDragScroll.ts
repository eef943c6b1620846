'use client';

import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** Pointer movement, in px, beyond which a press becomes a drag (and the click that ends it is ignored). */
export const DRAG_THRESHOLD_PX = 5;

/** Where a press is: just `pressed`, `dragging` (moved more than 5 px), or `released` (up or cancelled). */
export type DragState = 'pressed' | 'dragging' | 'released';

/** What a drag moves: anything with a `scrollLeft` to read and write. */
export interface DragScroller {
  /** How far the content is scrolled sideways, in px. */
  scrollLeft: number;
}

/** Options of {@link useDragScroll}. */
export interface DragScrollOptions {
  /** Follows each press: `pressed` on pointerdown, `dragging` once it becomes a drag, `released` when it ends. */
  onStateChange?: (state: DragState, event: PointerEvent<HTMLElement>) => void;
  /**
   * What the drag moves, for content moved by script (e.g. a transform behind a `scrollLeft`
   * getter and setter): then every pointer drags it. @default the element itself, a native
   * scroller whose `scrollLeft` follows a mouse drag while touch and pen pan it natively
   * (`touch-action: pan-x`)
   */
  scroller?: DragScroller;
}

/** Handlers to spread on the element that is dragged. */
export interface DragScrollHandlers {
  /** Starts following a press. */
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  /** Moves the content once the press is a drag. */
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  /** Ends the press. */
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  /** Ends the press when the browser takes it over. */
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  /** Swallows the click that ends a drag. */
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  /** Stops the browser's own image and link dragging. */
  onDragStart: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Sideways drag-to-scroll. One pointer at a time (by `pointerId`); a press that moves more than
 * 5 px is a drag: the content follows the pointer (captured, so it keeps following outside the
 * element) and the click that ends the drag is swallowed, so nothing is chosen by accident. A
 * cancelled press (the browser took over a touch pan) swallows nothing: no click follows it.
 */
export function useDragScroll({
  onStateChange,
  scroller,
}: DragScrollOptions = {}): DragScrollHandlers {
  // The press under way (`id` set), or after one: whether its click is to be swallowed.
  const press = useRef<{
    id?: number;
    x?: number;
    from?: number;
    moved?: boolean;
    swallow?: boolean;
  }>({});
  const end = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (current.id !== event.pointerId) return;
    press.current = { swallow: event.type === 'pointerup' && current.moved };
    onStateChange?.('released', event);
  };
  return {
    onPointerDown(event) {
      if (event.button) return;
      press.current = {
        id: event.pointerId,
        x: event.clientX,
        from: (scroller ?? event.currentTarget).scrollLeft,
      };
      onStateChange?.('pressed', event);
    },
    onPointerMove(event) {
      const current = press.current;
      if (current.id !== event.pointerId) return;
      const dx = event.clientX - (current.x as number);
      const drives = scroller || event.pointerType === 'mouse';
      if (!current.moved && Math.abs(dx) > DRAG_THRESHOLD_PX) {
        current.moved = true;
        onStateChange?.('dragging', event);
        if (drives) event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      if (current.moved && drives)
        (scroller ?? event.currentTarget).scrollLeft = (current.from as number) - dx;
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClickCapture(event) {
      if (!press.current.swallow) return;
      press.current.swallow = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart(event) {
      event.preventDefault();
    },
  };
}
