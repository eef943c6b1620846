/**
 * Old names kept for one minor version (see CONTRIBUTING.md, "Naming"): each is the same value
 * as its new home, and goes in the next minor release.
 */
import { DRAG_THRESHOLD_PX as DRAG_THRESHOLD } from '@giftcash/core';

/** @deprecated Import `DRAG_THRESHOLD_PX` from `@giftcash/core` (the interaction layer's `useDragScroll`). */
export const DRAG_THRESHOLD_PX = DRAG_THRESHOLD;
