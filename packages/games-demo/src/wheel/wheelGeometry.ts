/**
 * The wheel's geometry, React-free: where to stop the disc so a slot lands under the pointer,
 * and which slot a rotation shows. (The draw itself is core's games model: `drawSlot`.)
 */

/**
 * The wheel rotation (degrees, clockwise) that brings slot `index` under a pointer at the
 * top after at least `turns` full turns from `currentRotation`. Slot `i` spans
 * `[i, i + 1) × 360 / slotCount` degrees clockwise from the top of the unrotated wheel;
 * `position` (0–1, default the middle) says where inside the slot the pointer stops.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export function landingRotation(
  index: number,
  slotCount: number,
  turns = 5,
  currentRotation = 0,
  position = 0.5,
): number {
  const size = 360 / slotCount;
  const inside = Math.min(0.95, Math.max(0.05, position));
  const target = (index + inside) * size;
  const wanted = (((360 - target - currentRotation) % 360) + 360) % 360;
  return currentRotation + turns * 360 + wanted;
}

/**
 * Which slot is under the top pointer when the wheel is rotated by `rotation` degrees.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export function slotAtRotation(rotation: number, slotCount: number): number {
  const angle = ((-rotation % 360) + 360) % 360;
  return Math.min(slotCount - 1, Math.floor(angle / (360 / slotCount)));
}

const RADIUS = 96;

function point(angle: number, radius: number): string {
  const rad = (angle * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(2)} ${(-radius * Math.cos(rad)).toFixed(2)}`;
}

/** The SVG path of a slice from `start` over `size` degrees; a single slot (360°) is the whole disc. */
export function slicePath(start: number, size: number, radius = RADIUS): string {
  if (size >= 360)
    return `M${point(0, radius)}A${radius} ${radius} 0 1 1 ${point(180, radius)}A${radius} ${radius} 0 1 1 ${point(0, radius)}Z`;
  return `M0 0L${point(start, radius)}A${radius} ${radius} 0 ${size > 180 ? 1 : 0} 1 ${point(start + size, radius)}Z`;
}
