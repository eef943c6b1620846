import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { DRAG_THRESHOLD_PX } from '../brand-carousel/clock';

export interface DragScrollHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  onDragStart: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Sideways drag-to-scroll for a native scroller (`overflow-x: auto`). A mouse drag scrolls it;
 * touch uses the browser's own panning (`touch-action: pan-x`). Movement beyond 5 px makes the
 * press a drag, and the click that ends it is swallowed so nothing gets selected by accident.
 */
export function useDragScroll(onDragChange?: (dragging: boolean) => void): DragScrollHandlers {
  const state = useRef<{ id: number; x: number; left: number; moved: boolean; mouse: boolean } | null>(null);
  const suppress = useRef(false);
  const end = (event: PointerEvent<HTMLElement>) => {
    const current = state.current;
    if (!current || current.id !== event.pointerId) return;
    state.current = null;
    suppress.current = current.moved || event.type === 'pointercancel';
    if (current.moved) onDragChange?.(false);
  };
  return {
    onPointerDown(event) {
      if (event.button !== 0) return;
      suppress.current = false;
      state.current = {
        id: event.pointerId,
        x: event.clientX,
        left: event.currentTarget.scrollLeft,
        moved: false,
        mouse: event.pointerType === 'mouse',
      };
    },
    onPointerMove(event) {
      const current = state.current;
      if (!current || current.id !== event.pointerId) return;
      const dx = event.clientX - current.x;
      if (!current.moved && Math.abs(dx) > DRAG_THRESHOLD_PX) {
        current.moved = true;
        onDragChange?.(true);
        if (current.mouse) event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      if (current.moved && current.mouse) event.currentTarget.scrollLeft = current.left - dx;
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClickCapture(event) {
      if (!suppress.current) return;
      suppress.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart(event) {
      event.preventDefault();
    },
  };
}
