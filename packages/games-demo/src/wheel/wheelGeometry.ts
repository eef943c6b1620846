/**
 * The wheel's geometry, React-free: where to stop the disc so a slot lands under the pointer,
 * and which slot a rotation shows. (The draw itself is core's games model: `drawSlot`.)
 */

/**
 * The wheel rotation (degrees, clockwise) that brings slot `index` under a pointer at the
 * top after at least `turns` full turns from `currentRotation`. Slot `i` spans
 * `[i, i + 1) × 360 / slotCount` degrees clockwise from the top of the unrotated wheel;
 * `position` (0–1, default the middle) says where inside the slot the pointer stops.
 */
export function landingRotation(index: number, slotCount: number, turns = 5, currentRotation = 0, position = 0.5): number {
  const size = 360 / slotCount;
  const inside = Math.min(0.95, Math.max(0.05, position));
  const target = (index + inside) * size;
  const wanted = (((360 - target - currentRotation) % 360) + 360) % 360;
  return currentRotation + turns * 360 + wanted;
}

/** Which slot is under the top pointer when the wheel is rotated by `rotation` degrees. */
export function slotAtRotation(rotation: number, slotCount: number): number {
  const angle = (((-rotation) % 360) + 360) % 360;
  return Math.min(slotCount - 1, Math.floor(angle / (360 / slotCount)));
}
