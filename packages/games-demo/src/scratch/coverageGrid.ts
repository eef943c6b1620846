import { SCRATCH_THRESHOLDS } from '@giftcash/core/games';

/**
 * How much of a scratch surface has been cleared, kept as a coarse grid of cells that the
 * brush marks as it moves. Updating costs a handful of cell checks per stroke segment and
 * never reads canvas pixels, so it stays cheap at any device pixel ratio.
 *
 * @internal
 */
export interface CoverageGrid {
  /** Clears a round brush of `radius` swept from (x0, y0) to (x1, y1), in CSS pixels. */
  stroke(x0: number, y0: number, x1: number, y1: number, radius: number): void;
  /** Marks every cell cleared. */
  clearAll(): void;
  /** Cleared fraction, 0–1. */
  fraction(): number;
}

/**
 * A coverage grid over a `width` × `height` surface with square cells of `cell` px.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export function createCoverageGrid(width: number, height: number, cell = 10): CoverageGrid {
  const cols = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const cells = new Uint8Array(cols * rows);
  let cleared = 0;

  const mark = (cx: number, cy: number, radius: number) => {
    const r2 = radius * radius;
    const c0 = Math.max(0, Math.floor((cx - radius) / cell));
    const c1 = Math.min(cols - 1, Math.floor((cx + radius) / cell));
    const r0 = Math.max(0, Math.floor((cy - radius) / cell));
    const r1 = Math.min(rows - 1, Math.floor((cy + radius) / cell));
    for (let row = r0; row <= r1; row += 1) {
      const dy = (row + 0.5) * cell - cy;
      for (let col = c0; col <= c1; col += 1) {
        const dx = (col + 0.5) * cell - cx;
        const at = row * cols + col;
        if (!cells[at] && dx * dx + dy * dy <= r2) {
          cells[at] = 1;
          cleared += 1;
        }
      }
    }
  };

  return {
    stroke(x0, y0, x1, y1, radius) {
      const length = Math.hypot(x1 - x0, y1 - y0);
      const steps = Math.max(1, Math.ceil(length / (cell / 2)));
      for (let i = 0; i <= steps; i += 1)
        mark(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, radius);
    },
    clearAll() {
      cells.fill(1);
      cleared = cells.length;
    },
    fraction: () => cleared / cells.length,
  };
}

/** The moments of a scratch play, each fired once. */
export type ScratchMilestone = 'link' | 'result' | 'complete';

// The thresholds are the play machine's (core/games), so both read the same figures.
export { SCRATCH_THRESHOLDS };

/**
 * Tracks which milestones have fired: the app link above 40% cleared, the result message
 * above 50%, completion above 60% with a mouse or pen, 50% with touch. `update` returns the
 * milestones newly crossed by this fraction; each is returned only once.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export function createMilestones() {
  const fired = new Set<ScratchMilestone>();
  return {
    update(fraction: number, pointer: 'mouse' | 'touch' | string = 'mouse'): ScratchMilestone[] {
      const complete =
        pointer === 'touch' ? SCRATCH_THRESHOLDS.completeTouch : SCRATCH_THRESHOLDS.completeMouse;
      const crossed: ScratchMilestone[] = [];
      const check = (name: ScratchMilestone, threshold: number) => {
        if (!fired.has(name) && fraction > threshold) {
          fired.add(name);
          crossed.push(name);
        }
      };
      check('link', SCRATCH_THRESHOLDS.link);
      check('result', SCRATCH_THRESHOLDS.result);
      check('complete', complete);
      return crossed;
    },
    has: (name: ScratchMilestone) => fired.has(name),
  };
}
