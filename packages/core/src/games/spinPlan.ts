/**
 * The wheel's motion while a server decides, React-free: a steady spin that starts at once, then,
 * when the answer arrives, a stop planned from the current angle and speed. The stop decelerates
 * at a constant rate, so it starts at exactly the steady speed (no jump) and ends at rest exactly
 * inside the answered slot. Angles are degrees clockwise; time is milliseconds.
 *
 * Slot `i` of `count` spans `[i, i + 1) × 360 / count` degrees clockwise from the top of the
 * unrotated wheel; a wheel rotated by `r` shows, under a pointer at the top, the slot at `-r`.
 */

/** A spin at constant angular speed. */
export interface SteadySpin {
  /** Rotation when the spin started. */
  from: number;
  /** Degrees per millisecond (positive: clockwise). */
  speed: number;
}

/** A planned stop: from `from` to `to` in `duration` ms along {@link STOP_EASING}. */
export interface SpinStop {
  /** Rotation at the start, in degrees. */
  from: number;
  /** Rotation at rest, in degrees. */
  to: number;
  /** How long the stop takes, in ms. */
  duration: number;
}

/**
 * The easing of a stop: progress 2x − x², constant deceleration to rest. Written exactly as a
 * cubic Bézier (a quadratic with control point (½, 1), degree-raised), its slope at the start is
 * 2, so a stop over `distance` in `duration` begins at `2 × distance / duration`: the steady speed.
 */
export const STOP_EASING = 'cubic-bezier(0.3333333, 0.6666667, 0.6666667, 1)';

/** Progress along {@link STOP_EASING} at `x` (0–1) of its duration. */
export const stopProgress = (x: number): number => {
  const t = Math.min(1, Math.max(0, x));
  return 2 * t - t * t;
};

/** Rotation of a steady spin `elapsed` ms after it started. */
export const steadyAngle = (spin: SteadySpin, elapsed: number): number =>
  spin.from + spin.speed * Math.max(0, elapsed);

/** Rotation of a stop `elapsed` ms after it began. */
export const stopAngle = (stop: SpinStop, elapsed: number): number =>
  stop.duration > 0
    ? stop.from + (stop.to - stop.from) * stopProgress(elapsed / stop.duration)
    : stop.to;

/** Speed (degrees per ms) of a stop `elapsed` ms after it began. */
export const stopSpeed = (stop: SpinStop, elapsed: number): number =>
  stop.duration > 0
    ? ((stop.to - stop.from) * 2 * (1 - Math.min(1, Math.max(0, elapsed / stop.duration)))) /
      stop.duration
    : 0;

/** Which slot is under the top pointer when the wheel is rotated by `rotation` degrees. */
export function slotUnderPointer(rotation: number, count: number): number {
  const angle = ((-rotation % 360) + 360) % 360;
  return Math.min(count - 1, Math.floor(angle / (360 / count)));
}

export interface PlanStopOptions {
  /** The wheel's rotation now. */
  angle: number;
  /** Its speed now, degrees per ms (> 0). */
  speed: number;
  /** The answered slot. */
  index: number;
  /** Slots on the wheel. */
  count: number;
  /** Where inside the slot to stop, 0–1 (kept within 0.05–0.95 so it never stops on a line). @default 0.5 */
  position?: number;
  /** The least distance to travel, in degrees: a short answer still decelerates visibly. @default 360 */
  minDistance?: number;
}

/**
 * Plans the stop on slot `index` from the current angle and speed: the first rotation at least
 * `minDistance` ahead that puts the pointer at `position` inside the slot, reached with constant
 * deceleration from `speed` (so `duration = 2 × distance / speed`).
 */
export function planStop({
  angle,
  speed,
  index,
  count,
  position = 0.5,
  minDistance = 360,
}: PlanStopOptions): SpinStop {
  const size = 360 / count;
  const inside = Math.min(0.95, Math.max(0.05, position));
  // Rotation r shows angle (−r mod 360) under the pointer: we want (index + inside) × size.
  const wanted = (((-(index + inside) * size - angle) % 360) + 360) % 360;
  const distance = wanted + 360 * Math.ceil(Math.max(0, minDistance - wanted) / 360);
  return { from: angle, to: angle + distance, duration: speed > 0 ? (2 * distance) / speed : 0 };
}

/** Plans a stop anywhere (no answer to land on): constant deceleration from `speed` to rest in `duration` ms. */
export function planRest(angle: number, speed: number, duration: number): SpinStop {
  return { from: angle, to: angle + (Math.max(0, speed) * duration) / 2, duration };
}
