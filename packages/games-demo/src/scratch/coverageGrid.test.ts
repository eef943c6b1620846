import { describe, expect, it } from 'vitest';
import {
  createCoverageGrid,
  createMilestones,
  SCRATCH_THRESHOLDS,
  type ScratchMilestone,
} from './coverageGrid';

/** Scratches row after row with a 30 px brush, recording the fraction at which each milestone fired. */
function scratchUntilDone(pointer: 'mouse' | 'touch') {
  const grid = createCoverageGrid(340, 140);
  const milestones = createMilestones();
  const firedAt = new Map<ScratchMilestone, number>();
  const fired: ScratchMilestone[] = [];
  let previous = 0;
  for (let y = 5; y <= 140; y += 5) {
    for (let x = 0; x < 340; x += 10) {
      grid.stroke(x, y, x + 10, y, 15);
      const fraction = grid.fraction();
      expect(fraction).toBeGreaterThanOrEqual(previous);
      previous = fraction;
      for (const name of milestones.update(fraction, pointer)) {
        fired.push(name);
        firedAt.set(name, fraction);
      }
    }
  }
  return { firedAt, fired, grid };
}

describe('coverage grid', () => {
  it('starts at 0, grows with the brush and reaches 1 when everything is scratched', () => {
    const grid = createCoverageGrid(340, 140);
    expect(grid.fraction()).toBe(0);
    grid.stroke(0, 0, 0, 0, 15);
    const dab = grid.fraction();
    expect(dab).toBeGreaterThan(0);
    expect(dab).toBeLessThan(0.02);
    grid.stroke(0, 70, 340, 70, 15);
    // A full-width 30 px band covers about 30/140 of the height.
    expect(grid.fraction()).toBeGreaterThan(0.15);
    expect(grid.fraction()).toBeLessThan(0.3);
    grid.clearAll();
    expect(grid.fraction()).toBe(1);
  });

  it('ignores strokes outside the surface', () => {
    const grid = createCoverageGrid(340, 140);
    grid.stroke(-200, -200, -100, -100, 15);
    grid.stroke(600, 600, 700, 700, 15);
    expect(grid.fraction()).toBe(0);
  });

  it('fires the link above 40%, the result above 50% and completion above 60% with a mouse — once each', () => {
    const { firedAt, fired } = scratchUntilDone('mouse');
    expect(fired).toEqual(['link', 'result', 'complete']);
    expect(firedAt.get('link')).toBeGreaterThan(0.4);
    expect(firedAt.get('link')).toBeLessThan(0.45);
    expect(firedAt.get('result')).toBeGreaterThan(0.5);
    expect(firedAt.get('result')).toBeLessThan(0.55);
    expect(firedAt.get('complete')).toBeGreaterThan(0.6);
    expect(firedAt.get('complete')).toBeLessThan(0.65);
  });

  it('completes above 50% with touch', () => {
    const { firedAt, fired } = scratchUntilDone('touch');
    expect(fired).toEqual(['link', 'result', 'complete']);
    expect(firedAt.get('complete')).toBeGreaterThan(SCRATCH_THRESHOLDS.completeTouch);
    expect(firedAt.get('complete')).toBeLessThan(0.55);
  });

  it('fires nothing at exactly a threshold and every milestone at once on a full reveal', () => {
    const milestones = createMilestones();
    expect(milestones.update(0.4)).toEqual([]);
    expect(milestones.update(0.5, 'touch')).toEqual(['link']);
    expect(milestones.update(1)).toEqual(['result', 'complete']);
    expect(milestones.update(1)).toEqual([]);
    expect(createMilestones().update(1, 'pen')).toEqual(['link', 'result', 'complete']);
  });
});
